/** Normalisation TikTok asks for before hashing advanced-matching data. */

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/**
 * A phone number in E.164 (+<country><number>). Numbers written with a country code (+ or 00) keep it;
 * a Brazilian number without one (10 or 11 digits: area code and number, maybe after a trunk 0) gets
 * +55; 12 or 13 digits starting with 55 are read as already carrying it. Empty input gives "".
 */
export function normalizePhone(phone: string): string {
  const trimmed = phone.trim();
  let digits = trimmed.replace(/\D/g, "");
  if (!digits) return "";
  if (trimmed.startsWith("+")) return `+${digits}`;
  if (digits.startsWith("00")) return `+${digits.slice(2)}`;
  digits = digits.replace(/^0+/, "");
  if (digits.length === 10 || digits.length === 11) return `+55${digits}`;
  return `+${digits}`;
}
