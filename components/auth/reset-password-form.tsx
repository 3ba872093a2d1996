"use client";

import { Link } from "@/components/ui/link";
import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { Alert, AlertDescription, AlertTitle, ErrorAlert } from "@/components/ui/alert";
import { Button, buttonVariants } from "@/components/ui/button";
import { postJson } from "@/lib/http/client";
import { resetSchema } from "@/lib/validation/auth";
import { confirmationDiffers, NewPasswordFields } from "./new-password-fields";

const invalidLink = "Link de recuperação inválido ou expirado. Peça um novo e-mail de recuperação.";

export function ResetPasswordForm() {
  const id = useId();
  const [password, setPassword] = useState("");
  const [confirmation, setConfirmation] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const token = useRef("");
  const [missing, setMissing] = useState(false);

  // Taken out of the address bar, and so out of history, screenshots and later reads of location.
  useEffect(() => {
    const url = new URL(window.location.href);
    token.current = url.searchParams.get("token") ?? "";
    if (!token.current) return setMissing(true);
    url.searchParams.delete("token");
    window.history.replaceState(window.history.state, "", url.pathname + url.search + url.hash);
  }, []);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setError(null);
    if (password !== confirmation) return setError(confirmationDiffers);
    const parsed = resetSchema.safeParse({ token: token.current, password });
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      return setError(issue?.path[0] === "token" ? invalidLink : (issue?.message ?? invalidLink));
    }
    setBusy(true);
    const answer = await postJson("/api/auth/reset", parsed.data);
    setBusy(false);
    if (!answer.ok) return setError(answer.error.message);
    setDone(true);
  }

  if (done) {
    return (
      <div className="grid gap-4">
        <Alert variant="success">
          <AlertDescription>Senha redefinida! Agora entre com a nova senha.</AlertDescription>
        </Alert>
        <Link href="/login" className={buttonVariants({ variant: "gradient" })}>
          Ir para Login
        </Link>
      </div>
    );
  }

  if (missing) {
    return (
      <div className="grid gap-4">
        <Alert>
          <AlertTitle>Este endereço não tem o código de redefinição.</AlertTitle>
          <AlertDescription>Abra o link completo do e-mail de recuperação ou peça um novo e-mail.</AlertDescription>
        </Alert>
        <Link href="/login?modo=recuperar" className={buttonVariants({ variant: "gradient" })}>
          Pedir novo e-mail de recuperação
        </Link>
      </div>
    );
  }

  return (
    <form className="grid gap-4" onSubmit={onSubmit}>
      <ErrorAlert message={error} />
      <NewPasswordFields
        id={id}
        password={password}
        onPassword={setPassword}
        confirmation={confirmation}
        onConfirmation={setConfirmation}
      />
      <Button type="submit" variant="gradient" loading={busy}>
        {busy ? "Salvando..." : "Redefinir senha"}
      </Button>
      <Link href="/login" className={buttonVariants({ variant: "link" })}>
        Voltar ao login
      </Link>
    </form>
  );
}
