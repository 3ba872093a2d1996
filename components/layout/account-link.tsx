"use client";

import { LogOut } from "lucide-react";
import Link from "next/link";
import { useEffect, useState } from "react";
import { refreshSession, sessionStatus, signOutEverywhere, useSessionState } from "@/components/auth/session-store";
import { Button, buttonVariants } from "@/components/ui/button";

/**
 * 'Entrar' for visitors, 'Sair' for signed-in users. Rendered as 'Entrar' on the server (pages stay
 * static); the session is asked for after hydration.
 */
export function AccountLink() {
  const session = useSessionState();
  const [leaving, setLeaving] = useState(false);

  useEffect(() => {
    if (sessionStatus() === "loading") void refreshSession();
  }, []);

  if (session.status !== "authenticated") {
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
    <Button type="button" variant="outline" size="sm" onClick={leave} loading={leaving} title={`Conectado como ${session.email}`}>
      {leaving ? null : <LogOut aria-hidden="true" />}
      Sair
    </Button>
  );
}
