import "server-only";
import { describeFailure } from "@/lib/describe-failure";
import { afterResponse } from "@/lib/http/after-response";
import { sendMail, type Mail } from "@/lib/mail/transport";

/** The change is already made: a mail server that fails is logged, never turned into an error for the visitor. */
export function notifyAccountOwner(mail: Mail, what: string): void {
  afterResponse(async () => {
    try {
      const sent = await sendMail(mail);
      if (sent.via === "outbox") console.info(`[conta] SMTP_URL não definido: e-mail (${what}) salvo em ${sent.file}`);
    } catch (error) {
      console.error(`[conta] falha ao enviar o e-mail (${what}): ${describeFailure(error)}`);
    }
  });
}
