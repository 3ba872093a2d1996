// Client only. The last tool page seen in this tab, sent with the contact form (and only with it) so the
// owner's inbox can say which tool brought the lead. sessionStorage: gone when the tab closes.
const key = "origem-do-contato";

export function rememberOrigin(path: string) {
  try {
    window.sessionStorage.setItem(key, path);
  } catch {
    // Storage blocked: the lead counts as coming from the landing page.
  }
}

export function readOrigin(): string | undefined {
  try {
    return window.sessionStorage.getItem(key) ?? undefined;
  } catch {
    return undefined;
  }
}
