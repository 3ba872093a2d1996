"use client";

import { useEffect, useRef, useState } from "react";
import { Alert, AlertDescription, ErrorAlert } from "@/components/ui/alert";
import { buttonVariants } from "@/components/ui/button";
import { Link } from "@/components/ui/link";
import { postJson } from "@/lib/http/client";

/**
 * Confirms once, as soon as the page opens. The link's token is not in the address: proxy.ts moved it into a
 * cookie only the route reads, which also says when the link came incomplete.
 */
export function ConfirmEmail() {
  const [state, setState] = useState<{ done: boolean; error: string | null } | null>(null);
  const sent = useRef(false);

  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    void (async () => {
      const answer = await postJson("/api/auth/verify-email", {});
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
