import { escapeHtml } from "./escape-html";
import type { Mail } from "./transport";

export function recoveryEmail({ to, link, siteName }: { to: string; link: string; siteName: string }): Mail {
  const text = [
    "Olá,",
    "",
    `Recebemos um pedido para redefinir a senha da sua conta em ${siteName}.`,
    "Para criar uma nova senha, abra o link abaixo (válido por 1 hora e só pode ser usado uma vez):",
    "",
    link,
    "",
    "Se você não pediu a redefinição, ignore este e-mail: sua senha continua a mesma.",
  ].join("\n");
  const url = escapeHtml(link);
  const html = `<!doctype html>
<html lang="pt-BR"><body style="font-family:Arial,sans-serif;line-height:1.5;color:#1f2330">
<p>Olá,</p>
<p>Recebemos um pedido para redefinir a senha da sua conta em ${escapeHtml(siteName)}.</p>
<p><a href="${url}" style="display:inline-block;padding:10px 18px;border-radius:6px;background:#3b5bdb;color:#fff;text-decoration:none">Redefinir senha</a></p>
<p>Ou copie este endereço no navegador (válido por 1 hora e só pode ser usado uma vez):<br><a href="${url}">${url}</a></p>
<p>Se você não pediu a redefinição, ignore este e-mail: sua senha continua a mesma.</p>
</body></html>`;
  return { to, subject: `Redefinição de senha - ${siteName}`, text, html };
}
