"use client";

import { useEffect, useRef, useState } from "react";
import { Alert, AlertDescription, ErrorAlert } from "@/components/ui/alert";
import { buttonVariants } from "@/components/ui/button";
import { Link } from "@/components/ui/link";
import { postJson } from "@/lib/http/client";

const missingLink = "Link de confirmação incompleto. Abra o link do e-mail de novo ou peça outro em Minha conta.";

/** Sends the link's token once, as soon as the page opens, and takes it out of the address bar. */
export function ConfirmEmail() {
  const [state, setState] = useState<{ done: boolean; error: string | null } | null>(null);
  const sent = useRef(false);

  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    const url = new URL(window.location.href);
    const token = url.searchParams.get("token") ?? "";
    url.searchParams.delete("token");
    window.history.replaceState(window.history.state, "", url.pathname + url.search + url.hash);
    void (async () => {
      if (!token) return setState({ done: false, error: missingLink });
      const answer = await postJson("/api/auth/verify-email", { token });
      setState(answer.ok ? { done: true, error: null } : { done: false, error: answer.error.message });
    })();
  }, []);

  if (!state) return <p aria-live="polite">Confirmando seu e-mail...</p>;
  return (
    <div className="grid gap-4">
      {state.done ? (
        <Alert variant="success">
          <AlertDescription>E-mail confirmado! Obrigado.</AlertDescription>
        </Alert>
      ) : (
        <ErrorAlert message={state.error} />
      )}
      <Link href="/conta" className={buttonVariants({ variant: "gradient" })}>
        Ir para Minha conta
      </Link>
    </div>
  );
}
