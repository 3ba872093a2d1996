import { parsePhoneNumberFromString } from "libphonenumber-js/min";

/** Normalisation TikTok asks for before hashing advanced-matching data. */

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/**
 * A phone number in E.164 (+<country><number>), read as Brazilian unless it carries a country code
 * (+ or 00). Empty input gives ""; a number that cannot exist gives null.
 */
export function normalizePhone(phone: string): string | null {
  const trimmed = phone.trim().replace(/^00/, "+");
  if (!trimmed) return "";
  const parsed = parsePhoneNumberFromString(trimmed, "BR");
  return parsed?.isValid() ? parsed.number : null;
}
