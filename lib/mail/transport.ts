import "server-only";
import { randomBytes } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import nodemailer, { type Transporter } from "nodemailer";
import { env } from "@/lib/env";

export type Mail = { to: string; subject: string; text: string; html: string; replyTo?: string };
export type Sent = { via: "smtp" } | { via: "outbox"; file: string };

let smtp: { url: string; transporter: Transporter } | undefined;

function smtpTransport(url: string): Transporter {
  if (smtp?.url !== url) smtp = { url, transporter: nodemailer.createTransport(url) };
  return smtp.transporter;
}

/** Without SMTP_URL, writes DATA_DIR/outbox/*.eml, so e-mail flows work on a fresh clone. */
export async function sendMail(mail: Mail): Promise<Sent> {
  const { SMTP_URL, MAIL_FROM, dataDir } = env();
  const message = { from: MAIL_FROM, ...mail };
  if (SMTP_URL) {
    await smtpTransport(SMTP_URL).sendMail(message);
    return { via: "smtp" };
  }
  const info = await nodemailer
    .createTransport({ streamTransport: true, buffer: true, newline: "unix" })
    .sendMail(message);
  const outbox = path.join(dataDir, "outbox");
  await mkdir(outbox, { recursive: true });
  const file = path.join(
    outbox,
    `${new Date().toISOString().replace(/[:.]/g, "-")}-${randomBytes(3).toString("hex")}.eml`,
  );
  await writeFile(file, info.message as Buffer, { mode: 0o600 });
  return { via: "outbox", file };
}
