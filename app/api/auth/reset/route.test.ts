import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { POST as recover } from "@/app/api/auth/recover/route";
import { POST as reset } from "@/app/api/auth/reset/route";
import { deviceCookieAccount } from "@/lib/auth/device-cookie";
import { accountBudget, signInLockout } from "@/lib/auth/lockout";
import { authorizeCredentials } from "@/lib/auth/sign-in";
import { getDb } from "@/lib/db";
import { passwordResetTokens } from "@/lib/db/schema";
import { signInAccountBudget } from "@/lib/http/limits";
import { errorOf, jsonRequest } from "@/test-support/requests";
import { accountHarness, newUser, tokenIn, waitFor } from "@/test-support/auth";

const { mailTo } = accountHarness();

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

    expect(
      await authorizeCredentials({ email: user.email, password: "nova-senha-forte" }, new Headers()),
    ).toMatchObject({ id: user.id });
    expect(await authorizeCredentials({ email: user.email, password: user.password }, new Headers())).toBeNull();

    const again = await reset(jsonRequest("/api/auth/reset", { token, password: "outra-senha-forte" }));
    expect(await errorOf(again)).toEqual({
      status: 400,
      code: "invalid_input",
      message: "Link de recuperação inválido ou expirado. Peça um novo e-mail de recuperação.",
    });
  });

  it("lets the owner in again while the account's sign-in budget is spent: clears it and marks this browser as theirs", async () => {
    const user = await newUser();
    for (let i = 0; i < signInAccountBudget.failures; i++) await accountBudget.spend(user.email);
    const newBrowser = () => new Headers({ "x-peer-address": "198.51.100.31" });
    await expect(authorizeCredentials({ email: user.email, password: user.password }, newBrowser())).rejects.toThrow(
      "rate_limited",
    );

    const token = await recoveryToken(user.email);
    const response = await reset(jsonRequest("/api/auth/reset", { token, password: "nova-senha-forte" }));
    expect(response.status).toBe(200);
    const cookie = response.headers.get("set-cookie") ?? "";
    expect(cookie).toMatch(/^device=d1\.[^;]+; Path=\/; Max-Age=\d+; HttpOnly; SameSite=Lax$/);
    expect(deviceCookieAccount(cookie.split(";")[0].slice("device=".length))).toBe(user.id);

    expect(await signInLockout(user.email)).toBeNull();
    expect(await authorizeCredentials({ email: user.email, password: "nova-senha-forte" }, newBrowser())).toMatchObject(
      { id: user.id },
    );
  });

  it("stores only the token's hash and refuses it after one hour", async () => {
    const user = await newUser();
    const token = await recoveryToken(user.email);
    const db = await getDb();
    const rows = await db.select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0].tokenHash).not.toContain(token);
    expect(rows[0].expiresAt.getTime() - rows[0].createdAt.getTime()).toBeLessThanOrEqual(60 * 60 * 1000 + 5_000);

    await db
      .update(passwordResetTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResetTokens.userId, user.id));
    const response = await reset(jsonRequest("/api/auth/reset", { token, password: "nova-senha-forte" }));
    expect(response.status).toBe(400);
    expect(await authorizeCredentials({ email: user.email, password: user.password }, new Headers())).not.toBeNull();
  });

  it("refuses unknown tokens and weak passwords with 400", async () => {
    const unknown = await reset(
      jsonRequest("/api/auth/reset", { token: "x".repeat(43), password: "nova-senha-forte" }),
    );
    expect((await errorOf(unknown)).status).toBe(400);
    const weak = await reset(jsonRequest("/api/auth/reset", { token: "x".repeat(43), password: "curta" }));
    expect(await errorOf(weak)).toMatchObject({ status: 400, message: "A senha deve ter pelo menos 8 caracteres." });
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
