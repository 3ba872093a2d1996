import "server-only";
import { env } from "@/lib/env";
import { recoveryEmail, signUpAttemptEmail, verificationEmail } from "@/lib/mail/link-emails";
import { sendMail, type Mail } from "@/lib/mail/transport";
import { createEmailToken } from "./email-tokens";
import { findUserByEmail } from "./users";

/** Recovery and sign-up's e-mails take this one path: a token stored by its hash, a link, SMTP or the outbox. */
async function sendLink(what: string, link: string, mail: (link: string) => Mail): Promise<void> {
  const sent = await sendMail(mail(link));
  if (sent.via === "outbox") {
    // Without SMTP this log line is how a developer on a fresh clone gets the link.
    console.info(`[mail] SMTP_URL não definido: e-mail de ${what} salvo em ${sent.file}\n[mail] Link: ${link}`);
  }
}

const site = (path: string) => `${env().SITE_URL}${path}`;

/** The route does not wait for it, so known and unknown e-mails get the same answer in the same time. */
export async function sendRecoveryIfAccountExists(email: string): Promise<void> {
  const user = await findUserByEmail(email);
  if (!user) return;
  const token = await createEmailToken(user.id, "reset");
  await sendLink("recuperação", site(`/redefinir-senha?token=${encodeURIComponent(token)}`), (link) =>
    recoveryEmail({ to: user.email, link, siteName: env().companyName }),
  );
}

/** The sign-up's link (and /conta's "send it again"): 24 hours, single use, for this account only. */
export async function sendVerification(user: { id: string; email: string }): Promise<void> {
  const token = await createEmailToken(user.id, "verify");
  await sendLink("confirmação", site(`/confirmar-email?token=${encodeURIComponent(token)}`), (link) =>
    verificationEmail({ to: user.email, link, siteName: env().companyName }),
  );
}

/** A sign-up with an address that has an account: its owner hears of it, with the way to a new password. */
export async function sendSignUpAttempt(email: string): Promise<void> {
  await sendLink("tentativa de cadastro", site("/login?modo=recuperar"), (link) =>
    signUpAttemptEmail({ to: email, link, siteName: env().companyName }),
  );
}
