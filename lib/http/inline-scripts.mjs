// @ts-check
/**
 * The one inline script of ours, which lib/http/security-headers.mjs allows by its hash where inline scripts need
 * a nonce. Plain ESM with no Node import: the browser's consent store reads the key from here too.
 *
 * The consent notice is in every page's HTML, so it paints with the page instead of after React starts
 * (issue 52: it was /login's largest paint, drawn after hydration). A visitor who already chose must not see
 * it even for a moment: this script, inline in the <head> (app/layout.tsx), marks <html> with the saved
 * choice before the body is parsed, and app/globals.css hides the notice on a marked page.
 */

/** Where lib/consent/consent-store.ts and public/shell.js keep the visitor's choice. */
export const consentStorageKey = "consentimento-cookies";

export const consentEarlyScript = `try{var c=localStorage.getItem(${JSON.stringify(consentStorageKey)});if(c==="granted"||c==="denied")document.documentElement.setAttribute("data-consent",c)}catch(e){}`;
