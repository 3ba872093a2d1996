import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { POST as register, GET as registerGet } from "@/app/api/auth/register/route";
import { POST as reset } from "@/app/api/auth/reset/route";
import { authorizeCredentials } from "@/lib/auth/sign-in";
import { getDb } from "@/lib/db";
import { users } from "@/lib/db/schema";
import { MAX_BODY_BYTES } from "@/lib/http/body";
import { errorOf, jsonRequest } from "@/test-support/requests";
import {
  accountHarness,
  newUser,
  peer,
  realPasswordHashes,
  uniqueEmail,
  verifyTokenIn,
  waitFor,
} from "@/test-support/auth";

const { mailTo } = accountHarness();

describe("POST /api/auth/register", () => {
  it("creates the account with a normalised e-mail, unverified, and mails it a confirmation link", async () => {
    const email = uniqueEmail("Nova");
    const response = await register(
      jsonRequest("/api/auth/register", { email: `  ${email.toUpperCase()} `, password: "senha-secreta-1" }),
    );
    expect(response.status).toBe(201);
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({ ok: true, message: "Enviamos um link de confirmação para o seu e-mail" });
    expect(text).not.toContain("scrypt");

    const db = await getDb();
    const [row] = await db.select().from(users).where(eq(users.email, email.toLowerCase()));
    expect(row.passwordHash).toMatch(/^scrypt\$/);
    expect(row.passwordHash).not.toContain("senha-secreta-1");
    expect(row.emailVerifiedAt).toBeNull();
    expect(
      await authorizeCredentials({ email: email.toUpperCase(), password: "senha-secreta-1" }, new Headers()),
    ).toMatchObject({
      email: email.toLowerCase(),
    });
    const mail = await waitFor(mailTo(email.toLowerCase()));
    expect(mail.text).toContain("Confirme seu e-mail");
    expect(mail.text).toContain("válido por 24 horas e só pode ser usado uma vez");
    expect(verifyTokenIn(mail.text)).toMatch(/^[\w-]{43}$/);
  });

  // Its time comparison needs the real hashing: with the harness's cheap one, a path that skipped it would pass.
  describe("with the real scrypt settings", () => {
    realPasswordHashes();

    it("answers a known e-mail exactly as a new one, in about the same time, and warns its owner instead", async () => {
      const known = await Promise.all([newUser(), newUser(), newUser()]);
      const attempt = async (email: string, ip: string) => {
        const started = performance.now();
        const response = await register(
          jsonRequest("/api/auth/register", { email: email.toUpperCase(), password: "outra-senha-1" }, peer(ip)),
        );
        const answer = {
          status: response.status,
          body: await response.text(),
          cache: response.headers.get("cache-control"),
        };
        return { answer, ms: performance.now() - started };
      };
      const knownRuns = [];
      const newRuns = [];
      for (let i = 0; i < known.length; i++) {
        knownRuns.push(await attempt(known[i].email, `10.3.0.${i}`));
        newRuns.push(await attempt(uniqueEmail("nova"), `10.4.0.${i}`));
      }
      for (const run of [...knownRuns, ...newRuns]) expect(run.answer).toEqual(newRuns[0].answer);
      expect(newRuns[0].answer.status).toBe(201);
      // Both hash the password (scrypt, tens of milliseconds): a known address is not the fast path.
      const median = (runs: { ms: number }[]) => runs.map((run) => run.ms).sort((a, b) => a - b)[1];
      expect(median(knownRuns)).toBeGreaterThan(median(newRuns) / 3);
      expect(median(knownRuns)).toBeLessThan(median(newRuns) * 3);

      const warning = await waitFor(mailTo(known[0].email));
      expect(warning.text).toContain("Alguém tentou criar uma conta");
      expect(warning.text).toContain("/login?modo=recuperar");
      expect(verifyTokenIn(warning.text)).toBeUndefined();
      // The known account is untouched: its password is still the old one.
      expect(
        await authorizeCredentials({ email: known[0].email, password: known[0].password }, new Headers()),
      ).toMatchObject({ id: known[0].id });
      // Ten real hashes: more than the default 30 s on a loaded 2-core machine (CI's database pass beside e2e).
    }, 120_000);
  });

  it("refuses weak or oversized passwords and bad e-mails with 400 and a pt-BR reason", async () => {
    const short = await register(jsonRequest("/api/auth/register", { email: uniqueEmail(), password: "1234567" }));
    expect(await errorOf(short)).toEqual({
      status: 400,
      code: "invalid_input",
      message: "A senha deve ter pelo menos 8 caracteres.",
    });
    const long = await register(jsonRequest("/api/auth/register", { email: uniqueEmail(), password: "a".repeat(129) }));
    expect(await errorOf(long)).toMatchObject({ status: 400, message: "A senha deve ter no máximo 128 caracteres." });
    const email = await register(
      jsonRequest("/api/auth/register", { email: "não-é-email", password: "senha-secreta-1" }),
    );
    expect(await errorOf(email)).toMatchObject({ status: 400, message: "Informe um e-mail válido." });
    const missing = await register(jsonRequest("/api/auth/register", {}));
    expect(await errorOf(missing)).toMatchObject({ status: 400, code: "invalid_input" });
  });

  it("answers 415, 413, 400 for bad bodies and 405 for other methods", async () => {
    const form = jsonRequest("/api/auth/register", "email=a", {
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(await errorOf(await register(form))).toMatchObject({ status: 415, code: "unsupported_media_type" });
    const big = jsonRequest("/api/auth/register", { email: uniqueEmail(), password: "x".repeat(MAX_BODY_BYTES) });
    expect(await errorOf(await register(big))).toMatchObject({ status: 413, code: "payload_too_large" });
    expect(await errorOf(await register(jsonRequest("/api/auth/register", "{")))).toMatchObject({ status: 400 });
    expect(await errorOf(registerGet())).toMatchObject({ status: 405 });
  });

  it("limits sign-ups per IP with 429 and a pt-BR message", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const response = await register(
        jsonRequest("/api/auth/register", { email: uniqueEmail(), password: "senha-secreta-1" }, peer("198.51.100.77")),
      );
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

describe("password policy (NIST 800-63B)", () => {
  it("refuses common passwords, blank ones and the e-mail itself at sign-up and at reset, in pt-BR", async () => {
    const email = uniqueEmail("politica");
    for (const password of ["12345678", "password", "        ", "senha123", email]) {
      const response = await register(jsonRequest("/api/auth/register", { email, password }, peer("198.51.100.60")));
      const error = await errorOf(response);
      expect(error, password).toMatchObject({ status: 400, code: "invalid_input" });
      expect(error.message).toMatch(
        password === email ? "A senha não pode ser igual ao e-mail." : "Senha fácil de adivinhar",
      );
    }
    const weakReset = await reset(jsonRequest("/api/auth/reset", { token: "x".repeat(43), password: "12345678" }));
    expect(await errorOf(weakReset)).toMatchObject({
      status: 400,
      message: expect.stringContaining("Senha fácil de adivinhar"),
    });
    const accepted = await register(
      jsonRequest("/api/auth/register", { email: uniqueEmail(), password: "girassol-azul-no-telhado" }),
    );
    expect(accepted.status).toBe(201);
  });
});
