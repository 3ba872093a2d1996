// Client only: the choice lives in localStorage.
export type ConsentChoice = "granted" | "denied";

export const consentStorageKey = "consentimento-cookies";
const changedEvent = "consentimento:mudou";
const openEvent = "consentimento:abrir";

export function readConsent(): ConsentChoice | null {
  try {
    const value = window.localStorage.getItem(consentStorageKey);
    return value === "granted" || value === "denied" ? value : null;
  } catch {
    return null; // storage blocked: ask again, never assume consent
  }
}

export function saveConsent(choice: ConsentChoice) {
  try {
    window.localStorage.setItem(consentStorageKey, choice);
  } catch {
    // Storage blocked: the choice holds for this page only.
  }
  window.dispatchEvent(new Event(changedEvent));
}

export function subscribeConsent(onChange: () => void) {
  window.addEventListener("storage", onChange);
  window.addEventListener(changedEvent, onChange);
  return () => {
    window.removeEventListener("storage", onChange);
    window.removeEventListener(changedEvent, onChange);
  };
}

export function openConsentPreferences() {
  window.dispatchEvent(new Event(openEvent));
}

export function onConsentPreferencesRequested(handler: () => void) {
  window.addEventListener(openEvent, handler);
  return () => window.removeEventListener(openEvent, handler);
}
