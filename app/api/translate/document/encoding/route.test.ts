import { readFileSync } from "node:fs";
import path from "node:path";
import iconv from "iconv-lite";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/lib/db";
import { newUser, sessionCookieFor } from "@/test-support/auth";
import { errorOf } from "@/test-support/requests";
import { POST } from "./route";

beforeAll(() => getDb(), 60_000);

const serbian = readFileSync(
  path.join(import.meta.dirname, "../../../../../test-support/fixtures/encodings/sr-latn.windows-1250.srt"),
);

function check(name: string, bytes: Uint8Array, cookie: string | undefined, encoding?: string) {
  const form = new FormData();
  form.set("file", new Blob([new Uint8Array(bytes)]), name);
  if (encoding) form.set("encoding", encoding);
  return POST(
    new Request("http://127.0.0.1:3000/api/translate/document/encoding", {
      method: "POST",
      body: form,
      headers: cookie ? { cookie } : {},
    }),
  );
}

describe("POST /api/translate/document/encoding", () => {
  it("says how a text file reads before it is translated: the encoding, how sure, and its first lines", async () => {
    const cookie = await sessionCookieFor(await newUser());
    const detected = await check("legenda.srt", serbian, cookie);
    expect(await detected.json()).toEqual({
      encoding: "windows-1250",
      uncertain: false,
      preview: [
        "Đino, dođavola, gde si bio celu noć?",
        "Neće ona doći danas.\nRekla je da je umorna.",
        "Kaže da je došla kasno\ni da niko nije bio kod kuće.",
      ],
    });
    // Another encoding, as the person picks it in "Codificação do arquivo".
    const chosen = (await (await check("legenda.srt", serbian, cookie, "windows-1252")).json()) as {
      encoding: string;
      preview: string[];
    };
    expect(chosen.encoding).toBe("windows-1252");
    expect(chosen.preview[0]).toBe("Ðino, doðavola, gde si bio celu noæ?");

    const weak = await check("nota.txt", iconv.encode("Neće", "windows-1250"), cookie);
    expect(await weak.json()).toEqual({ encoding: "windows-1252", uncertain: true, preview: ["Neæe"] });
    const utf8 = await check("nota.txt", new TextEncoder().encode("Olá"), cookie);
    expect(await utf8.json()).toEqual({ encoding: "UTF-8", uncertain: false, preview: ["Olá"] });
  });

  it("answers 401 without a session, and a pt-BR 400 to another kind of file or an unknown encoding", async () => {
    expect((await check("legenda.srt", serbian, undefined)).status).toBe(401);
    const cookie = await sessionCookieFor(await newUser());
    expect(await errorOf(await check("planilha.xlsx", serbian, cookie))).toMatchObject({
      status: 400,
      message: "Escolha um arquivo .txt, .srt ou .vtt para conferir a codificação.",
    });
    expect(await errorOf(await check("legenda.srt", serbian, cookie, "latin-9"))).toMatchObject({
      status: 400,
      message: "Codificação desconhecida. Escolha uma da lista “Codificação do arquivo”.",
    });
    expect(await errorOf(await check("legenda.srt", serbian, cookie, "UTF-8"))).toMatchObject({
      status: 400,
      message: expect.stringMatching(/^O arquivo não pode ser lido como UTF-8/),
    });
  });
});
