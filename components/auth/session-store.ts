import { useSyncExternalStore } from "react";
import { signOut } from "./auth-client";

/** Shared, so 'Sair' anywhere updates every client piece of the page at once. */
export type SessionState =
  { status: "loading" } | { status: "authenticated"; email: string; admin: boolean } | { status: "unauthenticated" };

const LOADING: SessionState = { status: "loading" };
let state: SessionState = LOADING;
let version = 0;
const listeners = new Set<() => void>();

function set(next: SessionState) {
  state = next;
  version += 1;
  listeners.forEach((listener) => listener());
}

// auth-client.ts writes this key in localStorage when another tab signs in or out.
const onStorage = (event: StorageEvent) => {
  if (event.key === "nextauth.message") void refreshSession();
};
const onVisible = () => {
  if (document.visibilityState === "visible" && state.status === "authenticated") void refreshSession();
};

function subscribe(listener: () => void) {
  if (listeners.size === 0) {
    window.addEventListener("storage", onStorage);
    document.addEventListener("visibilitychange", onVisible);
  }
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      window.removeEventListener("storage", onStorage);
      document.removeEventListener("visibilitychange", onVisible);
    }
  };
}

export function useSessionState(): SessionState {
  return useSyncExternalStore(
    subscribe,
    () => state,
    () => LOADING,
  );
}

/**
 * One fact of the session, compared by value: a component drawn from it is drawn again only when that fact
 * changes, not when the session goes from loading to signed out (which changes nothing it shows).
 */
function useSessionFact<T extends string | boolean | null>(fact: (session: SessionState) => T): T {
  return useSyncExternalStore(
    subscribe,
    () => fact(state),
    () => fact(LOADING),
  );
}

/** The signed-in account's e-mail; null while loading and signed out. */
export const useSessionEmail = () =>
  useSessionFact((session) => (session.status === "authenticated" ? session.email : null));

/** Whether the signed-in account may open /painel (the server's answer, GET /api/auth/session). */
export const useIsAdmin = () => useSessionFact((session) => session.status === "authenticated" && session.admin);

export const sessionStatus = () => state.status;

/** Whether the account may open /painel is the server's to say (the next page load asks, or an answer in flight). */
export function markSignedIn(email: string) {
  set({ status: "authenticated", email, admin: false });
}

export function markSignedOut() {
  set({ status: "unauthenticated" });
}

/** Asks the server; an answer that arrives after a local sign-in or sign-out is ignored. */
export async function refreshSession(): Promise<void> {
  const started = version;
  try {
    const response = await fetch("/api/auth/session", { cache: "no-store", credentials: "same-origin" });
    const session = (await response.json()) as { user?: { email?: string }; admin?: boolean } | null;
    const email = session?.user?.email;
    // A later local change wins, unless the answer is about the very account it signed in.
    if (version !== started && !(state.status === "authenticated" && state.email === email)) return;
    set(email ? { status: "authenticated", email, admin: session?.admin === true } : { status: "unauthenticated" });
  } catch {
    if (version === started && state.status === "loading") set({ status: "unauthenticated" });
  }
}

export async function signOutEverywhere(): Promise<void> {
  await signOut();
  markSignedOut();
}
