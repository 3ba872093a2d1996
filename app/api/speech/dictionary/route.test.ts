import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { DELETE as deleteAccount } from "@/app/api/account/route";
import { GET as exportData } from "@/app/api/account/export/route";
import { getDb } from "@/lib/db";
import { speechDictionaries } from "@/lib/db/schema";
import { dictionaryMessages } from "@/lib/speech/dictionary-schema";
import { accountHarness, newUser, sessionCookieFor } from "@/test-support/auth";
import { withFakeOpenAI } from "@/test-support/fakes/with-fake-openai";
import { errorOf, jsonRequest } from "@/test-support/requests";
import { POST as speak } from "../route";
import { GET, POST, PUT } from "./route";

accountHarness();
const fake = withFakeOpenAI({ OPENAI_TTS_MODEL: "gpt-4o-mini-tts" });
const put = (body: unknown, cookie?: string) =>
  PUT(jsonRequest("/api/speech/dictionary", body, { method: "PUT", headers: cookie ? { cookie } : {} }));
const get = (cookie?: string, query = "") =>
  GET(new Request(`http://127.0.0.1:3000/api/speech/dictionary${query}`, { headers: cookie ? { cookie } : {} }));
const signedIn = async () => {
  const user = await newUser();
  return { user, cookie: await sessionCookieFor(user) };
};
const ENTRIES = [
  { word: "iFood", say: "ai fúd" },
  { word: "SaaS", say: "sás" },
];

describe("/api/speech/dictionary", () => {
  it("keeps an account's entries, gives them back as JSON and CSV, and reads the text with them", async () => {
    const { cookie } = await signedIn();
    expect(await (await get(cookie)).json()).toEqual({ entries: [] });
    const saved = await put({ entries: ENTRIES }, cookie);
    expect(saved.status).toBe(200);
    expect(await (await get(cookie)).json()).toEqual({ entries: ENTRIES });

    const csv = await get(cookie, "?format=csv");
    expect(csv.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(csv.headers.get("content-disposition")).toContain("dicionario-de-pronuncia.csv");
    // With a byte-order mark, so Excel reads the accents as UTF-8.
    const bytes = Buffer.from(await csv.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(bytes.subarray(3).toString("utf8")).toBe("palavra;como ler;maiúsculas\r\niFood;ai fúd;\r\nSaaS;sás;\r\n");

    // Applied before the engine: the provider is asked to read the entries' readings.
    const response = await speak(
      jsonRequest("/api/speech", { text: "Peça no IFOOD, o SaaS." }, { headers: { cookie } }),
    );
    expect(response.status).toBe(200);
    expect(fake().requests[0].body.input).toBe("Peça no ai fúd, o sás.");
  });

  it("imports a CSV (the page's 'Importar CSV'), replacing the dictionary", async () => {
    const { cookie } = await signedIn();
    const response = await put({ csv: "palavra;como ler\r\nPIX;píquis\r\n" }, cookie);
    expect(await response.json()).toEqual({ entries: [{ word: "PIX", say: "píquis" }] });
  });

  it.each([
    ["an entry with an empty side", { entries: [{ word: "iFood", say: "  " }] }, dictionaryMessages.empty],
    [
      "201 entries",
      { entries: Array.from({ length: 201 }, (_, i) => ({ word: `p${i}`, say: "x" })) },
      dictionaryMessages.tooMany,
    ],
    ["a say of 500 characters", { entries: [{ word: "x", say: "a".repeat(500) }] }, dictionaryMessages.sayTooLong],
    [
      "a CSV with formula cells",
      { csv: 'palavra;como ler\n=HYPERLINK("http://x");clique\n' },
      dictionaryMessages.formula,
    ],
    ["a CSV that is not two columns", { csv: "uma coluna só\n" }, dictionaryMessages.csv],
    ["the same word twice", { entries: [...ENTRIES, { word: "ifood", say: "ifúdi" }] }, dictionaryMessages.duplicate],
    ["no list", { entries: "iFood" }, dictionaryMessages.notList],
  ])("refuses %s with a pt-BR message and keeps the saved dictionary", async (_, body, message) => {
    const { cookie } = await signedIn();
    await put({ entries: ENTRIES }, cookie);
    expect(await errorOf(await put(body, cookie))).toEqual({ status: 400, code: "invalid_input", message });
    expect(await (await get(cookie)).json()).toEqual({ entries: ENTRIES });
  });

  it("answers 401 to an anonymous visitor before reading the body, 403 from another site, 405 to POST", async () => {
    expect((await get()).status).toBe(401);
    expect(await errorOf(await put("{not json"))).toMatchObject({ status: 401, code: "unauthenticated" });
    const { cookie } = await signedIn();
    const foreign = PUT(
      jsonRequest(
        "/api/speech/dictionary",
        { entries: [] },
        { method: "PUT", headers: { cookie, origin: "https://evil.example" } },
      ),
    );
    expect((await foreign).status).toBe(403);
    expect(POST().status).toBe(405);
  });

  it("is part of the account's export and goes with the account", async () => {
    const { user, cookie } = await signedIn();
    await put({ entries: ENTRIES }, cookie);
    const exported = await exportData(new Request("http://127.0.0.1:3000/api/account/export", { headers: { cookie } }));
    expect((await exported.json()).speechDictionary).toMatchObject({ entries: ENTRIES });
    const removal = await deleteAccount(
      jsonRequest("/api/account", { password: user.password }, { method: "DELETE", headers: { cookie } }),
    );
    expect(removal.status).toBe(200);
    const db = await getDb();
    expect(await db.select().from(speechDictionaries).where(eq(speechDictionaries.userId, user.id))).toEqual([]);
  });
});

describe("an anonymous visitor's dictionary, sent with the text", () => {
  it("is applied, up to 10 entries", async () => {
    const response = await speak(jsonRequest("/api/speech", { text: "Use o SaaS.", dictionary: ENTRIES }));
    expect(response.status).toBe(200);
    expect(fake().requests[0].body.input).toBe("Use o sás.");
    const eleven = Array.from({ length: 11 }, (_, i) => ({ word: `p${i}`, say: "x" }));
    expect(await errorOf(await speak(jsonRequest("/api/speech", { text: "Oi", dictionary: eleven })))).toEqual({
      status: 400,
      code: "invalid_input",
      message: dictionaryMessages.tooManyAnonymous,
    });
  });
});
