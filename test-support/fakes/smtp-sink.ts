/**
 * A real SMTP server on 127.0.0.1 that keeps every message it receives, for tests of the e-mails the
 * app sends. `text` is the raw message with quoted-printable soft breaks and escapes undone, so links
 * can be found with a plain search.
 */
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

export type ReceivedMail = { from: string; to: string[]; raw: string; text: string; receivedAt: number };

export type SmtpSink = { port: number; messages: ReceivedMail[]; close(): Promise<void> };

export async function startSmtpSink(port = 0): Promise<SmtpSink> {
  const messages: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onAuth(_auth, _session, callback) {
      callback(null, { user: "test" });
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const raw = Buffer.concat(chunks).toString("utf8");
        messages.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw,
          text: decodeQuotedPrintable(raw),
          receivedAt: Date.now(),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const actualPort = (server.server.address() as AddressInfo).port;
  return { port: actualPort, messages, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

function decodeQuotedPrintable(raw: string): string {
  const softBreaksRemoved = raw.replace(/=\r?\n/g, "");
  const bytes = softBreaksRemoved.replace(/=([0-9A-F]{2})/g, (_match, hex: string) =>
    String.fromCharCode(parseInt(hex, 16)),
  );
  return Buffer.from(bytes, "latin1").toString("utf8");
}
