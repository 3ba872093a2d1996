import "server-only";
import { siteName } from "@/lib/content/navigation";
import { env } from "@/lib/env";
import { recoveryEmail } from "@/lib/mail/recovery-email";
import { sendMail } from "@/lib/mail/transport";
import { createResetToken } from "./reset-tokens";
import { findUserByEmail } from "./users";

/** The route does not wait for it, so known and unknown e-mails get the same answer in the same time. */
export async function sendRecoveryIfAccountExists(email: string): Promise<void> {
  const user = await findUserByEmail(email);
  if (!user) return;
  const token = await createResetToken(user.id);
  const link = `${env().SITE_URL}/redefinir-senha?token=${encodeURIComponent(token)}`;
  const sent = await sendMail(recoveryEmail({ to: user.email, link, siteName }));
  if (sent.via === "outbox") {
    // Without SMTP this log line is how a developer on a fresh clone gets the link.
    console.info(`[mail] SMTP_URL não definido: e-mail de recuperação salvo em ${sent.file}\n[mail] Link: ${link}`);
  }
}
