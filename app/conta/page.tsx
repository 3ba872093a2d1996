import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { ChangePasswordForm } from "@/components/account/change-password-form";
import { ConfirmEmailNotice } from "@/components/account/confirm-email-notice";
import { DeleteAccountDialog } from "@/components/account/delete-account-dialog";
import { ExportDataButton } from "@/components/account/export-data-button";
import { Alert, AlertTitle } from "@/components/ui/alert";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Link } from "@/components/ui/link";
import { accountSummary } from "@/lib/account/summary";
import { signInLockout } from "@/lib/auth/lockout";
import { pageUser } from "@/lib/auth/session";
import { exportedStores } from "@/lib/content/privacy";

export const metadata: Metadata = { title: "Minha conta", robots: { index: false, follow: false } };

const loginFirst = "/login?callbackUrl=%2Fconta";

export default async function AccountPage() {
  // proxy.ts already sent anonymous visitors to /login; this covers a session ended since the cookie was issued.
  const user = await pageUser();
  if (!user) redirect(loginFirst);
  const account = await accountSummary(user.id);
  if (!account) redirect(loginFirst);
  const since = account.createdAt.toLocaleDateString("pt-BR", { timeZone: "America/Sao_Paulo" });
  const lockout = await signInLockout(account.email);

  return (
    <div className="mx-auto grid max-w-3xl gap-6 px-4 py-12 sm:py-16">
      <header className="grid gap-2">
        <h1 className="text-3xl font-bold tracking-tight">Minha conta</h1>
        <p className="break-words text-muted-foreground">
          Conectado como <strong className="text-foreground">{account.email}</strong>. Conta criada em {since}.
        </p>
      </header>

      {user.emailVerified ? null : <ConfirmEmailNotice email={account.email} />}

      {lockout ? (
        <Alert variant="destructive">
          <AlertTitle>Bloqueamos tentativas de acesso à sua conta</AlertTitle>
          <p>
            Desde{" "}
            {lockout.since.toLocaleString("pt-BR", {
              timeZone: "America/Sao_Paulo",
              dateStyle: "short",
              timeStyle: "short",
            })}{" "}
            recusamos entradas com senha errada vindas de outros navegadores. Os navegadores em que você já entrou
            continuam funcionando. Se não foi você, troque a senha abaixo.
          </p>
        </Alert>
      ) : null}

      <Card>
        <CardHeader>
          <CardTitle>Alterar senha</CardTitle>
          <CardDescription>
            Esta sessão continua aberta; as outras (em outros navegadores ou aparelhos) são encerradas, e enviamos um
            aviso para o seu e-mail.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <ChangePasswordForm email={account.email} />
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>Baixar meus dados</CardTitle>
          <CardDescription>Um arquivo JSON com tudo o que guardamos sobre você:</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          <ul className="grid list-disc gap-1 pl-5 text-sm text-muted-foreground" aria-label="O que o arquivo traz">
            {exportedStores.map((store) => (
              <li key={store.store}>
                {store.title}
                {store.store === "leads" ? ", depois que o e-mail for confirmado" : ""}
              </li>
            ))}
          </ul>
          <ExportDataButton />
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>Excluir minha conta</CardTitle>
          <CardDescription>
            Apaga a conta e todos os dados ligados a ela, de uma vez. Antes, se quiser, baixe os seus dados.
          </CardDescription>
        </CardHeader>
        <CardContent className="grid">
          <DeleteAccountDialog email={account.email} />
        </CardContent>
      </Card>

      <p className="text-sm text-muted-foreground">
        Seus direitos pela LGPD e como tratamos seus dados estão na{" "}
        <Link href="/privacidade" className="text-primary underline underline-offset-4">
          Política de Privacidade
        </Link>
        .
      </p>
    </div>
  );
}
