import { NextRequest, type NextFetchEvent } from "next/server";
import { describe, expect, it } from "vitest";
import { proxy } from "@/proxy";
import { POST as resend } from "@/app/api/account/verification/route";
import { GET as adminLeads } from "@/app/api/admin/leads/route";
import { GET as unknownRoute } from "@/app/api/[...rest]/route";
import { POST as recover } from "@/app/api/auth/recover/route";
import { POST as register } from "@/app/api/auth/register/route";
import { POST as reset } from "@/app/api/auth/reset/route";
import { sessionUser } from "@/lib/auth/session";
import { authorizeCredentials } from "@/lib/auth/sign-in";
import { findUserByEmail } from "@/lib/auth/users";
import { resetEnvCache } from "@/lib/env";
import { errorOf, jsonRequest } from "@/test-support/requests";
import {
  accountHarness,
  newUser,
  peer,
  sessionCookieFor,
  tokenIn,
  uniqueEmail,
  verifyTokenIn,
  waitFor,
} from "@/test-support/auth";
import { POST as verify } from "./route";

const { sink } = accountHarness();

const BASE = "http://127.0.0.1:3000";

/** The newest message to this address that contains `text`. */
const mailWith = (email: string, text: string) => () =>
  sink()
    .messages.filter((mail) => mail.to.includes(email) && mail.text.includes(text))
    .at(-1);

async function signUp(email: string, password: string, ip = "198.51.100.40") {
  const response = await register(jsonRequest("/api/auth/register", { email, password }, peer(ip)));
  expect(response.status).toBe(201);
}

/** The cookie of a browser that signed in with this password (as next-auth sets it). */
async function signIn(email: string, password: string) {
  const user = await authorizeCredentials({ email, password }, new Headers());
  return user ? sessionCookieFor(user) : undefined;
}

/** A page request as the browser sends it, through proxy.ts. */
const open = (path: string, cookie?: string) =>
  proxy(
    new NextRequest(`${BASE}${path}`, { headers: cookie ? { cookie } : {} }),
    {} as NextFetchEvent,
  ) as Promise<Response>;

/** What the browser keeps of the cookies an answer sets: name=value for the ones not cleared. */
const cookiesSetBy = (response: Response) =>
  response.headers
    .getSetCookie()
    .filter((cookie) => !/max-age=0/i.test(cookie))
    .map((cookie) => cookie.split(";")[0]);

/** Opens the e-mail's link (so the browser holds its cookie), then the page sends it in the browser signed in. */
async function confirm(token: string | undefined, cookie?: string) {
  const link = await open(`/confirmar-email?token=${encodeURIComponent(token ?? "")}`, cookie);
  const sent = [...(cookie ? [cookie] : []), ...cookiesSetBy(link)].join("; ");
  return verify(jsonRequest("/api/auth/verify-email", {}, { headers: sent ? { cookie: sent } : {} }));
}

const asSeenBy = async (cookie: string) => sessionUser(new Request(`${BASE}/conta`, { headers: { cookie } }));

const readLeads = (cookie?: string) =>
  adminLeads(new Request(`${BASE}/api/admin/leads`, { headers: cookie ? { cookie } : {} }));

async function sameAnswer(response: Response, unknown: Response | Promise<Response>) {
  const expected = await unknown;
  expect(response.status).toBe(expected.status);
  expect(await response.text()).toBe(await expected.text());
}

describe("POST /api/auth/verify-email", () => {
  it("confirms the address with the sign-up link, in the browser signed in to the account, once", async () => {
    const email = uniqueEmail("confirma");
    await signUp(email, "senha-secreta-1");
    const cookie = (await signIn(email, "senha-secreta-1"))!;
    expect(await asSeenBy(cookie)).toMatchObject({ email, emailVerified: false });
    const token = verifyTokenIn((await waitFor(mailWith(email, "confirmar-email"))).text);

    // Anonymous: 401 before the body is read, even a broken one.
    expect(await errorOf(await confirm(token))).toMatchObject({ status: 401, code: "unauthenticated" });
    expect((await errorOf(await verify(jsonRequest("/api/auth/verify-email", "{")))).status).toBe(401);

    const response = await confirm(token, cookie);
    expect(response.status).toBe(200);
    expect(await asSeenBy(cookie)).toMatchObject({ email, emailVerified: true });
    // Already verified: the page answers alike; a second account cannot use the spent link.
    expect((await confirm(token, cookie)).status).toBe(200);
    const other = await newUser();
    expect(await errorOf(await confirm(token, await sessionCookieFor(other)))).toEqual({
      status: 400,
      code: "invalid_input",
      message: "Link de confirmação inválido ou expirado. Entre na sua conta e peça um novo link em Minha conta.",
    });
  });

  it("works only for the account it was sent to, and a recovery link is no confirmation link", async () => {
    const email = uniqueEmail("dono");
    await signUp(email, "senha-secreta-1");
    const token = verifyTokenIn((await waitFor(mailWith(email, "confirmar-email"))).text);
    const stranger = await newUser();
    const strangerCookie = await sessionCookieFor(stranger);
    expect((await confirm(token, strangerCookie)).status).toBe(400);
    expect(await asSeenBy(strangerCookie)).toMatchObject({ emailVerified: false });

    await recover(jsonRequest("/api/auth/recover", { email: stranger.email }));
    const recovery = tokenIn((await waitFor(mailWith(stranger.email, "redefinir-senha"))).text);
    expect((await confirm(recovery, strangerCookie)).status).toBe(400);

    // The refusal spent nothing: the owner's browser still confirms with it.
    const cookie = (await signIn(email, "senha-secreta-1"))!;
    expect((await confirm(token, cookie)).status).toBe(200);
    expect(await asSeenBy(cookie)).toMatchObject({ emailVerified: true });
  });
});

describe("the confirmation link's token", () => {
  it("leaves the address on the link's first request, so signing in first never puts it in another", async () => {
    const email = uniqueEmail("fora");
    await signUp(email, "senha-secreta-1");
    const token = verifyTokenIn((await waitFor(mailWith(email, "confirmar-email"))).text)!;

    // Signed out: the link answers with the page without the token, which a cookie now carries.
    const link = await open(`/confirmar-email?token=${token}&utm_source=email`);
    expect(link.status).toBe(303);
    expect(new URL(link.headers.get("location")!).pathname + new URL(link.headers.get("location")!).search).toBe(
      "/confirmar-email?utm_source=email",
    );
    expect(link.headers.get("referrer-policy")).toBe("no-referrer");
    const [set] = link.headers.getSetCookie();
    expect(set).toContain(`=${token}`);
    expect(set).toMatch(/; Path=\/api\/auth\/verify-email;/); // sent with the one request that spends it
    expect(set).toMatch(/; HttpOnly/); // no script on the page reads it
    expect(Number(/Max-Age=(\d+)/.exec(set)?.[1])).toBeLessThanOrEqual(60 * 60);

    // The page asks to sign in first, and the way back holds no token.
    const login = await open("/confirmar-email?utm_source=email");
    expect(login.status).toBe(307);
    const back = new URL(login.headers.get("location")!);
    expect(back.pathname).toBe("/login");
    expect(back.searchParams.get("callbackUrl")).toBe("/confirmar-email?utm_source=email");
    expect(back.href).not.toContain(token);

    // Signed in, the page confirms with the cookie, which the answer then clears.
    const cookie = (await signIn(email, "senha-secreta-1"))!;
    const confirmed = await verify(
      jsonRequest("/api/auth/verify-email", {}, { headers: { cookie: [cookie, ...cookiesSetBy(link)].join("; ") } }),
    );
    expect(confirmed.status).toBe(200);
    expect(confirmed.headers.getSetCookie()).toEqual([
      expect.stringMatching(/^confirmacao=; Path=\/api\/auth\/verify-email; Max-Age=0/),
    ]);
    expect(await asSeenBy(cookie)).toMatchObject({ emailVerified: true });
  });

  it("says the link is incomplete when the browser holds none", async () => {
    const cookie = await sessionCookieFor(await newUser());
    const response = await verify(jsonRequest("/api/auth/verify-email", {}, { headers: { cookie } }));
    expect(await errorOf(response)).toEqual({
      status: 400,
      code: "invalid_input",
      message: "Link de confirmação incompleto. Abra o link do e-mail de novo ou peça outro em Minha conta.",
    });
  });
});

describe("an address in ADMIN_EMAILS", () => {
  it("gives nothing to whoever registers it first; its owner takes the account over by e-mail and gets the inbox", async () => {
    const admin = uniqueEmail("dono");
    process.env.ADMIN_EMAILS = `  ${admin.toUpperCase()}  `;
    resetEnvCache();
    try {
      const unknown = () => unknownRoute(new Request(`${BASE}/api/admin/leads`));
      // The impostor registers the address before its owner, and signs in.
      await signUp(admin, "senha-do-impostor-1", "203.0.113.66");
      const impostor = (await signIn(admin, "senha-do-impostor-1"))!;
      await sameAnswer(await readLeads(impostor), unknown());

      // The owner tries to sign up: the same answer as any sign-up, and a warning in the owner's inbox.
      await signUp(admin, "senha-do-dono-123", "198.51.100.41");
      const warning = await waitFor(mailWith(admin, "Alguém tentou criar uma conta"));
      expect(warning.text).toContain("/login?modo=recuperar");

      // The owner recovers the password: the mailbox proves the address, the impostor's sessions end.
      await recover(jsonRequest("/api/auth/recover", { email: admin }, peer("198.51.100.41")));
      const token = tokenIn((await waitFor(mailWith(admin, "redefinir-senha"))).text);
      expect((await reset(jsonRequest("/api/auth/reset", { token, password: "senha-do-dono-123" }))).status).toBe(200);
      await sameAnswer(await readLeads(impostor), unknown());
      expect(await signIn(admin, "senha-do-impostor-1")).toBeUndefined();

      const owner = (await signIn(admin, "senha-do-dono-123"))!;
      const inbox = await readLeads(owner);
      expect(inbox.status).toBe(200);
      expect(await inbox.json()).toHaveProperty("leads");
    } finally {
      delete process.env.ADMIN_EMAILS;
    }
  });

  it("is an admin's once the owner who signed up opens the confirmation link", async () => {
    const admin = uniqueEmail("dona");
    process.env.ADMIN_EMAILS = admin;
    resetEnvCache();
    try {
      await signUp(admin, "senha-da-dona-123");
      const cookie = (await signIn(admin, "senha-da-dona-123"))!;
      await sameAnswer(await readLeads(cookie), await unknownRoute(new Request(`${BASE}/api/admin/leads`)));
      const token = verifyTokenIn((await waitFor(mailWith(admin, "confirmar-email"))).text);
      expect((await confirm(token, cookie)).status).toBe(200);
      expect((await readLeads(cookie)).status).toBe(200);
    } finally {
      delete process.env.ADMIN_EMAILS;
    }
  });
});

describe("POST /api/account/verification", () => {
  const send = (cookie?: string, body = "") =>
    resend(
      new Request(`${BASE}/api/account/verification`, {
        method: "POST",
        headers: { ...(cookie ? { cookie } : {}), "content-type": "application/json" },
        body,
      }),
    );

  it("sends a new link to an unverified account, three an hour, and nothing once verified", async () => {
    expect(await errorOf(await send(undefined, "{"))).toMatchObject({ status: 401, code: "unauthenticated" });
    const user = await newUser();
    const cookie = await sessionCookieFor(user);
    for (let i = 0; i < 3; i++) {
      const response = await send(cookie);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ ok: true, verified: false });
    }
    expect(sink().messages.filter((mail) => mail.to.includes(user.email))).toHaveLength(3);
    const limited = await errorOf(await send(cookie));
    expect(limited).toMatchObject({ status: 429, code: "rate_limited" });
    expect(limited.message).toContain("Confira sua caixa de entrada");

    // Any of the links works, once; the others are spent with it.
    const links = sink()
      .messages.filter((mail) => mail.to.includes(user.email))
      .map((mail) => verifyTokenIn(mail.text));
    expect((await confirm(links[1], cookie)).status).toBe(200);
    const verified = await findUserByEmail(user.email);
    expect(verified?.emailVerifiedAt).toBeInstanceOf(Date);
    const again = await send(cookie);
    expect(await again.json()).toEqual({ ok: true, verified: true });
  });
});
