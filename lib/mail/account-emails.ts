import { escapeHtml } from "@/lib/escape-html";
import type { Mail } from "./transport";

function message(to: string, subject: string, paragraphs: string[]): Mail {
  const html = `<!doctype html>
<html lang="pt-BR"><body style="font-family:Arial,sans-serif;line-height:1.5;color:#1f2330">
${paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join("\n")}
</body></html>`;
  return { to, subject, text: paragraphs.join("\n\n"), html };
}

export function passwordChangedEmail({ to, siteName, link }: { to: string; siteName: string; link: string }): Mail {
  return message(to, `Sua senha foi alterada - ${siteName}`, [
    "Olá,",
    `A senha da sua conta em ${siteName} foi alterada agora há pouco. As outras sessões abertas foram encerradas.`,
    `Se não foi você, peça uma nova senha em ${link} e troque a senha do seu e-mail também.`,
  ]);
}

export function accountDeletedEmail({ to, siteName }: { to: string; siteName: string }): Mail {
  return message(to, `Sua conta foi excluída - ${siteName}`, [
    "Olá,",
    `Como você pediu, sua conta foi excluída em ${siteName}, com o histórico de traduções, as imagens e as mensagens de contato enviadas com este e-mail.`,
    "Você pode criar uma conta nova com o mesmo e-mail quando quiser.",
  ]);
}
