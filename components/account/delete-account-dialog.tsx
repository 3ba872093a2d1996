"use client";

import { Trash2 } from "lucide-react";
import { useId, useState, type FormEvent } from "react";
import { markSignedOut } from "@/components/auth/session-store";
import { PasswordField } from "@/components/auth/password-input";
import { Alert, AlertDescription, AlertTitle, ErrorAlert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@/components/ui/dialog";
import { Link } from "@/components/ui/link";
import { buttonVariants } from "@/components/ui/button-variants";
import { postJson } from "@/lib/http/client";
import { deleteAccountSchema } from "@/lib/validation/account";

export function DeleteAccountDialog({ email }: { email: string }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState("");
  const [deleted, setDeleted] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setError("");
    const parsed = deleteAccountSchema.safeParse({ password });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? "");
    setBusy(true);
    const answer = await postJson("/api/account", parsed.data, { method: "DELETE" });
    setBusy(false);
    if (!answer.ok) return setError(answer.error.message);
    setOpen(false);
    setDeleted(true);
    markSignedOut();
  }

  if (deleted) {
    return (
      <div className="grid gap-4">
        <Alert variant="success">
          <AlertTitle>Sua conta foi excluída.</AlertTitle>
          <AlertDescription>
            Enviamos uma confirmação para {email}. Você pode criar uma conta nova com o mesmo e-mail quando quiser.
          </AlertDescription>
        </Alert>
        <Link href="/" className={buttonVariants({ variant: "outline", className: "justify-self-start" })}>
          Ir para a página inicial
        </Link>
      </div>
    );
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) {
          setPassword("");
          setError("");
        }
      }}
    >
      <Button type="button" variant="destructive" className="justify-self-start" onClick={() => setOpen(true)}>
        <Trash2 aria-hidden="true" />
        Excluir minha conta
      </Button>
      <DialogContent>
        <DialogTitle>Excluir a sua conta?</DialogTitle>
        <DialogDescription>
          Isto não pode ser desfeito. Serão excluídos: a conta {email}, o histórico de traduções, o histórico de imagens
          e as mensagens que você enviou pelo formulário de contato com este e-mail. Todas as sessões abertas serão
          encerradas.
        </DialogDescription>
        <form className="grid gap-4" onSubmit={onSubmit}>
          <ErrorAlert message={error} />
          <PasswordField
            id={`${id}-password`}
            label="Digite sua senha para confirmar"
            autoComplete="current-password"
            value={password}
            onValue={setPassword}
          />
          <div className="flex flex-wrap justify-end gap-2">
            <Button type="button" variant="outline" onClick={() => setOpen(false)}>
              Cancelar
            </Button>
            <Button type="submit" variant="destructive" loading={busy}>
              {busy ? "Excluindo..." : "Excluir definitivamente"}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
