import { readdirSync, readFileSync } from "node:fs";
import { createServer, type Server } from "node:net";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { POST as recover } from "@/app/api/auth/recover/route";
import { POST as register, GET as registerGet } from "@/app/api/auth/register/route";
import { POST as reset } from "@/app/api/auth/reset/route";
import { GET as getHistory } from "@/app/api/translate/history/route";
import { POST as translate } from "@/app/api/translate/route";
import { startSmtpSink, type SmtpSink } from "@/test-support/fakes/smtp-sink";
import { authOptions } from "@/lib/auth/options";
import { authSecret } from "@/lib/auth/secret";
import { authorizeCredentials } from "@/lib/auth/sign-in";
import { getDb } from "@/lib/db";
import { passwordResetTokens, users } from "@/lib/db/schema";
import { env, resetEnvCache } from "@/lib/env";
import { MAX_BODY_BYTES } from "@/lib/http/body";
import { rateLimits, signInFailures } from "@/lib/http/limits";
import { errorOf, jsonRequest } from "@/test-support/requests";
import { newUser, sessionCookieFor, uniqueEmail, waitFor } from "@/test-support/auth";

let sink: SmtpSink;
const logged: string[] = [];

beforeAll(async () => {
  sink = await startSmtpSink(0);
});
afterAll(() => sink.close());

beforeEach(() => {
  process.env.SMTP_URL = `smtp://127.0.0.1:${sink.port}`;
  logged.length = 0;
  for (const level of ["log", "info", "warn", "error"] as const) {
    vi.spyOn(console, level).mockImplementation((...args: unknown[]) => {
      logged.push(args.map(String).join(" "));
    });
  }
});

afterEach(() => {
  vi.restoreAllMocks();
  delete process.env.SMTP_URL;
  // No password and no password hash ever reaches a log line.
  expect(logged.join("\n")).not.toMatch(/scrypt\$|senha-secreta|nova-senha-forte/);
});

const headers = (ip = "198.51.100.10") => ({ headers: { "x-peer-address": ip } });
const mailTo = (email: string) => () => sink.messages.find((mail) => mail.to.includes(email));
const tokenIn = (text: string) => /redefinir-senha\?token=([\w-]+)/.exec(text)?.[1];

describe("POST /api/auth/register", () => {
  it("creates the account with a normalised e-mail and answers 201 {ok: true} without the hash", async () => {
    const email = uniqueEmail("Nova");
    const response = await register(jsonRequest("/api/auth/register", { email: `  ${email.toUpperCase()} `, password: "senha-secreta-1" }));
    expect(response.status).toBe(201);
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({ ok: true });
    expect(text).not.toContain("scrypt");

    const db = await getDb();
    const [row] = await db.select().from(users).where(eq(users.email, email.toLowerCase()));
    expect(row.passwordHash).toMatch(/^scrypt\$/);
    expect(row.passwordHash).not.toContain("senha-secreta-1");
    expect(await authorizeCredentials({ email: email.toUpperCase(), password: "senha-secreta-1" }, new Headers())).toMatchObject({
      email: email.toLowerCase(),
    });
  });

  it("answers 409 email_in_use for an e-mail already registered, whatever its case", async () => {
    const user = await newUser();
    const response = await register(jsonRequest("/api/auth/register", { email: user.email.toUpperCase(), password: "outra-senha-1" }));
    expect(await errorOf(response)).toEqual({ status: 409, code: "email_in_use", message: "Este e-mail já está cadastrado." });
  });

  it("refuses weak or oversized passwords and bad e-mails with 400 and a pt-BR reason", async () => {
    const short = await register(jsonRequest("/api/auth/register", { email: uniqueEmail(), password: "1234567" }));
    expect(await errorOf(short)).toEqual({ status: 400, code: "invalid_input", message: "A senha deve ter pelo menos 8 caracteres." });
    const long = await register(jsonRequest("/api/auth/register", { email: uniqueEmail(), password: "a".repeat(129) }));
    expect(await errorOf(long)).toMatchObject({ status: 400, message: "A senha deve ter no máximo 128 caracteres." });
    const email = await register(jsonRequest("/api/auth/register", { email: "não-é-email", password: "senha-secreta-1" }));
    expect(await errorOf(email)).toMatchObject({ status: 400, message: "Informe um e-mail válido." });
    const missing = await register(jsonRequest("/api/auth/register", {}));
    expect(await errorOf(missing)).toMatchObject({ status: 400, code: "invalid_input" });
  });

  it("answers 415, 413, 400 for bad bodies and 405 for other methods", async () => {
    const form = jsonRequest("/api/auth/register", "email=a", { headers: { "content-type": "application/x-www-form-urlencoded" } });
    expect(await errorOf(await register(form))).toMatchObject({ status: 415, code: "unsupported_media_type" });
    const big = jsonRequest("/api/auth/register", { email: uniqueEmail(), password: "x".repeat(MAX_BODY_BYTES) });
    expect(await errorOf(await register(big))).toMatchObject({ status: 413, code: "payload_too_large" });
    expect(await errorOf(await register(jsonRequest("/api/auth/register", "{")))).toMatchObject({ status: 400 });
    expect(await errorOf(registerGet())).toMatchObject({ status: 405 });
  });

  it("limits sign-ups per IP with 429 and a pt-BR message", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const response = await register(jsonRequest("/api/auth/register", { email: uniqueEmail(), password: "senha-secreta-1" }, headers("198.51.100.77")));
      statuses.push(response.status);
      if (response.status === 429) {
        expect(response.headers.get("retry-after")).toMatch(/^\d+$/);
        expect((await errorOf(response)).message).toBe("Muitas tentativas. Aguarde alguns minutos e tente novamente.");
      }
    }
    expect(statuses.slice(0, 10).every((status) => status === 201)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});

describe("sign-in (Credentials provider)", () => {
  it("accepts the right password and refuses a wrong one or an unknown e-mail alike", async () => {
    const user = await newUser();
    const ok = await authorizeCredentials({ email: user.email, password: user.password }, new Headers());
    expect(ok).toEqual({ id: user.id, email: user.email, sessionVersion: 0 });
    expect(ok).not.toHaveProperty("passwordHash");
    expect(await authorizeCredentials({ email: user.email, password: "errada-123" }, new Headers())).toBeNull();
    expect(await authorizeCredentials({ email: uniqueEmail(), password: user.password }, new Headers())).toBeNull();
    expect(await authorizeCredentials({ email: "x" }, new Headers())).toBeNull();
  });

  it("slows wrong passwords per e-mail and client with growing delays, never locking the owner out", async () => {
    const user = await newUser();
    const attacker = new Headers({ "x-peer-address": "203.0.113.50" });
    for (let i = 0; i < signInFailures.free; i++) {
      expect(await authorizeCredentials({ email: user.email, password: "errada-123" }, attacker)).toBeNull();
    }
    await expect(authorizeCredentials({ email: user.email, password: "errada-123" }, attacker)).resolves.toBeNull();
    // Now the attacker must wait before each new guess, even a right one...
    await expect(authorizeCredentials({ email: user.email, password: user.password }, attacker)).rejects.toThrow("rate_limited");
    // ...while the owner, from their own address, signs in at once.
    const owner = new Headers({ "x-peer-address": "198.51.100.20" });
    expect(await authorizeCredentials({ email: user.email, password: user.password }, owner)).toMatchObject({ id: user.id });
  });

  it("stops after 30 attempts per IP, malformed ones included", async () => {
    const user = await newUser();
    const ip = new Headers({ "x-peer-address": "192.0.2.99" });
    for (let i = 0; i < 30; i++) await authorizeCredentials({ email: `ip-${i}@exemplo.com` }, ip);
    await expect(authorizeCredentials({ email: user.email, password: user.password }, ip)).rejects.toThrow("rate_limited");
    expect(await authorizeCredentials({ email: user.email, password: user.password }, new Headers({ "x-peer-address": "192.0.2.100" }))).not.toBeNull();
  });
});

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
    expect(sink.messages.some((message) => message.to.includes(unknown))).toBe(false);
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
        const response = await recover(jsonRequest("/api/auth/recover", { email }, headers(ip)));
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
      expect((await recover(jsonRequest("/api/auth/recover", { email: user.email }, headers(`10.3.0.${i}`)))).status).toBe(200);
    }
    const owners = await recover(jsonRequest("/api/auth/recover", { email: user.email }, headers("10.3.1.1")));
    expect(owners.status).toBe(200);
    // The address got at most the per-address allowance of e-mails, every one of them a working link.
    await waitFor(() => sink.messages.filter((mail) => mail.to.includes(user.email)).length >= rateLimits.recoverEmailSent.points || undefined);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(sink.messages.filter((mail) => mail.to.includes(user.email))).toHaveLength(rateLimits.recoverEmailSent.points);

    for (let i = 0; i < 10; i++) await recover(jsonRequest("/api/auth/recover", { email: uniqueEmail() }, headers("10.4.0.1")));
    const perIp = await recover(jsonRequest("/api/auth/recover", { email: uniqueEmail() }, headers("10.4.0.1")));
    expect(perIp.status).toBe(429);
  });

  it("answers 400, 413 and 415 for bad bodies", async () => {
    expect(await errorOf(await recover(jsonRequest("/api/auth/recover", { email: "x" })))).toMatchObject({ status: 400 });
    const big = jsonRequest("/api/auth/recover", { email: "a".repeat(MAX_BODY_BYTES) });
    expect((await recover(big)).status).toBe(413);
    const text = jsonRequest("/api/auth/recover", "{}", { headers: { "content-type": "text/plain" } });
    expect((await recover(text)).status).toBe(415);
  });
});

describe("POST /api/auth/reset", () => {
  async function recoveryToken(email: string) {
    await recover(jsonRequest("/api/auth/recover", { email }));
    const mail = await waitFor(mailTo(email));
    const token = tokenIn(mail.text);
    expect(token).toBeTruthy();
    return token as string;
  }

  it("sets the new password once: the old one and a second use of the token are refused", async () => {
    const user = await newUser();
    const token = await recoveryToken(user.email);

    const response = await reset(jsonRequest("/api/auth/reset", { token, password: "nova-senha-forte" }));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });

    expect(await authorizeCredentials({ email: user.email, password: "nova-senha-forte" }, new Headers())).toMatchObject({ id: user.id });
    expect(await authorizeCredentials({ email: user.email, password: user.password }, new Headers())).toBeNull();

    const again = await reset(jsonRequest("/api/auth/reset", { token, password: "outra-senha-forte" }));
    expect(await errorOf(again)).toEqual({
      status: 400,
      code: "invalid_input",
      message: "Link de recuperação inválido ou expirado. Peça um novo e-mail de recuperação.",
    });
  });

  it("stores only the token's hash and refuses it after one hour", async () => {
    const user = await newUser();
    const token = await recoveryToken(user.email);
    const db = await getDb();
    const rows = await db.select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0].tokenHash).not.toContain(token);
    expect(rows[0].expiresAt.getTime() - rows[0].createdAt.getTime()).toBeLessThanOrEqual(60 * 60 * 1000 + 5_000);

    await db.update(passwordResetTokens).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(passwordResetTokens.userId, user.id));
    const response = await reset(jsonRequest("/api/auth/reset", { token, password: "nova-senha-forte" }));
    expect(response.status).toBe(400);
    expect(await authorizeCredentials({ email: user.email, password: user.password }, new Headers())).not.toBeNull();
  });

  it("refuses unknown tokens and weak passwords with 400", async () => {
    const unknown = await reset(jsonRequest("/api/auth/reset", { token: "x".repeat(43), password: "nova-senha-forte" }));
    expect((await errorOf(unknown)).status).toBe(400);
    const weak = await reset(jsonRequest("/api/auth/reset", { token: "x".repeat(43), password: "curta" }));
    expect(await errorOf(weak)).toMatchObject({ status: 400, message: "A senha deve ter pelo menos 8 caracteres." });
  });
});

describe("session secret", () => {
  it("is generated once into DATA_DIR when NEXTAUTH_SECRET is unset, and the variable wins when set", () => {
    delete process.env.NEXTAUTH_SECRET;
    const generated = authSecret();
    expect(generated.length).toBeGreaterThanOrEqual(40);
    expect(readFileSync(path.join(env().dataDir, "nextauth-secret"), "utf8").trim()).toBe(generated);
    expect(authSecret()).toBe(generated);
    process.env.NEXTAUTH_SECRET = "segredo-configurado-para-teste";
    resetEnvCache();
    try {
      expect(authSecret()).toBe("segredo-configurado-para-teste");
    } finally {
      delete process.env.NEXTAUTH_SECRET;
    }
  });
});

describe("password policy (NIST 800-63B)", () => {
  it("refuses common passwords, blank ones and the e-mail itself at sign-up and at reset, in pt-BR", async () => {
    const email = uniqueEmail("politica");
    for (const password of ["12345678", "password", "        ", "senha123", email]) {
      const response = await register(jsonRequest("/api/auth/register", { email, password }, headers("198.51.100.60")));
      const error = await errorOf(response);
      expect(error, password).toMatchObject({ status: 400, code: "invalid_input" });
      expect(error.message).toMatch(password === email ? "A senha não pode ser igual ao e-mail." : "Senha fácil de adivinhar");
    }
    const weakReset = await reset(jsonRequest("/api/auth/reset", { token: "x".repeat(43), password: "12345678" }));
    expect(await errorOf(weakReset)).toMatchObject({ status: 400, message: expect.stringContaining("Senha fácil de adivinhar") });
    const accepted = await register(jsonRequest("/api/auth/register", { email: uniqueEmail(), password: "girassol-azul-no-telhado" }));
    expect(accepted.status).toBe(201);
  });

  it("refuses a reset to the account's own e-mail and keeps the link usable", async () => {
    const user = await newUser();
    await recover(jsonRequest("/api/auth/recover", { email: user.email }));
    const token = tokenIn((await waitFor(mailTo(user.email))).text)!;
    const same = await reset(jsonRequest("/api/auth/reset", { token, password: user.email }));
    expect(await errorOf(same)).toMatchObject({ status: 400, message: "A senha não pode ser igual ao e-mail." });
    expect((await reset(jsonRequest("/api/auth/reset", { token, password: "nova-senha-forte" }))).status).toBe(200);
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

describe("sessions", () => {
  const historyOf = (cookie: string) =>
    getHistory(new Request("http://127.0.0.1:3000/api/translate/history", { headers: { cookie } }));

  it("end at a password reset, every copy of the cookie included", async () => {
    const user = await newUser();
    const cookie = await sessionCookieFor(user);
    expect((await historyOf(cookie)).status).toBe(200);
    await recover(jsonRequest("/api/auth/recover", { email: user.email }));
    const token = tokenIn((await waitFor(mailTo(user.email))).text)!;
    expect((await reset(jsonRequest("/api/auth/reset", { token, password: "nova-senha-forte" }))).status).toBe(200);
    expect(await errorOf(await historyOf(cookie))).toMatchObject({ status: 401, code: "unauthenticated" });
  });

  it("end at sign-out (next-auth's signOut event), and a fresh sign-in works again", async () => {
    const user = await newUser();
    const cookie = await sessionCookieFor(user);
    await authOptions().events!.signOut!({ token: { sub: user.id, email: user.email }, session: undefined as never });
    expect((await historyOf(cookie)).status).toBe(401);
    const again = await authorizeCredentials({ email: user.email, password: user.password }, new Headers());
    expect((await historyOf(await sessionCookieFor(again!))).status).toBe(200);
  });

  it("of a deleted user answer 401, and the user's text reaches no log", async () => {
    const user = await newUser();
    const cookie = await sessionCookieFor(user);
    const db = await getDb();
    await db.delete(users).where(eq(users.id, user.id));
    const response = await translate(jsonRequest("/api/translate", { text: "meu texto secreto" }, { headers: { cookie } }));
    expect(await errorOf(response)).toMatchObject({ status: 401, code: "unauthenticated" });
    expect(logged.join("\n")).not.toContain("meu texto secreto");
  });
});
