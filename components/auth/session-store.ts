import { useSyncExternalStore } from "react";
import { signOut } from "./auth-client";

/** Shared, so 'Sair' anywhere updates every client piece of the page at once. */
export type SessionState =
  { status: "loading" } | { status: "authenticated"; email: string; admin: boolean } | { status: "unauthenticated" };

const LOADING: SessionState = { status: "loading" };
let state: SessionState = LOADING;
let version = 0;
/** This page signed out, or the server said there is no session: what it rendered for an account is stale. */
let signedOutHere = false;
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

/** The signed-in account's e-mail, or null (also while loading): what only depends on who is in, redrawn only when that changes. */
export function useSessionEmail(): string | null {
  return useSyncExternalStore(
    subscribe,
    () => (state.status === "authenticated" ? state.email : null),
    () => null,
  );
}

export const sessionStatus = () => state.status;

/**
 * `email` is signed in: by this page (`"here"`), or as the server rendered a part of it (`"rendered"`, streamed
 * and hydrated maybe seconds later), which tells the header without asking again unless the person signed out
 * here meanwhile. Whether the account may open /painel is the server's to say (the next load, or an answer).
 */
export function markSignedIn(email: string, by: "here" | "rendered" = "here") {
  if (by === "rendered" && (signedOutHere || (state.status === "authenticated" && state.email === email))) return;
  signedOutHere = false;
  set({ status: "authenticated", email, admin: false });
}

export function markSignedOut() {
  signedOutHere = true;
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
    if (email) set({ status: "authenticated", email, admin: session?.admin === true });
    else markSignedOut();
  } catch {
    if (version === started && state.status === "loading") set({ status: "unauthenticated" });
  }
}

export async function signOutEverywhere(): Promise<void> {
  await signOut();
  markSignedOut();
}
