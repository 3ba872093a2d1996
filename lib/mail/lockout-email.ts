import { escapeHtml } from "@/lib/escape-html";
import type { Mail } from "./transport";

const when = (date: Date) =>
  new Intl.DateTimeFormat("pt-BR", {
    dateStyle: "short",
    timeStyle: "short",
    timeZone: "America/Sao_Paulo",
  }).format(date);

/** Sent once per lockout (issue 31): the owner learns of the attack and how to get in from a new browser. */
export function lockoutEmail({
  to,
  lockedAt,
  attempts,
  lockHours,
  link,
  siteName,
}: {
  to: string;
  lockedAt: Date;
  attempts: number;
  lockHours: number;
  link: string;
  siteName: string;
}): Mail {
  const time = `${when(lockedAt)} (horário de Brasília)`;
  const lines = {
    what: `Em ${time}, sua conta em ${siteName} chegou a ${attempts} tentativas de login com a senha errada, por isso bloqueamos tentativas de acesso à sua conta.`,
    owner: "Nos navegadores em que você já entrou antes, o login continua funcionando normalmente.",
    newBrowser:
      "Em outro navegador, ou se não foi você, redefina sua senha pelo link abaixo: a redefinição libera o acesso.",
    ignore: `O bloqueio termina sozinho em ${lockHours} horas. Nunca pedimos sua senha por e-mail.`,
  };
  const text = ["Olá,", "", lines.what, lines.owner, lines.newBrowser, "", link, "", lines.ignore].join("\n");
  const url = escapeHtml(link);
  const html = `<!doctype html>
<html lang="pt-BR"><body style="font-family:Arial,sans-serif;line-height:1.5;color:#1f2330">
<p>Olá,</p>
<p>${escapeHtml(lines.what)}</p>
<p>${escapeHtml(lines.owner)}</p>
<p>${escapeHtml(lines.newBrowser)}</p>
<p><a href="${url}" style="display:inline-block;padding:10px 18px;border-radius:6px;background:#3b5bdb;color:#fff;text-decoration:none">Redefinir senha</a></p>
<p>Ou copie este endereço no navegador:<br><a href="${url}">${url}</a></p>
<p>${escapeHtml(lines.ignore)}</p>
</body></html>`;
  return { to, subject: `Bloqueamos tentativas de acesso à sua conta - ${siteName}`, text, html };
}
