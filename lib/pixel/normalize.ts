/** Normalisation TikTok asks for before hashing advanced-matching data. */

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** E.164 for a valid number, "" for an empty one, null for one that cannot exist (lib/pixel/phone.ts). */
export type PhoneNormalizer = (phone: string) => string | null;
