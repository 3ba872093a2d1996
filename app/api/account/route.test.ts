import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { DELETE as deleteAccount, GET as getAccount } from "@/app/api/account/route";
import { GET as exportData } from "@/app/api/account/export/route";
import { POST as changePassword } from "@/app/api/account/password/route";
import { POST as register } from "@/app/api/auth/register/route";
import { GET as getHistory } from "@/app/api/translate/history/route";
import { authorizeCredentials } from "@/lib/auth/sign-in";
import { addToHistory } from "@/lib/translate/history";
import { addImageHistory } from "@/lib/images/history";
import { png } from "@/test-support/fakes/png";
import { saveLead } from "@/lib/leads/leads";
import { getDb } from "@/lib/db";
import { imageGenerations, leads, passwordResetTokens, translations, users } from "@/lib/db/schema";
import { createEmailToken } from "@/lib/auth/email-tokens";
import { errorOf, jsonRequest } from "@/test-support/requests";
import { POST as verify } from "@/app/api/auth/verify-email/route";
import { accountHarness, newUser, sessionCookieFor, uniqueEmail, verifyTokenIn, waitFor } from "@/test-support/auth";
import { confirmationCookieName } from "@/lib/auth/confirmation-cookie";

const { mailTo, sink } = accountHarness();
const NEW_PASSWORD = "nova-senha-forte-do-teste";

const historyOf = (cookie: string) =>
  getHistory(new Request("http://127.0.0.1:3000/api/translate/history", { headers: { cookie } }));
const passwordChange = (body: unknown, headers: Record<string, string> = {}) =>
  changePassword(jsonRequest("/api/account/password", body, { headers }));
const removal = (body: unknown, headers: Record<string, string> = {}) =>
  deleteAccount(jsonRequest("/api/account", body, { method: "DELETE", headers }));
const exportOf = (cookie?: string) =>
  exportData(new Request("http://127.0.0.1:3000/api/account/export", { headers: cookie ? { cookie } : {} }));
const cookieOf = (response: Response) => response.headers.get("set-cookie")!.split(";")[0];

describe("POST /api/account/password", () => {
  it("keeps this session, ends every other cookie at once, and e-mails the owner", async () => {
    const user = await newUser();
    const other = await sessionCookieFor(user);
    const mine = await sessionCookieFor(user);
    expect((await historyOf(other)).status).toBe(200);

    const response = await passwordChange(
      { currentPassword: user.password, newPassword: NEW_PASSWORD },
      { cookie: mine, origin: "http://127.0.0.1:3000" },
    );
    expect(response.status).toBe(200);
    const renewed = cookieOf(response);
    expect(response.headers.get("set-cookie")).toMatch(/HttpOnly/);

    expect((await historyOf(renewed)).status).toBe(200);
    expect(await errorOf(await historyOf(other))).toMatchObject({ status: 401, code: "unauthenticated" });
    expect((await historyOf(mine)).status).toBe(401);
    expect(await authorizeCredentials({ email: user.email, password: NEW_PASSWORD }, new Headers())).not.toBeNull();
    expect(await authorizeCredentials({ email: user.email, password: user.password }, new Headers())).toBeNull();
    const mail = await waitFor(mailTo(user.email));
    expect(mail.text).toContain("foi alterada");
  });

  it("refuses a wrong current password in pt-BR, changes nothing, and counts it like a wrong sign-in", async () => {
    const user = await newUser();
    const cookie = await sessionCookieFor(user);
    const wrong = await passwordChange({ currentPassword: "nao-e-a-senha", newPassword: NEW_PASSWORD }, { cookie });
    expect(await errorOf(wrong)).toEqual({
      status: 400,
      code: "invalid_input",
      message: "A senha atual está incorreta. Confira e tente de novo.",
    });
    expect((await historyOf(cookie)).status).toBe(200);
    // Four more failures are free; after them the same sign-in delays as the login form apply.
    for (let attempt = 0; attempt < 4; attempt++) {
      await passwordChange({ currentPassword: "nao-e-a-senha", newPassword: NEW_PASSWORD }, { cookie });
    }
    await passwordChange({ currentPassword: "nao-e-a-senha", newPassword: NEW_PASSWORD }, { cookie });
    const limited = await passwordChange({ currentPassword: user.password, newPassword: NEW_PASSWORD }, { cookie });
    expect(limited.status).toBe(429);
    expect(limited.headers.get("retry-after")).toBeTruthy();
    // The login form from the same client is held back too, and the password did not change.
    const sameClient = new Headers({ "x-peer-address": "203.0.113.7" });
    await expect(authorizeCredentials({ email: user.email, password: user.password }, sameClient)).rejects.toThrow(
      "rate_limited",
    );
    expect(await authorizeCredentials({ email: user.email, password: user.password }, new Headers())).not.toBeNull();
  });

  it("applies the sign-up strength rules to the new password", async () => {
    const user = await newUser();
    const cookie = await sessionCookieFor(user);
    const weak = await passwordChange({ currentPassword: user.password, newPassword: "12345678" }, { cookie });
    expect(await errorOf(weak)).toMatchObject({ status: 400, message: expect.stringMatching(/fácil de adivinhar/) });
    const short = await passwordChange({ currentPassword: user.password, newPassword: "curta" }, { cookie });
    expect(await errorOf(short)).toMatchObject({ status: 400, message: "A senha deve ter pelo menos 8 caracteres." });
    expect((await historyOf(cookie)).status).toBe(200);
  });

  it("answers 401 without a session, 403 from another site, 413 over the cap, 405 to GET", async () => {
    const user = await newUser();
    const cookie = await sessionCookieFor(user);
    const body = { currentPassword: user.password, newPassword: NEW_PASSWORD };
    expect((await passwordChange(body)).status).toBe(401);
    const cross = await passwordChange(body, { cookie, origin: "https://malicioso.example" });
    expect(await errorOf(cross)).toMatchObject({ status: 403, code: "forbidden_origin" });
    const crossFetch = await passwordChange(body, { cookie, "sec-fetch-site": "cross-site" });
    expect(crossFetch.status).toBe(403);
    const huge = await passwordChange({ ...body, padding: "x".repeat(20_000) }, { cookie });
    expect(huge.status).toBe(413);
    expect(await errorOf(await passwordChange({ newPassword: NEW_PASSWORD }, { cookie }))).toMatchObject({
      status: 400,
      message: "Informe a sua senha atual.",
    });
    expect((await getAccount()).status).toBe(405);
    expect((await historyOf(cookie)).status).toBe(200);
  });
});

describe("GET /api/account/export", () => {
  it("downloads everything kept about the account as JSON, never a hash or a token, and nothing of others", async () => {
    const user = await newUser(undefined, { verified: true });
    const stranger = await newUser();
    await addToHistory(user.id, "good morning", "bom dia");
    await addToHistory(stranger.id, "secret of another", "segredo de outro");
    await saveLead({
      name: "Ana",
      contact: user.email.toUpperCase(),
      topic: "projeto",
      plan: undefined,
      message: "Quero um site",
      origin: "/imgautox",
    });
    await saveLead({
      name: "Outro",
      contact: stranger.email,
      topic: "projeto",
      plan: undefined,
      message: "Mensagem alheia",
      origin: "/",
    });
    await createEmailToken(user.id, "reset");
    const picture = `data:image/png;base64,${png(64, 80, [200, 40, 40]).toString("base64")}`;
    const imageInput = {
      prompt: "Caneca vermelha",
      aspect: "4:5",
      transparent: false,
      n: 2,
      quality: "hd",
      style: "natural",
    } as const;
    await addImageHistory(user.id, imageInput, picture);
    await addImageHistory(stranger.id, { ...imageInput, prompt: "Imagem alheia" }, picture);

    const response = await exportOf(await sessionCookieFor(user));
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^application\/json/);
    expect(response.headers.get("content-disposition")).toMatch(
      /^attachment; filename="meus-dados-\d{4}-\d\d-\d\d\.json"$/,
    );
    const text = await response.text();
    const data = JSON.parse(text);
    expect(data.account).toEqual({ email: user.email, createdAt: expect.any(String) });
    expect(data.translations).toEqual([
      {
        text: "good morning",
        translation: "bom dia",
        sourceLang: "auto",
        targetLang: "pt-BR",
        detectedLang: null,
        createdAt: expect.any(String),
      },
    ]);
    expect(data.glossary).toEqual([]);
    expect(data.leads).toHaveLength(1);
    expect(data.leads[0]).toMatchObject({ name: "Ana", message: "Quero um site", origin: "/imgautox" });
    expect(data.images).toEqual([
      {
        prompt: "Caneca vermelha",
        aspect: "4:5",
        transparent: false,
        count: 2,
        quality: "hd",
        style: "natural",
        thumbnail: expect.stringMatching(/^data:image\/webp;base64,/),
        createdAt: expect.any(String),
      },
    ]);
    expect(data.consent).toMatchObject({ keptOnServer: false });
    expect(data.signInHistory).toMatchObject({ kept: false });
    expect(text).not.toMatch(
      /scrypt|passwordHash|password_hash|token|sessionVersion|segredo de outro|Mensagem alheia|Imagem alheia/i,
    );
  });

  it("answers 401 to an anonymous visitor", async () => {
    expect(await errorOf(await exportOf())).toMatchObject({ status: 401, code: "unauthenticated" });
  });
});

describe("a lead sent from an address, and the account registered with it", () => {
  it("belongs to the account only once the address is verified, in the export and in the deletion", async () => {
    const email = uniqueEmail("cliente");
    const lead = {
      name: "Dona do orçamento",
      contact: email,
      topic: "projeto" as const,
      plan: undefined,
      message: "Orçamento confidencial: R$ 80 mil",
      origin: "/",
    };
    await saveLead(lead);
    const leadsFrom = async () => {
      const db = await getDb();
      return db.select().from(leads).where(eq(leads.contact, email));
    };

    // Someone registers the address before its owner: the lead is not theirs to read or delete.
    await register(jsonRequest("/api/auth/register", { email, password: "senha-do-impostor-1" }));
    // Its confirmation link comes after the answer: waited for, so it cannot pass for the owner's below.
    const tokenMails = () => sink().messages.filter((mail) => mail.to.includes(email) && verifyTokenIn(mail.text));
    await waitFor(() => tokenMails()[0]);
    const impostor = (await authorizeCredentials({ email, password: "senha-do-impostor-1" }, new Headers()))!;
    const before = await (await exportOf(await sessionCookieFor(impostor))).json();
    expect(before.leads).toEqual([]);
    expect(JSON.stringify(before)).not.toContain("R$ 80 mil");
    expect(
      (await removal({ password: "senha-do-impostor-1" }, { cookie: await sessionCookieFor(impostor) })).status,
    ).toBe(200);
    expect(await leadsFrom()).toHaveLength(1);

    // The owner registers and opens the link: now the lead is in the export, and goes with the account.
    await register(jsonRequest("/api/auth/register", { email, password: "senha-da-dona-12" }));
    const owner = (await authorizeCredentials({ email, password: "senha-da-dona-12" }, new Headers()))!;
    const cookie = await sessionCookieFor(owner);
    const link = verifyTokenIn((await waitFor(() => tokenMails()[1])).text);
    // The link's token travels in its cookie (proxy.ts moves it there), never in the body.
    const withToken = `${cookie}; ${confirmationCookieName()}=${link}`;
    expect((await verify(jsonRequest("/api/auth/verify-email", {}, { headers: { cookie: withToken } }))).status).toBe(
      200,
    );
    const after = await (await exportOf(cookie)).json();
    expect(after.leads).toEqual([expect.objectContaining({ message: "Orçamento confidencial: R$ 80 mil" })]);
    expect((await removal({ password: "senha-da-dona-12" }, { cookie })).status).toBe(200);
    expect(await leadsFrom()).toEqual([]);
  });
});

describe("DELETE /api/account", () => {
  it("with a wrong password deletes nothing and the session still works", async () => {
    const user = await newUser();
    const cookie = await sessionCookieFor(user);
    const response = await removal({ password: "nao-e-a-senha" }, { cookie });
    expect(await errorOf(response)).toEqual({
      status: 400,
      code: "invalid_input",
      message: "Senha incorreta. Nada foi excluído; confira a senha e tente de novo.",
    });
    expect((await historyOf(cookie)).status).toBe(200);
    expect(await removal({ password: user.password })).toMatchObject({ status: 401 });
    expect((await removal({ password: user.password }, { cookie, origin: "https://malicioso.example" })).status).toBe(
      403,
    );
    expect((await historyOf(cookie)).status).toBe(200);
  });

  it("deletes the account and its rows, ends every session, e-mails the owner, and the e-mail can register again", async () => {
    const user = await newUser(undefined, { verified: true });
    const cookies = [await sessionCookieFor(user), await sessionCookieFor(user)];
    await addToHistory(user.id, "hello", "olá");
    await createEmailToken(user.id, "reset");
    const picture = `data:image/png;base64,${png(32, 32, [10, 90, 200]).toString("base64")}`;
    await addImageHistory(
      user.id,
      { prompt: "Farol", aspect: "1:1", transparent: false, n: 1, quality: "standard", style: "vivid" },
      picture,
    );
    await saveLead({
      name: "Ana",
      contact: user.email,
      topic: "projeto",
      plan: undefined,
      message: "Quero um app",
      origin: "/",
    });

    const response = await removal({ password: user.password }, { cookie: cookies[0] });
    expect(response.status).toBe(200);
    expect(response.headers.get("set-cookie")).toMatch(/Max-Age=0/);

    for (const cookie of cookies) {
      expect((await historyOf(cookie)).status).toBe(401);
      expect((await exportOf(cookie)).status).toBe(401);
      expect((await removal({ password: user.password }, { cookie })).status).toBe(401);
    }
    const db = await getDb();
    expect(await db.select().from(users).where(eq(users.id, user.id))).toEqual([]);
    expect(await db.select().from(translations).where(eq(translations.userId, user.id))).toEqual([]);
    expect(await db.select().from(imageGenerations).where(eq(imageGenerations.userId, user.id))).toEqual([]);
    expect(await db.select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, user.id))).toEqual([]);
    expect(await db.select().from(leads).where(eq(leads.contact, user.email))).toEqual([]);

    const mail = await waitFor(mailTo(user.email));
    expect(mail.text).toContain("sua conta foi excluída");
    expect(sink().messages.filter((message) => message.to.includes(user.email))).toHaveLength(1);

    const again = await register(jsonRequest("/api/auth/register", { email: user.email, password: NEW_PASSWORD }));
    expect(again.status).toBe(201);
  });
});
