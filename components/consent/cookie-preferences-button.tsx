"use client";

import { openConsentPreferences } from "@/lib/consent/consent-store";

/** Plain class strings: no cn() on the client. */
export function CookiePreferencesButton({ className = "" }: { className?: string }) {
  return (
    <button type="button" onClick={openConsentPreferences} className={`hover:underline ${className}`}>
      Preferências de cookies
    </button>
  );
}
