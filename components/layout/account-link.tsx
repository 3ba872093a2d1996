"use client";

import { Loader2, LogOut, UserRound } from "lucide-react";
import { Link } from "@/components/ui/link";
import { useEffect, useState } from "react";
import { refreshSession, sessionStatus, signOutEverywhere, useSessionEmail } from "@/components/auth/session-store";
import { buttonVariants } from "@/components/ui/button-variants";

/** On every page, so a plain button with buttonVariants: <Button> would bring tailwind-merge everywhere. */
export function AccountLink() {
  // Who is in, not the session's state: a visitor without a session is drawn so from the HTML on, and the
  // server's answer that says so redraws nothing (issue 52).
  const email = useSessionEmail();
  const [leaving, setLeaving] = useState(false);

  useEffect(() => {
    if (sessionStatus() === "loading") void refreshSession();
  }, []);

  if (email === null) {
    return (
      <Link href="/login" className={buttonVariants({ variant: "outline", size: "sm" })}>
        Entrar
      </Link>
    );
  }

  async function leave() {
    setLeaving(true);
    try {
      await signOutEverywhere();
    } finally {
      setLeaving(false);
    }
  }

  return (
    <>
      <Link
        href="/conta"
        className={buttonVariants({ variant: "outline", size: "sm" })}
        title={`Conectado como ${email}`}
      >
        <UserRound aria-hidden="true" />
        <span className="max-sm:sr-only">Minha conta</span>
      </Link>
      <button
        type="button"
        className={buttonVariants({ variant: "outline", size: "sm" })}
        onClick={leave}
        disabled={leaving}
        aria-busy={leaving || undefined}
      >
        {leaving ? <Loader2 aria-hidden="true" className="animate-spin" /> : <LogOut aria-hidden="true" />}
        {/* The smallest phones fit both account buttons only as icons (each keeps its name). */}
        <span className="max-[399px]:sr-only">Sair</span>
      </button>
    </>
  );
}
