"use client";

import { useEffect, useState } from "react";
import { ConfirmEmailNotice } from "./confirm-email-notice";

const key = "cadastro-confirmar-email";

/** Called by the sign-up form just before it leaves for the page the person came from. */
export function rememberSignUp(email: string) {
  try {
    sessionStorage.setItem(key, email);
  } catch {
    // Storage refused (private mode): /conta still says it.
  }
}

/**
 * Right after sign-up, on whatever page the person lands (the callback, /translate by default): "Confirme seu
 * e-mail" with the address and a resend, once. Read in the browser, so every page stays static.
 */
export function SignUpNotice() {
  const [email, setEmail] = useState<string | null>(null);
  useEffect(() => {
    try {
      const remembered = sessionStorage.getItem(key);
      if (!remembered) return;
      sessionStorage.removeItem(key);
      if (window.location.pathname === "/conta") return; // /conta says it itself
      // Shown after hydration: the page was served the same to everyone.
      // eslint-disable-next-line react-hooks/set-state-in-effect -- read once from this tab's storage
      setEmail(remembered);
    } catch {
      // no storage: nothing to show
    }
  }, []);
  if (!email) return null;
  return (
    <div className="mx-auto w-full max-w-3xl px-4 pt-6">
      <ConfirmEmailNotice email={email} />
    </div>
  );
}
