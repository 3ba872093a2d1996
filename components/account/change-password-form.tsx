"use client";

import { useId, useState, type FormEvent } from "react";
import { PasswordField } from "@/components/auth/password-input";
import { confirmationDiffers, NewPasswordFields } from "@/components/auth/new-password-fields";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { postJson } from "@/lib/http/client";
import { accountMessages, changePasswordSchema } from "@/lib/validation/account";

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
    if (next !== confirmation) return setResult({ ok: false, message: confirmationDiffers });
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
      <PasswordField
        id={`${id}-current`}
        label="Senha atual"
        autoComplete="current-password"
        value={current}
        onValue={setCurrent}
      />
      <NewPasswordFields
        id={id}
        email={email}
        password={next}
        onPassword={setNext}
        confirmation={confirmation}
        onConfirmation={setConfirmation}
      />
      <Button type="submit" variant="gradient" loading={busy} className="justify-self-start">
        {busy ? "Salvando..." : "Alterar senha"}
      </Button>
    </form>
  );
}
