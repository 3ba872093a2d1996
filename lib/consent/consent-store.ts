// Client only: the choice lives in localStorage, written by the consent notice (public/shell.js) under the key
// the head's early script reads too.
import { consentStorageKey } from "@/lib/http/inline-scripts.mjs";

export { consentStorageKey };
export type ConsentChoice = "granted" | "denied";
/** Sent on window by public/shell.js when the visitor chooses in the consent notice. */
export const consentChangedEvent = "consentimento:mudou";

export function readConsent(): ConsentChoice | null {
  try {
    const value = window.localStorage.getItem(consentStorageKey);
    return value === "granted" || value === "denied" ? value : null;
  } catch {
    return null; // storage blocked: ask again, never assume consent
  }
}

export function subscribeConsent(onChange: () => void) {
  window.addEventListener("storage", onChange);
  window.addEventListener(consentChangedEvent, onChange);
  return () => {
    window.removeEventListener("storage", onChange);
    window.removeEventListener(consentChangedEvent, onChange);
  };
}
