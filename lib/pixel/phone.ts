import { parsePhoneNumberFromString } from "libphonenumber-js/min";

/**
 * A phone number in E.164 (+<country><number>), read as Brazilian unless it carries a country code
 * (+ or 00). Empty input gives ""; a number that cannot exist gives null. The tester loads this
 * module (and its ~30 KB of metadata) only when an event is fired.
 */
export function normalizePhone(phone: string): string | null {
  const trimmed = phone.trim().replace(/^00/, "+");
  if (!trimmed) return "";
  const parsed = parsePhoneNumberFromString(trimmed, "BR");
  return parsed?.isValid() ? parsed.number : null;
}
