"use client";

import { useId, useState, type FormEvent } from "react";
import { PasswordInput } from "@/components/auth/password-input";
import { PasswordStrength } from "@/components/auth/password-strength";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { postJson } from "@/lib/http/client";
import { accountMessages, changePasswordSchema } from "@/lib/validation/account";
import { PASSWORD_MAX } from "@/lib/validation/password-limits";

export function ChangePasswordForm({ email }: { email: string }) {
  const id = useId();
  const [current, setCurrent] = useState("");
  const [next, setNext] = useState("");
  const [confirmation, setConfirmation] = useState("");
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ ok: boolean; message: string } | null>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setResult(null);
    if (next !== confirmation) return setResult({ ok: false, message: "A nova senha e a confirmação não conferem." });
    const parsed = changePasswordSchema.safeParse({ currentPassword: current, newPassword: next });
    if (!parsed.success) return setResult({ ok: false, message: parsed.error.issues[0]?.message ?? "" });
    setBusy(true);
    const answer = await postJson("/api/account/password", parsed.data);
    setBusy(false);
    if (!answer.ok) return setResult({ ok: false, message: answer.error.message });
    setCurrent("");
    setNext("");
    setConfirmation("");
    setResult({ ok: true, message: accountMessages.passwordChanged });
  }

  return (
    <form className="grid gap-4" onSubmit={onSubmit} aria-label="Alterar senha">
      {result ? (
        <Alert variant={result.ok ? "success" : "destructive"}>
          <AlertDescription>{result.message}</AlertDescription>
        </Alert>
      ) : null}
      <div className="grid gap-2">
        <Label htmlFor={`${id}-current`}>Senha atual</Label>
        <PasswordInput
          id={`${id}-current`}
          autoComplete="current-password"
          required
          maxLength={PASSWORD_MAX}
          value={current}
          onChange={(event) => setCurrent(event.target.value)}
        />
      </div>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-new`}>Nova senha</Label>
        <PasswordInput
          id={`${id}-new`}
          autoComplete="new-password"
          required
          maxLength={PASSWORD_MAX}
          aria-describedby={`${id}-strength`}
          value={next}
          onChange={(event) => setNext(event.target.value)}
        />
        <PasswordStrength id={`${id}-strength`} password={next} email={email} />
      </div>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-confirmation`}>Confirme a nova senha</Label>
        <PasswordInput
          id={`${id}-confirmation`}
          autoComplete="new-password"
          required
          maxLength={PASSWORD_MAX}
          value={confirmation}
          onChange={(event) => setConfirmation(event.target.value)}
        />
      </div>
      <Button type="submit" variant="gradient" loading={busy} className="justify-self-start">
        {busy ? "Salvando..." : "Alterar senha"}
      </Button>
    </form>
  );
}
