"use client";

import Link from "next/link";
import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Button, buttonVariants } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { resetSchema } from "@/lib/validation/auth";
import { readApiError } from "@/lib/http/read-error";
import { authMessages } from "./auth-messages";

const invalidLink = "Link de recuperação inválido ou expirado. Peça um novo e-mail de recuperação.";

/** The page the recovery e-mail links to: sets a new password with the link's token. */
export function ResetPasswordForm() {
  const id = useId();
  const [password, setPassword] = useState("");
  const [confirmation, setConfirmation] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const token = useRef("");

  // Read once, then taken out of the address bar (and so out of history, screenshots and anything that
  // reads location later). The page stays static and prerendered.
  useEffect(() => {
    const url = new URL(window.location.href);
    if (!url.searchParams.has("token")) return;
    token.current = url.searchParams.get("token") ?? "";
    url.searchParams.delete("token");
    window.history.replaceState(window.history.state, "", url.pathname + url.search + url.hash);
  }, []);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setError(null);
    if (password !== confirmation) return setError("As senhas não conferem.");
    const parsed = resetSchema.safeParse({ token: token.current, password });
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      return setError(issue?.path[0] === "token" ? invalidLink : (issue?.message ?? invalidLink));
    }
    setBusy(true);
    try {
      const response = await fetch("/api/auth/reset", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(parsed.data),
      });
      if (!response.ok) return setError((await readApiError(response))?.message ?? invalidLink);
      setDone(true);
    } catch {
      setError(authMessages.offline);
    } finally {
      setBusy(false);
    }
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

  return (
    <form className="grid gap-4" onSubmit={onSubmit}>
      {error ? (
        <Alert variant="destructive">
          <AlertDescription>{error}</AlertDescription>
        </Alert>
      ) : null}
      <div className="grid gap-2">
        <Label htmlFor={`${id}-password`}>Nova senha</Label>
        <Input
          id={`${id}-password`}
          type="password"
          autoComplete="new-password"
          required
          maxLength={128}
          aria-describedby={`${id}-hint`}
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          De 8 a 128 caracteres.
        </p>
      </div>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-confirmation`}>Confirme a nova senha</Label>
        <Input
          id={`${id}-confirmation`}
          type="password"
          autoComplete="new-password"
          required
          maxLength={128}
          value={confirmation}
          onChange={(event) => setConfirmation(event.target.value)}
        />
      </div>
      <Button type="submit" variant="gradient" loading={busy}>
        {busy ? "Salvando..." : "Redefinir senha"}
      </Button>
      <Link href="/login" className={buttonVariants({ variant: "link" })}>
        Voltar ao login
      </Link>
    </form>
  );
}
