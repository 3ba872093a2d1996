import { escapeHtml } from "@/lib/escape-html";
import type { Mail } from "./transport";

/** The e-mails that carry a link to act on: one layout, a button and the address written out. */
function linkEmail({
  to,
  subject,
  lines,
  button,
  link,
  validity,
  closing,
}: {
  to: string;
  subject: string;
  lines: string[];
  button: string;
  link: string;
  validity: string;
  closing: string;
}): Mail {
  const text = ["Olá,", "", ...lines, `Abra o link abaixo${validity}:`, "", link, "", closing].join("\n");
  const url = escapeHtml(link);
  const html = `<!doctype html>
<html lang="pt-BR"><body style="font-family:Arial,sans-serif;line-height:1.5;color:#1f2330">
<p>Olá,</p>
${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join("\n")}
<p><a href="${url}" style="display:inline-block;padding:10px 18px;border-radius:6px;background:#3b5bdb;color:#fff;text-decoration:none">${escapeHtml(button)}</a></p>
<p>Ou copie este endereço no navegador${escapeHtml(validity)}:<br><a href="${url}">${url}</a></p>
<p>${escapeHtml(closing)}</p>
</body></html>`;
  return { to, subject, text, html };
}

type LinkMail = { to: string; link: string; siteName: string };

export function recoveryEmail({ to, link, siteName }: LinkMail): Mail {
  return linkEmail({
    to,
    subject: `Redefinição de senha - ${siteName}`,
    lines: [
      `Recebemos um pedido para redefinir a senha da sua conta em ${siteName}.`,
      "Para criar uma nova senha, use o link deste e-mail.",
    ],
    button: "Redefinir senha",
    link,
    validity: " (válido por 1 hora e só pode ser usado uma vez)",
    closing: "Se você não pediu a redefinição, ignore este e-mail: sua senha continua a mesma.",
  });
}

export function verificationEmail({ to, link, siteName }: LinkMail): Mail {
  return linkEmail({
    to,
    subject: `Confirme seu e-mail - ${siteName}`,
    lines: [
      `Uma conta foi criada em ${siteName} com este e-mail.`,
      "Para confirmar que o e-mail é seu, use o link deste e-mail no navegador em que você entrou na conta.",
    ],
    button: "Confirmar e-mail",
    link,
    validity: " (válido por 24 horas e só pode ser usado uma vez)",
    closing:
      "Se não foi você quem criou a conta, não abra o link: peça uma nova senha na página de login (Esqueceu sua senha?) e a conta passa a ser sua.",
  });
}

/** For the owner of an address someone tried to register again: sign-up answers alike for both. */
export function signUpAttemptEmail({ to, link, siteName }: LinkMail): Mail {
  return linkEmail({
    to,
    subject: `Tentativa de cadastro com o seu e-mail - ${siteName}`,
    lines: [
      `Alguém tentou criar uma conta em ${siteName} com este e-mail, que já tem uma conta. Nada mudou na sua conta.`,
      "Se foi você e não lembra a senha, crie uma nova pelo link deste e-mail.",
    ],
    button: "Criar uma nova senha",
    link,
    validity: "",
    closing: "Se não foi você, ignore este e-mail: sua senha continua a mesma.",
  });
}
