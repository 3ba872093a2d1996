import type { Ingredient } from "./catalog";
import { formatNumber } from "@/lib/format/number";

/** The fractions cooks write, by their value. */
const fractions: readonly (readonly [number, string])[] = [
  [0, ""],
  [1 / 4, "¼"],
  [1 / 3, "⅓"],
  [1 / 2, "½"],
  [2 / 3, "⅔"],
  [3 / 4, "¾"],
  [1, ""],
];

/** A household quantity as cooks write it: 0.5 → '½', 1.5 → '1 ½', 2.25 → '2 ¼' (nearest of these fractions). */
export function formatQuantity(value: number): string {
  let whole = Math.floor(value);
  const rest = value - whole;
  let [, fraction] = fractions.reduce((best, candidate) =>
    Math.abs(candidate[0] - rest) < Math.abs(best[0] - rest) ? candidate : best,
  );
  if (fraction === "" && rest > 0.5) whole += 1;
  if (whole === 0 && fraction === "") fraction = "¼"; // never '0 xícara': the smallest we write
  return [whole > 0 ? String(whole) : "", fraction].filter(Boolean).join(" ");
}

/** Grams and millilitres: whole numbers, one decimal under 10 (comma, pt-BR). */
export function formatAmount(value: number): string {
  return formatNumber(value, value < 10 ? 1 : 0);
}

/** Singular up to '1 ¾', plural from 2 on, as Portuguese counts. */
const unitFor = (value: number, [one, many]: readonly [string, string]) => (value >= 2 ? many : one);

/** '1 xícara (80 g) de aveia em flocos', scaled by `factor` (servings wanted over the recipe's). */
export function ingredientText(ingredient: Ingredient, factor = 1): string {
  const amount = `${formatAmount(ingredient.amount * factor)} ${ingredient.unit}`;
  const { measure } = ingredient;
  const head = measure
    ? `${formatQuantity(measure.qty * factor)} ${unitFor(measure.qty * factor, measure.unit)} (${amount})`
    : amount;
  return [head, ingredient.name].filter(Boolean).join(" ");
}
