import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { DELETE as clearHistory, GET as getHistory } from "@/app/api/translate/history/route";
import { POST as translate, GET as translateGet } from "@/app/api/translate/route";
import { startFakeOpenAI, type FakeOpenAI } from "@/test-support/fakes/openai-server";
import { resetEnvCache } from "@/lib/env";
import { MAX_BODY_BYTES } from "@/lib/http/body";
import { addToHistory } from "@/lib/translations/history";
import { errorOf, jsonRequest } from "@/test-support/requests";
import { newUser, sessionCookieFor } from "@/test-support/auth";

let fake: FakeOpenAI;

beforeAll(async () => {
  fake = await startFakeOpenAI(0);
});
afterAll(() => fake.close());

beforeEach(() => {
  fake.reset();
  process.env.OPENAI_BASE_URL = fake.url;
  process.env.OPENAI_API_KEY = "sk-test";
  process.env.OPENAI_CHAT_MODEL = "gpt-4.1-mini";
});

async function signedIn() {
  const user = await newUser();
  return { user, cookie: await sessionCookieFor(user) };
}

const post = (body: unknown, cookie?: string, headers: Record<string, string> = {}) =>
  translate(jsonRequest("/api/translate", body, { headers: { ...(cookie ? { cookie } : {}), ...headers } }));

const historyRequest = (method: "GET" | "DELETE", cookie?: string) =>
  new Request("http://127.0.0.1:3000/api/translate/history", { method, headers: cookie ? { cookie } : {} });

describe("POST /api/translate", () => {
  it("answers 401 without a session, also with a forged x-middleware-subrequest header or a forged cookie", async () => {
    expect(await errorOf(await post({ text: "hello" }))).toMatchObject({ status: 401, code: "unauthenticated" });
    const forged = await post({ text: "hello" }, undefined, {
      "x-middleware-subrequest": "proxy:proxy:proxy:proxy:proxy",
    });
    expect((await errorOf(forged)).status).toBe(401);
    const badCookie = await post(
      { text: "hello" },
      "next-auth.session-token=eyJhbGciOiJkaXIiLCJlbmMiOiJBMjU2R0NNIn0..x.y.z",
    );
    expect((await errorOf(badCookie)).status).toBe(401);
    expect(fake.requests).toHaveLength(0);
  });

  it("translates for a signed-in user with SPEC's call and keeps it in the history", async () => {
    const { cookie } = await signedIn();
    fake.queue("chat", { kind: "ok", content: "olá mundo" });
    const response = await post({ text: "  hello world " }, cookie);
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body).toMatchObject({ translation: "olá mundo", entry: { text: "hello world", translation: "olá mundo" } });

    const [call] = fake.requests;
    expect(call.body).toMatchObject({ model: "gpt-4.1-mini", temperature: 0 });
    const messages = call.body.messages as { role: string; content: string }[];
    expect(messages[0]).toMatchObject({ role: "system" });
    expect(messages[0].content).toMatch(/somente com a tradução/);
    expect(messages[1]).toMatchObject({ role: "user" });
    expect(messages[1].content).toMatch(/português[\s\S]*hello world/);

    const history = await (await getHistory(historyRequest("GET", cookie))).json();
    expect(history.history).toEqual([body.entry]);
  });

  it("keeps only the last 20 translations per user, newest first, and clears them on DELETE", async () => {
    const { user, cookie } = await signedIn();
    const other = await signedIn();
    fake.queue("chat", { kind: "ok", content: "de outro usuário" });
    await post({ text: "other" }, other.cookie);
    // Older entries straight into the store (the route allows 20 a minute), the newest through the route.
    for (let i = 1; i <= 21; i++) await addToHistory(user.id, `text ${i}`, `tradução ${i}`);
    fake.queue("chat", { kind: "ok", content: "tradução 22" });
    expect((await post({ text: "text 22" }, cookie)).status).toBe(200);
    const { history } = await (await getHistory(historyRequest("GET", cookie))).json();
    expect(history).toHaveLength(20);
    expect(history[0].translation).toBe("tradução 22");
    expect(history[19].translation).toBe("tradução 3");

    const cleared = await clearHistory(historyRequest("DELETE", cookie));
    expect(await cleared.json()).toEqual({ ok: true });
    expect((await (await getHistory(historyRequest("GET", cookie))).json()).history).toEqual([]);
    // the other user's history is untouched
    expect((await (await getHistory(historyRequest("GET", other.cookie))).json()).history).toHaveLength(1);
  });

  it("refuses blank, too long and malformed bodies with 400, big ones with 413, other types with 415", async () => {
    const { cookie } = await signedIn();
    expect(await errorOf(await post({ text: "   " }, cookie))).toEqual({
      status: 400,
      code: "invalid_input",
      message: "Por favor, digite uma palavra",
    });
    expect(await errorOf(await post({ text: "a".repeat(501) }, cookie))).toMatchObject({
      status: 400,
      code: "invalid_input",
    });
    expect((await post({ text: "a".repeat(500) }, cookie)).status).toBe(200);
    expect((await errorOf(await post({}, cookie))).status).toBe(400);
    expect((await errorOf(await post("[1,", cookie))).status).toBe(400);
    expect((await errorOf(await post({ text: "a".repeat(MAX_BODY_BYTES) }, cookie))).status).toBe(413);
    const plain = translate(
      jsonRequest("/api/translate", "text", { headers: { cookie, "content-type": "text/plain" } }),
    );
    expect((await errorOf(await plain)).status).toBe(415);
    expect((await errorOf(translateGet())).status).toBe(405);
  });

  it("answers 429 after 20 translations a minute per user", async () => {
    const { cookie } = await signedIn();
    for (let i = 0; i < 20; i++) expect((await post({ text: `t${i}` }, cookie)).status).toBe(200);
    const limited = await post({ text: "mais uma" }, cookie);
    expect(await errorOf(limited)).toMatchObject({ status: 429, code: "rate_limited" });
    expect(limited.headers.get("retry-after")).toMatch(/^\d+$/);
  });

  it("says when the AI is not configured, and maps provider failures to pt-BR reasons", async () => {
    const { cookie } = await signedIn();
    delete process.env.OPENAI_BASE_URL;
    delete process.env.OPENAI_API_KEY;
    resetEnvCache();
    expect(await errorOf(await post({ text: "hello" }, cookie))).toMatchObject({ status: 503, code: "not_configured" });

    process.env.OPENAI_BASE_URL = fake.url;
    process.env.OPENAI_API_KEY = "sk-test";
    resetEnvCache();
    fake.queue("chat", { kind: "error", status: 429, code: "insufficient_quota", type: "insufficient_quota" }, 2); // the SDK retries once
    expect(await errorOf(await post({ text: "hello" }, cookie))).toMatchObject({
      status: 502,
      message: "O crédito do serviço de IA acabou. Avise o responsável pelo site.",
    });
    fake.queue("chat", { kind: "malformed" });
    expect((await errorOf(await post({ text: "hello" }, cookie))).status).toBe(502);
    expect((await (await getHistory(historyRequest("GET", cookie))).json()).history).toEqual([]);
  });
});

describe("/api/translate/history", () => {
  it("answers 401 without a session", async () => {
    expect((await errorOf(await getHistory(historyRequest("GET")))).status).toBe(401);
    expect((await errorOf(await clearHistory(historyRequest("DELETE")))).status).toBe(401);
  });
});
