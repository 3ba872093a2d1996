import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { POST as register, GET as registerGet } from "@/app/api/auth/register/route";
import { POST as reset } from "@/app/api/auth/reset/route";
import { authorizeCredentials } from "@/lib/auth/sign-in";
import { getDb } from "@/lib/db";
import { users } from "@/lib/db/schema";
import { MAX_BODY_BYTES } from "@/lib/http/body";
import { errorOf, jsonRequest } from "@/test-support/requests";
import { accountHarness, newUser, peer, uniqueEmail } from "@/test-support/auth";

accountHarness();

describe("POST /api/auth/register", () => {
  it("creates the account with a normalised e-mail and answers 201 {ok: true} without the hash", async () => {
    const email = uniqueEmail("Nova");
    const response = await register(
      jsonRequest("/api/auth/register", { email: `  ${email.toUpperCase()} `, password: "senha-secreta-1" }),
    );
    expect(response.status).toBe(201);
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({ ok: true });
    expect(text).not.toContain("scrypt");

    const db = await getDb();
    const [row] = await db.select().from(users).where(eq(users.email, email.toLowerCase()));
    expect(row.passwordHash).toMatch(/^scrypt\$/);
    expect(row.passwordHash).not.toContain("senha-secreta-1");
    expect(
      await authorizeCredentials({ email: email.toUpperCase(), password: "senha-secreta-1" }, new Headers()),
    ).toMatchObject({
      email: email.toLowerCase(),
    });
  });

  it("answers 409 email_in_use for an e-mail already registered, whatever its case", async () => {
    const user = await newUser();
    const response = await register(
      jsonRequest("/api/auth/register", { email: user.email.toUpperCase(), password: "outra-senha-1" }),
    );
    expect(await errorOf(response)).toEqual({
      status: 409,
      code: "email_in_use",
      message: "Este e-mail já está cadastrado.",
    });
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
