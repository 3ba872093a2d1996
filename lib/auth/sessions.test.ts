import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { POST as recover } from "@/app/api/auth/recover/route";
import { POST as reset } from "@/app/api/auth/reset/route";
import { GET as getHistory } from "@/app/api/translate/history/route";
import { POST as translate } from "@/app/api/translate/route";
import { authOptions } from "@/lib/auth/options";
import { authorizeCredentials } from "@/lib/auth/sign-in";
import { getDb } from "@/lib/db";
import { users } from "@/lib/db/schema";
import { errorOf, jsonRequest } from "@/test-support/requests";
import { accountHarness, newUser, sessionCookieFor, tokenIn, waitFor } from "@/test-support/auth";

const { logged, mailTo } = accountHarness();

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
    const response = await translate(
      jsonRequest("/api/translate", { text: "meu texto secreto" }, { headers: { cookie } }),
    );
    expect(await errorOf(response)).toMatchObject({ status: 401, code: "unauthenticated" });
    expect(logged.join("\n")).not.toContain("meu texto secreto");
  });

  it("from a forged or ended cookie answer 401 and log one line each, without a stack", async () => {
    const user = await newUser();
    const ended = await sessionCookieFor(user);
    await authOptions().events!.signOut!({ token: { sub: user.id, email: user.email }, session: undefined as never });
    const forged = `next-auth.session-token=${"x".repeat(40)}.${"y".repeat(40)}`;
    for (const cookie of [forged, ended]) {
      logged.length = 0;
      expect((await historyOf(cookie)).status).toBe(401);
      expect(logged).toHaveLength(1);
      expect(logged[0]).toMatch(/^\[next-auth\] JWT_SESSION_ERROR: cookie de sessão inválido ou encerrado \(\w+/);
      expect(logged[0]).not.toMatch(/\n|\bat |node_modules|\.next/);
    }
  });
});
