/**
 * A number as pt-BR writes it ("4.000", "1,5", "12.345"), what toLocaleString("pt-BR") answers, without Intl:
 * a page's first toLocaleString("pt-BR") loads the locale's ICU data, about 10 ms of a phone's start-up (40 ms
 * under Lighthouse's CPU x4, issue 52) on every page that shows a character counter or a recipe's grams.
 */
export function formatNumber(value: number, maxFractionDigits = 0): string {
  const factor = 10 ** maxFractionDigits;
  const rounded = Math.round(Math.abs(value) * factor) / factor;
  const [whole, fraction] = String(rounded).split(".");
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ".");
  return `${value < 0 && rounded !== 0 ? "-" : ""}${grouped}${fraction ? `,${fraction}` : ""}`;
}
