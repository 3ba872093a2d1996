import { strToU8, unzipSync, zipSync } from "fflate";
import iconv from "iconv-lite";
import { beforeAll, describe, expect, it } from "vitest";
import { POST as translateDocument } from "@/app/api/translate/document/route";
import { newUser, sessionCookieFor } from "@/test-support/auth";
import { buildDocx, readDocxParagraphs } from "@/test-support/docx";
import { buildXlsx } from "@/test-support/xlsx";
import { withFakeOpenAI } from "@/test-support/fakes/with-fake-openai";
import { errorOf } from "@/test-support/requests";
import { getDb } from "@/lib/db";

const fakeOpenAI = withFakeOpenAI({ OPENAI_CHAT_MODEL: "gpt-4.1-mini" });

// The embedded database starts (and migrates) once per file, within the hook's longer timeout.
beforeAll(() => getDb(), 60_000);

async function cookie() {
  return sessionCookieFor(await newUser());
}

function upload(
  file: { name: string; bytes: Uint8Array | string } | null,
  fields: Record<string, string>,
  options: { cookie?: string; accept?: string; signal?: AbortSignal } = {},
) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  if (file) {
    const bytes = typeof file.bytes === "string" ? strToU8(file.bytes) : file.bytes;
    form.set("file", new Blob([new Uint8Array(bytes)]), file.name);
  }
  return translateDocument(
    new Request("http://127.0.0.1:3000/api/translate/document", {
      method: "POST",
      body: form,
      signal: options.signal,
      headers: {
        ...(options.cookie ? { cookie: options.cookie } : {}),
        ...(options.accept ? { accept: options.accept } : {}),
      },
    }),
  );
}

const SRT =
  "1\n00:00:01,000 --> 00:00:04,000\nHello world\n\n" +
  "2\n00:00:05,500 --> 00:00:07,250\n<i>Good morning</i>\nmy name\n";

/** The NDJSON answer's lines, read to the end. */
async function lines(response: Response): Promise<Record<string, { [key: string]: unknown }>[]> {
  const text = await response.text();
  return text
    .trim()
    .split("\n")
    .map((line) => JSON.parse(line));
}

describe("POST /api/translate/document", () => {
  it("answers 401 to an anonymous upload before reading it, and calls no model", async () => {
    const response = await upload({ name: "a.srt", bytes: SRT }, { target: "pt-BR" });
    expect(await errorOf(response)).toMatchObject({ status: 401, code: "unauthenticated" });
    expect(fakeOpenAI().requests).toHaveLength(0);
  });

  it("answers a .srt translated, with every cue number and timecode byte for byte", async () => {
    const response = await upload(
      { name: "legenda.srt", bytes: SRT },
      { target: "pt-BR", source: "en", formality: "default" },
      { cookie: await cookie() },
    );
    expect(response.status).toBe(200);
    expect(response.headers.get("content-disposition")).toContain('filename="legenda.pt-BR.srt"');
    expect(response.headers.get("x-translate-review")).toBe("0");
    const out = await response.text();
    expect(out).toBe(
      "1\n00:00:01,000 --> 00:00:04,000\nOlá mundo\n\n2\n00:00:05,500 --> 00:00:07,250\n<i>Bom dia</i>\nmeu nome\n",
    );
  });

  it("answers a windows-1252 subtitle in UTF-8 with a BOM, and says what it was converted from", async () => {
    const srt = "1\r\n00:00:01,000 --> 00:00:04,000\r\nHello world! “Olá, você está bem?”, disse João à irmã.\r\n";
    const response = await upload(
      { name: "legenda.srt", bytes: iconv.encode(srt, "windows-1252") },
      { target: "pt-BR", source: "en" },
      { cookie: await cookie(), accept: "application/x-ndjson" },
    );
    const file = (await lines(response)).at(-1)!.file as { convertedFrom: string; base64: string };
    expect(file.convertedFrom).toBe("windows-1252");
    expect(new TextDecoder("utf-8", { ignoreBOM: true }).decode(Buffer.from(file.base64, "base64"))).toBe(
      "\uFEFF1\r\n00:00:01,000 --> 00:00:04,000\r\nOlá mundo! “Olá, você está bem?”, disse João à irmã.\r\n",
    );
  });

  it("answers a .vtt as a .vtt, header, settings and notes as they were", async () => {
    const vtt = "WEBVTT\n\nNOTE revisar\n\n00:01.000 --> 00:04.000 align:left\nHello world\n";
    const response = await upload(
      { name: "legenda.vtt", bytes: vtt },
      { target: "pt-BR", source: "en" },
      { cookie: await cookie() },
    );
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/vtt; charset=utf-8");
    expect(response.headers.get("content-disposition")).toContain('filename="legenda.pt-BR.vtt"');
    expect(response.headers.get("x-translate-converted-from")).toBeNull();
    expect(await response.text()).toBe(vtt.replace("Hello world", "Olá mundo"));
  });

  it("translates 20.000 one-letter cues in at most 20 model calls", async () => {
    const letters = "abcdefghijklmnopqrstuvwxyz";
    const srt = Array.from(
      { length: 20_000 },
      (_, i) => `${i + 1}\n00:00:01,000 --> 00:00:02,000\n${letters[i % letters.length]}\n`,
    ).join("\n");
    const response = await upload(
      { name: "letras.srt", bytes: srt },
      { target: "pt-BR", source: "en" },
      { cookie: await cookie() },
    );
    expect(response.status).toBe(200);
    const out = await response.text();
    expect(out.match(/^00:00:01,000 --> 00:00:02,000$/gm)).toHaveLength(20_000);
    expect(fakeOpenAI().requests.length).toBeLessThanOrEqual(20);
  });

  it("streams 'N de M' progress and a .docx that keeps paragraphs, styles and bold/italic runs", async () => {
    const docx = buildDocx([
      { style: "Heading1", runs: [{ text: "Welcome" }] },
      { runs: [{ text: "Hello " }, { text: "bold", bold: true }, { text: " and " }, { text: "italic", italic: true }] },
      ...Array.from({ length: 6 }, () => ({ runs: [{ text: "Hello world. ".repeat(60) }] })),
    ]);
    const response = await upload(
      { name: "ficha.docx", bytes: docx },
      { target: "pt-BR", formality: "more" },
      { cookie: await cookie(), accept: "application/x-ndjson" },
    );
    expect(response.headers.get("content-type")).toMatch(/^application\/x-ndjson/);
    const events = await lines(response);
    const progress = events.filter((event) => event.progress).map((event) => event.progress);
    expect(progress[0]).toEqual({ done: 0, total: 3 });
    expect(progress.at(-1)).toEqual({ done: 3, total: 3 });
    const file = events.at(-1)!.file as { name: string; base64: string; review: number };
    expect(file).toMatchObject({ name: "ficha.pt-BR.docx", review: 0 });
    const paragraphs = readDocxParagraphs(Buffer.from(file.base64, "base64"));
    expect(paragraphs.slice(0, 2)).toEqual([
      { style: "Heading1", runs: [{ text: "Bem-vindo" }] },
      { runs: [{ text: "Olá " }, { text: "negrito", bold: true }, { text: " e " }, { text: "itálico", italic: true }] },
    ]);
    expect(paragraphs).toHaveLength(8);
    expect(paragraphs[7].runs[0].text).toMatch(/^Olá mundo\. /);
  });

  it("answers an .xlsx translated, with its numbers and formulas as they were", async () => {
    const response = await upload(
      { name: "precos.xlsx", bytes: buildXlsx() },
      { target: "pt-BR", source: "en" },
      { cookie: await cookie() },
    );
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe(
      "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    );
    expect(response.headers.get("content-disposition")).toContain('filename="precos.pt-BR.xlsx"');
    const files = unzipSync(new Uint8Array(await response.arrayBuffer()));
    const text = (name: string) => new TextDecoder().decode(files[name]);
    expect(text("xl/worksheets/sheet1.xml")).toContain('<is><t xml:space="preserve">Bom dia</t></is>');
    expect(text("xl/worksheets/sheet1.xml")).toContain("<f>SUM(B2:B3)</f><v>30.5</v>");
    expect(text("xl/sharedStrings.xml")).toContain("<si><t>{{item.name}}</t></si>");
    expect(text("xl/sharedStrings.xml")).not.toContain("<t>Blue chair</t>");
  });

  it("marks a block that lost a placeholder twice with [revisar], in the file and the header", async () => {
    fakeOpenAI().queue("chat", { kind: "translation", mode: "drop-placeholder" }, 2);
    const response = await upload(
      { name: "notas.txt", bytes: "Hello {name}\n\nGood morning" },
      { target: "pt-BR", source: "en" },
      { cookie: await cookie() },
    );
    expect(response.headers.get("x-translate-review")).toBe("1");
    expect(await response.text()).toBe("[revisar] Olá\n\nBom dia");
  });

  it("answers 429 to the sixth file in 10 minutes of one account", async () => {
    const session = await cookie();
    for (let i = 0; i < 5; i++) await upload(null, { target: "pt-BR" }, { cookie: session });
    const limited = await upload({ name: "a.txt", bytes: "Hello" }, { target: "pt-BR" }, { cookie: session });
    expect(await errorOf(limited)).toMatchObject({ status: 429, message: expect.stringMatching(/muitos arquivos/) });
  });

  it("stops calling the model when the person cancels", async () => {
    fakeOpenAI().queue("chat", { kind: "translation", mode: "good", delayMs: 400 }, 6);
    const text = Array.from({ length: 6 }, () => "Hello world. ".repeat(150)).join("\n\n");
    const abort = new AbortController();
    const response = await upload(
      { name: "longo.txt", bytes: text },
      { target: "pt-BR", source: "en" },
      { cookie: await cookie(), accept: "application/x-ndjson", signal: abort.signal },
    );
    const reader = response.body!.getReader();
    const first = new TextDecoder().decode((await reader.read()).value);
    expect(JSON.parse(first.split("\n")[0])).toEqual({ progress: { done: 0, total: 6 } });
    abort.abort();
    await reader.cancel();
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(fakeOpenAI().requests.length).toBeLessThanOrEqual(2);
  });

  it("refuses bad files and fields with a pt-BR message and a 4xx", async () => {
    // An account may send 5 files per 10 minutes, refused ones too: one account per refusal.
    const refuse = async (file: { name: string; bytes: Uint8Array | string } | null, fields = { target: "pt-BR" }) =>
      errorOf(await upload(file, fields, { cookie: await cookie() }));
    expect(await refuse({ name: "vazio.txt", bytes: "" })).toMatchObject({
      status: 400,
      message: "O arquivo está vazio. Escolha outro arquivo.",
    });
    expect((await refuse({ name: "falso.docx", bytes: "isto não é um zip" })).message).toMatch(
      /não é um documento do Word/,
    );
    const bomb = zipSync({ "word/document.xml": new Uint8Array(31 * 1024 * 1024) }, { level: 1 });
    expect((await refuse({ name: "bomba.docx", bytes: bomb })).message).toMatch(/grande demais/);
    expect((await refuse({ name: "quebrado.srt", bytes: "1\n00:00:01 --> 00:00:02\nOi\n" })).message).toMatch(
      /linha 2/,
    );
    expect(await refuse({ name: "grande.txt", bytes: "a".repeat(6 * 1024 * 1024) })).toMatchObject({
      status: 413,
      message: "O arquivo pode ter no máximo 5 MB. Divida-o em partes menores.",
    });
    expect(
      (await refuse({ name: "quebrado.srt", bytes: new Uint8Array([0xff, 0xfe, 0x31, 0x00, 0x00]) })).message,
    ).toBe("O arquivo parece estar em UTF-16 LE, mas tem bytes inválidos. Salve-o como UTF-8 e envie de novo.");
    expect((await refuse({ name: "slides.ppt", bytes: "x" })).message).toBe(
      "Envie um arquivo .txt, .srt, .vtt, .docx, .xlsx, .pptx ou um arquivo de idioma (.json, .po, .pot, .xlf, .xliff, .xml, .arb, .yml, .yaml, .properties, .strings, .stringsdict, .xcstrings).",
    );
    expect((await refuse({ name: "planilha.xlsx", bytes: "x" })).message).toMatch(/não é uma planilha do Excel/);
    expect((await refuse({ name: "slides.pptx", bytes: "x" })).message).toMatch(/não é uma apresentação do PowerPoint/);
    expect((await refuse(null)).message).toMatch(/Escolha um arquivo/);
    expect((await refuse({ name: "a.txt", bytes: "Hello" }, { target: "xx" })).message).toMatch(
      /Idioma de destino desconhecido/,
    );
    expect((await refuse({ name: "a.txt", bytes: "a".repeat(250_001) })).message).toMatch(/limite é 250\.000/);
    expect(fakeOpenAI().requests).toHaveLength(0);
    // Thirteen accounts signed up and thirteen files parsed each in a new pool thread: tens of seconds under load.
  }, 90_000);
});

describe("POST /api/translate/document with an app's locale file", () => {
  it("gives back a Russian i18next JSON with every key, placeholder and the plural forms Russian needs, and its review", async () => {
    const json =
      '{\n  "welcome": "Welcome, {{name}}!",\n  "files_one": "{{count}} file",\n  "files_other": "{{count}} files",\n' +
      '  "version": "{{version}}"\n}\n';
    const response = await upload(
      { name: "en.json", bytes: json },
      { target: "ru", source: "en" },
      { cookie: await cookie(), accept: "application/x-ndjson" },
    );
    const file = (await lines(response)).at(-1)!.file as {
      name: string;
      base64: string;
      report: { translated: number; kept: unknown[]; pluralsAdded: { key: string; categories: string[] }[] };
    };
    expect(file.name).toBe("en.ru.json");
    const out = Buffer.from(file.base64, "base64").toString("utf8");
    expect(Object.keys(JSON.parse(out))).toEqual([
      "welcome",
      "files_one",
      "files_other",
      "files_few",
      "files_many",
      "version",
    ]);
    expect(JSON.parse(out)).toMatchObject({ welcome: "Bem-vindo, {{name}}!", version: "{{version}}" });
    expect(JSON.parse(out).files_few).toMatch(/^\[ru\] \{\{count\}\} files$/);
    expect(file.report).toMatchObject({
      translated: 2,
      kept: [],
      pluralsAdded: [{ key: "files", categories: ["few", "many"] }],
    });
    // The model never saw a placeholder as text: only tokens, and the key as context.
    const asked = JSON.stringify(fakeOpenAI().requests.at(-1));
    expect(asked).toContain('<ctx key=\\\\\\"files\\\\\\" plural=\\\\\\"few\\\\\\" n=\\\\\\"2\\\\\\"/> <x1/> files');
    expect(asked).not.toContain("{{count}}");
  });
});
