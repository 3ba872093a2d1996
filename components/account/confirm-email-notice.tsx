"use client";

import { useId, useState } from "react";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { postJson } from "@/lib/http/client";

/** /conta, while the address is not verified: what is missing, and a new link on request (a few an hour). */
export function ConfirmEmailNotice({ email }: { email: string }) {
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ ok: boolean; message: string } | null>(null);

  async function resend() {
    setBusy(true);
    setResult(null);
    const answer = await postJson("/api/account/verification", {});
    setBusy(false);
    setResult(
      answer.ok
        ? { ok: true, message: `Enviamos um novo link para ${email}. Confira a caixa de entrada e o spam.` }
        : { ok: false, message: answer.error.message },
    );
  }

  return (
    // A region, not a live one: it is there from the page's start; the result of the button is the live part.
    <Alert role="region" aria-labelledby={`${id}-title`}>
      <AlertTitle id={`${id}-title`}>Confirme seu e-mail</AlertTitle>
      <AlertDescription className="grid gap-3">
        <p>
          Enviamos um link de confirmação para <strong className="break-all">{email}</strong>. Abra-o neste navegador
          para confirmar que o e-mail é seu; o link vale por 24 horas.
        </p>
        <div>
          <Button type="button" variant="outline" loading={busy} onClick={() => void resend()}>
            {busy ? "Enviando..." : "Enviar o link de novo"}
          </Button>
        </div>
        <p role="status" className={result && !result.ok ? "text-destructive" : undefined}>
          {result?.message}
        </p>
      </AlertDescription>
    </Alert>
  );
}
