"use client";

import { openConsentPreferences } from "@/lib/consent/consent-store";
import { cn } from "@/lib/utils";

/** Reopens the consent banner (footer and privacy page). */
export function CookiePreferencesButton({ className }: { className?: string }) {
  return (
    <button type="button" onClick={openConsentPreferences} className={cn("hover:underline", className)}>
      Preferências de cookies
    </button>
  );
}
