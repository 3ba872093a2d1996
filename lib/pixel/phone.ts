import { parsePhoneNumberFromString } from "libphonenumber-js/min";

/** The tester loads this module (~30 KB of metadata) only when an event is fired. */
export function normalizePhone(phone: string): string | null {
  const trimmed = phone.trim().replace(/^00/, "+");
  if (!trimmed) return "";
  const parsed = parsePhoneNumberFromString(trimmed, "BR");
  return parsed?.isValid() ? parsed.number : null;
}
