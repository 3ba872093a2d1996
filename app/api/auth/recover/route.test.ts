import { describe, expect, it } from "vitest";
import { readdirSync, readFileSync } from "node:fs";
import { createServer, type Server } from "node:net";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { POST as recover } from "@/app/api/auth/recover/route";
import { env } from "@/lib/env";
import { MAX_BODY_BYTES } from "@/lib/http/body";
import { rateLimits } from "@/lib/http/limits";
import { errorOf, jsonRequest } from "@/test-support/requests";
import { accountHarness, newUser, peer, uniqueEmail, waitFor } from "@/test-support/auth";

const { sink, logged, mailTo } = accountHarness();

describe("POST /api/auth/recover", () => {
  it("answers the same for known and unknown e-mails and mails only the known one, in pt-BR, text and HTML", async () => {
    const user = await newUser();
    const unknown = uniqueEmail("ninguem");
    const forUnknown = await recover(jsonRequest("/api/auth/recover", { email: unknown }));
    const forKnown = await recover(jsonRequest("/api/auth/recover", { email: ` ${user.email.toUpperCase()} ` }));
    expect(forKnown.status).toBe(200);
    expect(forUnknown.status).toBe(forKnown.status);
    expect(await forUnknown.text()).toBe(await forKnown.text());

    const mail = await waitFor(mailTo(user.email));
    expect(mail.text).toContain("Subject: =?UTF-8?Q?Redefini");
    expect(mail.text).toContain("Content-Type: text/plain");
    expect(mail.text).toContain("Content-Type: text/html");
    expect(mail.text).toContain("Recebemos um pedido para redefinir a senha");
    expect(mail.text).toContain(`${env().SITE_URL}/redefinir-senha?token=`);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(sink().messages.some((message) => message.to.includes(unknown))).toBe(false);
  });

  it("does not wait for the mail server: a known e-mail answers as fast as an unknown one", async () => {
    // An SMTP server that accepts connections and never greets: awaiting it would take seconds.
    const silent: Server = createServer(() => {});
    await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
    process.env.SMTP_URL = `smtp://127.0.0.1:${(silent.address() as AddressInfo).port}`;
    try {
      const known = await Promise.all([newUser(), newUser(), newUser()]);
      const time = async (email: string, ip: string) => {
        const started = performance.now();
        const response = await recover(jsonRequest("/api/auth/recover", { email }, peer(ip)));
        expect(response.status).toBe(200);
        return performance.now() - started;
      };
      const knownTimes: number[] = [];
      const unknownTimes: number[] = [];
      for (let i = 0; i < known.length; i++) {
        knownTimes.push(await time(known[i].email, `10.1.0.${i}`));
        unknownTimes.push(await time(uniqueEmail("ninguem"), `10.2.0.${i}`));
      }
      const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
      expect(median(knownTimes)).toBeLessThan(500);
      expect(median(knownTimes)).toBeLessThan(median(unknownTimes) * 3 + 50);
    } finally {
      silent.close();
    }
  });

  it("writes the message to DATA_DIR/outbox and logs the link when SMTP_URL is unset", async () => {
    delete process.env.SMTP_URL;
    const user = await newUser();
    expect((await recover(jsonRequest("/api/auth/recover", { email: user.email }))).status).toBe(200);
    const outbox = path.join(env().dataDir, "outbox");
    const file = await waitFor(() => {
      try {
        return readdirSync(outbox)
          .map((name) => path.join(outbox, name))
          .find((name) => readFileSync(name, "utf8").includes(`To: ${user.email}`));
      } catch {
        return undefined;
      }
    });
    expect(file).toMatch(/\.eml$/);
    const link = await waitFor(() => logged.find((line) => line.includes("/redefinir-senha?token=")));
    expect(link).toContain(env().SITE_URL);
  });

  it("limits requests per IP (10) with 429; requests for one e-mail never block its owner's own", async () => {
    const user = await newUser();
    for (let i = 0; i < 5; i++) {
      expect((await recover(jsonRequest("/api/auth/recover", { email: user.email }, peer(`10.3.0.${i}`)))).status).toBe(
        200,
      );
    }
    const owners = await recover(jsonRequest("/api/auth/recover", { email: user.email }, peer("10.3.1.1")));
    expect(owners.status).toBe(200);
    // The address got at most the per-address allowance of e-mails, every one of them a working link.
    await waitFor(
      () =>
        sink().messages.filter((mail) => mail.to.includes(user.email)).length >= rateLimits.recoverEmailSent.points ||
        undefined,
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(sink().messages.filter((mail) => mail.to.includes(user.email))).toHaveLength(
      rateLimits.recoverEmailSent.points,
    );

    for (let i = 0; i < 10; i++)
      await recover(jsonRequest("/api/auth/recover", { email: uniqueEmail() }, peer("10.4.0.1")));
    const perIp = await recover(jsonRequest("/api/auth/recover", { email: uniqueEmail() }, peer("10.4.0.1")));
    expect(perIp.status).toBe(429);
  });

  it("answers 400, 413 and 415 for bad bodies", async () => {
    expect(await errorOf(await recover(jsonRequest("/api/auth/recover", { email: "x" })))).toMatchObject({
      status: 400,
    });
    const big = jsonRequest("/api/auth/recover", { email: "a".repeat(MAX_BODY_BYTES) });
    expect((await recover(big)).status).toBe(413);
    const text = jsonRequest("/api/auth/recover", "{}", { headers: { "content-type": "text/plain" } });
    expect((await recover(text)).status).toBe(415);
  });
});

describe("validation messages", () => {
  it("explain in Portuguese a body that is not a JSON object, or a field of the wrong type", async () => {
    for (const body of ["[]", "null", "42", '"texto"', '{"email": 5}']) {
      const error = await errorOf(await recover(jsonRequest("/api/auth/recover", body)));
      expect(error.status, body).toBe(400);
      expect(error.message, body).not.toMatch(/invalid|expected|received/i);
    }
    expect((await errorOf(await recover(jsonRequest("/api/auth/recover", "[]")))).message).toBe(
      "O corpo da requisição deve ser um objeto JSON com os campos do formulário.",
    );
  });
});
