// Client only: the choice lives in localStorage.
export type ConsentChoice = "granted" | "denied";

export const consentStorageKey = "consentimento-cookies";
const changedEvent = "consentimento:mudou";

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

/** A click on any "Preferências de cookies" button: static HTML (components/consent/cookie-preferences-button.tsx). */
export function onConsentPreferencesRequested(handler: () => void) {
  const onClick = (event: MouseEvent) => {
    if (event.target instanceof Element && event.target.closest("[data-consent-preferences]")) handler();
  };
  document.addEventListener("click", onClick);
  return () => document.removeEventListener("click", onClick);
}
