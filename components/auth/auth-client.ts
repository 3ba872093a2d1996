// Without next-auth/react: 14 KB gz, most of it a session provider this site does not use.
async function post(path: string, fields: Record<string, string>): Promise<{ ok: boolean; url?: string }> {
  const { csrfToken } = (await (await fetch("/api/auth/csrf")).json()) as { csrfToken: string };
  const response = await fetch(path, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ ...fields, csrfToken, callbackUrl: window.location.href, json: "true" }),
  });
  const { url } = (await response.json()) as { url?: string };
  return { ok: response.ok, url };
}

/** Other tabs of the site listen for this key (session-store.ts), as next-auth's client does. */
function tellOtherTabs() {
  const message = { event: "session", data: { trigger: "getSession" }, timestamp: Math.floor(Date.now() / 1000) };
  localStorage.setItem("nextauth.message", JSON.stringify(message));
}

export async function signInWithPassword(credentials: { email: string; password: string }): Promise<string | null> {
  const { ok, url } = await post("/api/auth/callback/credentials", credentials);
  const error = url ? new URL(url, window.location.href).searchParams.get("error") : null;
  if (ok && !error) {
    tellOtherTabs();
    return null;
  }
  return error ?? "unknown";
}

export async function signOut(): Promise<void> {
  const { ok } = await post("/api/auth/signout", {});
  if (!ok) throw new Error("sign-out failed");
  tellOtherTabs();
}
