import { beforeAll, describe, expect, it } from "vitest";
import { GET, PUT } from "@/app/api/translate/glossary/route";
import { POST as translate } from "@/app/api/translate/route";
import { deleteAccount } from "@/lib/account/delete";
import { exportAccount } from "@/lib/account/export";
import { getDb } from "@/lib/db";
import { glossaryEntries } from "@/lib/db/schema";
import { newUser, sessionCookieFor } from "@/test-support/auth";
import { withFakeOpenAI } from "@/test-support/fakes/with-fake-openai";
import { errorOf, jsonRequest } from "@/test-support/requests";
import { eq } from "drizzle-orm";

const fakeOpenAI = withFakeOpenAI();

beforeAll(() => getDb(), 60_000);

async function signedIn() {
  const user = await newUser("senha-secreta-1");
  return { user, cookie: await sessionCookieFor(user) };
}

const url = "http://127.0.0.1:3000/api/translate/glossary";
const put = (body: unknown, cookie?: string) =>
  PUT(jsonRequest("/api/translate/glossary", body, { method: "PUT", headers: cookie ? { cookie } : {} }));
const putCsv = (csv: string, query: string, cookie: string) =>
  PUT(new Request(`${url}${query}`, { method: "PUT", body: csv, headers: { cookie, "content-type": "text/csv" } }));
const get = (cookie?: string, query = "") => GET(new Request(`${url}${query}`, { headers: cookie ? { cookie } : {} }));

const pair = { sourceLang: "en", targetLang: "pt-BR" };

describe("/api/translate/glossary", () => {
  it("answers 401 to anonymous requests before reading the body", async () => {
    expect((await errorOf(await get())).status).toBe(401);
    expect((await errorOf(await put("[1,"))).status).toBe(401);
  });

  it("saves the glossary, lists it, exports a pair as CSV and applies it when a source term appears", async () => {
    const { cookie } = await signedIn();
    const entries = [
      { source: "shipping", target: "frete", ...pair },
      { source: "checkout", target: "finalizar compra", ...pair },
      { source: "shipping", target: "envío", sourceLang: "en", targetLang: "es" },
    ];
    expect((await put({ entries }, cookie)).status).toBe(200);
    expect((await (await get(cookie)).json()).entries).toEqual(expect.arrayContaining(entries));
    const csv = await get(cookie, "?format=csv&sourceLang=en&targetLang=pt-BR");
    expect(csv.headers.get("content-type")).toMatch(/^text\/csv/);
    expect(await csv.text()).toBe("origem,destino\r\ncheckout,finalizar compra\r\nshipping,frete\r\n");

    await translate(
      jsonRequest("/api/translate", { text: "Shipping is free", target: "pt-BR" }, { headers: { cookie } }),
    );
    const prompt = JSON.stringify(fakeOpenAI().requests[0].body.messages);
    expect(prompt).toContain('{\\"origem\\":\\"shipping\\",\\"destino\\":\\"frete\\"}');
    expect(prompt).not.toContain("checkout");
    expect(prompt).not.toContain("envío");
  });

  it("imports a CSV into one language pair and leaves the others", async () => {
    const { cookie } = await signedIn();
    await put({ entries: [{ source: "cart", target: "carrito", sourceLang: "en", targetLang: "es" }] }, cookie);
    const response = await putCsv(
      "origem,destino\ncart,carrinho\nsale,promoção\n",
      "?sourceLang=en&targetLang=pt-BR",
      cookie,
    );
    expect(response.status).toBe(200);
    expect((await response.json()).entries).toHaveLength(3);
  });

  it("refuses 501 rows, formula cells, duplicates and unknown languages with pt-BR 4xx messages", async () => {
    const { cookie } = await signedIn();
    const rows = Array.from({ length: 501 }, (_, i) => `t${i},x${i}`).join("\n");
    expect(await errorOf(await putCsv(rows, "?sourceLang=en&targetLang=pt-BR", cookie))).toMatchObject({
      status: 400,
      message: expect.stringMatching(/501 termos.*até 500/),
    });
    expect((await errorOf(await putCsv('a,"=1+1"', "?sourceLang=en&targetLang=pt-BR", cookie))).message).toMatch(
      /fórmula/,
    );
    expect((await errorOf(await putCsv("a,b", "?sourceLang=xx&targetLang=pt-BR", cookie))).message).toMatch(
      /desconhecido/,
    );
    const many = Array.from({ length: 501 }, (_, i) => ({ source: `t${i}`, target: "x", ...pair }));
    expect((await errorOf(await put({ entries: many }, cookie))).message).toMatch(/até 500 termos por par/);
    expect((await errorOf(await put({ entries: [{ source: "+55", target: "x", ...pair }] }, cookie))).message).toMatch(
      /fórmula/,
    );
    const twice = [
      { source: "Cart", target: "a", ...pair },
      { source: "cart", target: "b", ...pair },
    ];
    expect((await errorOf(await put({ entries: twice }, cookie))).status).toBe(400);
    expect(
      (
        await errorOf(
          await put({ entries: [{ source: "a", target: "b", sourceLang: "en", targetLang: "xx" }] }, cookie),
        )
      ).status,
    ).toBe(400);
    expect((await (await get(cookie)).json()).entries).toEqual([]);
  });

  it("keeps the 'Não traduzir' terms in every language pair, beside the glossary and apart from it", async () => {
    const { cookie } = await signedIn();
    const entries = [{ source: "cart", target: "carrinho", ...pair }];
    const saved = await put({ entries, keep: ["Genius Voice", "iPhone"] }, cookie);
    expect(await saved.json()).toEqual({ entries, keep: ["Genius Voice", "iPhone"] });

    // Another language pair and another target: the brand names go with the request, the pair's terms do not.
    await translate(
      jsonRequest(
        "/api/translate",
        { text: "Genius Voice reads your cart aloud on an iPhone", source: "en", target: "es" },
        { headers: { cookie } },
      ),
    );
    const prompt = JSON.stringify(fakeOpenAI().requests[0].body.messages);
    expect(prompt).toContain('{\\"origem\\":\\"Genius Voice\\",\\"destino\\":\\"Genius Voice\\"}');
    expect(prompt).toContain('{\\"origem\\":\\"iPhone\\",\\"destino\\":\\"iPhone\\"}');
    expect(prompt).not.toContain("carrinho");

    // Saving the glossary without `keep` leaves the list; a pair's CSV import too; an empty list clears it.
    await put({ entries: [] }, cookie);
    await putCsv("cart,carrinho\n", "?sourceLang=en&targetLang=pt-BR", cookie);
    expect(await (await get(cookie)).json()).toEqual({ entries, keep: ["Genius Voice", "iPhone"] });
    expect(await (await put({ entries, keep: [] }, cookie)).json()).toEqual({ entries, keep: [] });
  });

  it("refuses a 'Não traduzir' term twice, empty, as a formula or past 200, saving nothing", async () => {
    const { cookie } = await signedIn();
    await put({ entries: [], keep: ["Acme"] }, cookie);
    expect(await errorOf(await put({ entries: [], keep: ["Acme", "acme"] }, cookie))).toMatchObject({
      status: 400,
      message: "O termo “acme” aparece duas vezes em “Não traduzir”.",
    });
    expect((await errorOf(await put({ entries: [], keep: ["  "] }, cookie))).message).toBe(
      "Um termo de “Não traduzir” está vazio.",
    );
    expect((await errorOf(await put({ entries: [], keep: ["=SUM(A1)"] }, cookie))).message).toMatch(/fórmula/);
    const many = Array.from({ length: 201 }, (_, i) => `Marca ${i}`);
    expect((await errorOf(await put({ entries: [], keep: many }, cookie))).message).toBe(
      "“Não traduzir” pode ter até 200 termos.",
    );
    expect((await (await get(cookie)).json()).keep).toEqual(["Acme"]);
  });

  it("is part of the account's export and deleted with the account", async () => {
    const { user, cookie } = await signedIn();
    await put({ entries: [{ source: "shipping", target: "frete", ...pair }], keep: ["Acme"] }, cookie);
    const exported = await exportAccount({ ...user, emailVerified: false });
    expect(exported.glossary).toEqual([
      { source: "Acme", target: "Acme", sourceLang: "*", targetLang: "*" },
      { source: "shipping", target: "frete", ...pair },
    ]);
    await deleteAccount({ ...user, emailVerified: false }, "senha-secreta-1", "198.51.100.7");
    const db = await getDb();
    expect(await db.select().from(glossaryEntries).where(eq(glossaryEntries.userId, user.id))).toEqual([]);
  });
});
