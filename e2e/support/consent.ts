import type { Page } from "@playwright/test";
import { consentStorageKey } from "../../lib/consent/consent-store";

/** Answers the cookie banner before the page loads (for tests about something else). */
export async function presetConsent(page: Page, choice: "granted" | "denied") {
  await page.addInitScript(([key, value]) => window.localStorage.setItem(key, value), [
    consentStorageKey,
    choice,
  ] as const);
}
