import { mkdtemp, readdir, readFile, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { GET as exportAccount } from "@/app/api/account/export/route";
import { GET as leadsCsv } from "@/app/api/admin/leads.csv/route";
import { GET as numbersCsv } from "@/app/api/admin/numbers.csv/route";
import { POST as convert } from "@/app/api/converter/route";
import { GET as siteZip } from "@/app/api/converter/site/[id]/download/route";
import { GET as dictionary } from "@/app/api/speech/dictionary/route";
import { POST as speak } from "@/app/api/speech/route";
import { GET as speechMp3 } from "@/app/api/speech/[id]/download/route";
import { GET as translatedFile } from "@/app/api/translate/document/[id]/file/route";
import { POST as translateDocument } from "@/app/api/translate/document/route";
import { GET as glossary } from "@/app/api/translate/glossary/route";
import { createJob, KEEP_MS } from "@/lib/converter/site/jobs";
import { ownerOrNew } from "@/lib/converter/site/owner";
import { getDb } from "@/lib/db";
import { resetEnvCache } from "@/lib/env";
import { contentDisposition } from "@/lib/http/content-disposition";
import { saveResult } from "@/lib/jobs/results";
import { finishJob } from "@/lib/jobs/store";
import { createDocumentJob, DOCUMENT_KEEP_MS } from "@/lib/translate/documents/jobs";
import type { TranslationRequest } from "@/lib/translate/prompt";
import { newUser, sessionCookieFor } from "@/test-support/auth";
import { startFixtureSite, type FixtureSite } from "@/test-support/fakes/fixture-site";
import { withFakeOpenAI } from "@/test-support/fakes/with-fake-openai";
import { jsonRequest } from "@/test-support/requests";
import { accountOwner } from "@/lib/jobs/owner";
import { createSpeechJob, SPEECH_KEEP_MS } from "@/lib/speech/jobs";

withFakeOpenAI({ OPENAI_CHAT_MODEL: "gpt-4.1-mini" });
const BASE = "http://127.0.0.1:3000";
let site: FixtureSite;

beforeAll(async () => {
  await getDb();
  site = await startFixtureSite(0);
}, 60_000);
afterAll(() => site.close());
beforeEach(() => {
  process.env.CONVERTER_ALLOWED_HOSTS = `127.0.0.1:${site.port}`;
  resetEnvCache();
});

/**
 * The header as RFC 6266 has it, read the way a browser does: the disposition type, a quoted ASCII `filename`
 * (no quote or backslash inside), and, when present, `filename*` in UTF-8 (RFC 8187), which wins.
 */
function readDisposition(header: string | null): { type: string; fileName: string; ascii: string } {
  const match =
    /^(attachment|inline); filename="([\x20\x21\x23-\x5b\x5d-\x7e]*)"(?:; filename\*=UTF-8''((?:%[0-9A-F]{2}|[A-Za-z0-9!#$&+.^_`|~-])+))?$/.exec(
      header ?? "",
    );
  if (!match) throw new Error(`not a valid Content-Disposition: ${header}`);
  const [, type, ascii, extended] = match;
  return { type, ascii, fileName: extended ? decodeURIComponent(extended) : ascii };
}

const userCookie = async () => sessionCookieFor(await newUser(undefined, { verified: true }));

/** Every route that answers a download, each asked for a file whose name (or source of its name) has accents. */
const downloads: Record<string, () => Promise<{ response: Response; type: string; fileName: RegExp | string }>> = {
  "app/api/translate/document/route.ts": async () => {
    const form = new FormData();
    form.set("target", "pt-BR");
    form.set("file", new Blob(["1\n00:00:01,000 --> 00:00:02,000\nHello\n"]), "relatório de ação nº 1.srt");
    const request = new Request(`${BASE}/api/translate/document`, {
      method: "POST",
      body: form,
      headers: { cookie: await userCookie() },
    });
    return {
      response: await translateDocument(request),
      type: "attachment",
      fileName: "relatório de ação nº 1.pt-BR.srt",
    };
  },
  "app/api/translate/document/[id]/file/route.ts": async () => {
    const user = await newUser(undefined, { verified: true });
    const translation: TranslationRequest = { source: "en", target: "pt-BR", formality: "default", glossary: [] };
    const name = "relatório de ação nº 1.pt-BR.srt";
    const job = await createDocumentJob(user.id, { format: "srt", name, translation, chars: 5 }, new Uint8Array(1));
    const file = path.join(await mkdtemp(path.join(tmpdir(), "srt-")), "out.srt");
    await writeFile(file, "1\n00:00:01,000 --> 00:00:02,000\nOlá\n");
    await saveResult(job.id, file);
    await finishJob(job.id, { status: "done", result: { name, review: 0 } }, DOCUMENT_KEEP_MS);
    const request = new Request(`${BASE}/api/translate/document/${job.id}/file`, {
      headers: { cookie: await sessionCookieFor(user) },
    });
    return {
      response: await translatedFile(request, { params: Promise.resolve({ id: job.id }) }),
      type: "attachment",
      fileName: name,
    };
  },
  "app/api/speech/route.ts": async () => ({
    response: await speak(jsonRequest("/api/speech", { text: "Ação e coração, já!", voice: "nova" })),
    type: "inline",
    fileName: "acao-e-coracao-ja.mp3",
  }),
  "app/api/converter/route.ts": async () => ({
    // Its <title> is "Página Elementor de Exemplo".
    response: await convert(jsonRequest("/api/converter", { url: `${site.origin}/elementor/` })),
    type: "attachment",
    fileName: "pagina-elementor-de-exemplo.html",
  }),
  "app/api/converter/site/[id]/download/route.ts": async () => {
    const cookie = `conversor=${"a".repeat(32)}`;
    const { owner } = ownerOrNew(new Request(BASE, { headers: { cookie } }));
    const job = await createJob(owner, "127.0.0.1", { url: `${site.origin}/`, options: { maxPages: 1, forms: {} } });
    const zip = path.join(await mkdtemp(path.join(tmpdir(), "zip-")), "site.zip");
    await writeFile(zip, "PK\x05\x06" + "\0".repeat(18));
    await saveResult(job.id, zip);
    await finishJob(job.id, { status: "done", result: { fileName: "são-joão.com.br.zip" } }, KEEP_MS);
    const request = new Request(`${BASE}/api/converter/site/${job.id}/download`, { headers: { cookie } });
    return {
      response: await siteZip(request, { params: Promise.resolve({ id: job.id }) }),
      type: "attachment",
      fileName: "são-joão.com.br.zip",
    };
  },
  "app/api/speech/[id]/download/route.ts": async () => {
    const user = await newUser();
    const job = await createSpeechJob(accountOwner(user.id), { parts: 1 });
    const mp3 = path.join(await mkdtemp(path.join(tmpdir(), "mp3-")), "audio.mp3");
    await writeFile(mp3, "\xff\xfb");
    await saveResult(job.id, mp3);
    await finishJob(
      job.id,
      { status: "done", result: { fileName: "ação-e-coração.mp3", engine: "offline" } },
      SPEECH_KEEP_MS,
    );
    const request = new Request(`${BASE}/api/speech/${job.id}/download`, {
      headers: { cookie: await sessionCookieFor(user) },
    });
    return {
      response: await speechMp3(request, { params: Promise.resolve({ id: job.id }) }),
      type: "inline",
      fileName: "ação-e-coração.mp3",
    };
  },
  "app/api/account/export/route.ts": async () => ({
    response: await exportAccount(
      new Request(`${BASE}/api/account/export`, { headers: { cookie: await userCookie() } }),
    ),
    type: "attachment",
    fileName: /^meus-dados-\d{4}-\d\d-\d\d\.json$/,
  }),
  "app/api/admin/leads.csv/route.ts": async () => {
    const admin = await newUser(undefined, { verified: true });
    process.env.ADMIN_EMAILS = admin.email;
    resetEnvCache();
    const cookie = await sessionCookieFor(admin);
    const response = await leadsCsv(new Request(`${BASE}/api/admin/leads.csv`, { headers: { cookie } }));
    delete process.env.ADMIN_EMAILS;
    return { response, type: "attachment", fileName: /^leads-\d{4}-\d\d-\d\d\.csv$/ };
  },
  "app/api/admin/numbers.csv/route.ts": async () => {
    const admin = await newUser(undefined, { verified: true });
    process.env.ADMIN_EMAILS = admin.email;
    resetEnvCache();
    const cookie = await sessionCookieFor(admin);
    const response = await numbersCsv(new Request(`${BASE}/api/admin/numbers.csv?dias=7`, { headers: { cookie } }));
    delete process.env.ADMIN_EMAILS;
    return { response, type: "attachment", fileName: /^numeros-7-dias-\d{4}-\d\d-\d\d\.csv$/ };
  },
  "app/api/speech/dictionary/route.ts": async () => ({
    response: await dictionary(
      new Request(`${BASE}/api/speech/dictionary?format=csv`, { headers: { cookie: await userCookie() } }),
    ),
    type: "attachment",
    fileName: "dicionario-de-pronuncia.csv",
  }),
  "app/api/translate/glossary/route.ts": async () => ({
    response: await glossary(
      new Request(`${BASE}/api/translate/glossary?format=csv&sourceLang=en&targetLang=pt-BR`, {
        headers: { cookie: await userCookie() },
      }),
    ),
    type: "attachment",
    fileName: "glossario-en-pt-BR.csv",
  }),
};

async function routeFiles(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => {
      const file = path.join(folder, entry.name);
      if (entry.isDirectory()) return routeFiles(file);
      return entry.name === "route.ts" ? [file] : [];
    }),
  );
  return nested.flat();
}

describe("downloads' Content-Disposition", () => {
  it("is built by contentDisposition (itself or through download) in every route that sends one, and each of them is tried below", async () => {
    const root = path.resolve(__dirname, "../..");
    const senders: string[] = [];
    for (const file of await routeFiles(path.join(root, "app"))) {
      const source = await readFile(file, "utf8");
      if (!/content-disposition|\bdownload\(/i.test(source)) continue;
      senders.push(path.relative(root, file));
      expect(source, file).toMatch(/"Content-Disposition": contentDisposition\(|\bdownload\(/);
      expect(source, file).not.toMatch(/filename=/);
    }
    expect(senders.sort()).toEqual(Object.keys(downloads).sort());
  });

  for (const [route, download] of Object.entries(downloads)) {
    it(`is valid and names the file in ${route}`, async () => {
      const { response, type, fileName } = await download();
      expect(response.status).toBe(200);
      const header = readDisposition(response.headers.get("content-disposition"));
      expect(header.type).toBe(type);
      if (typeof fileName === "string") expect(header.fileName).toBe(fileName);
      else expect(header.fileName).toMatch(fileName);
      await response.body?.cancel();
    });
  }

  it("keeps a plain ASCII name as it is, and gives any other an ASCII stand-in and its UTF-8 form", () => {
    expect(contentDisposition("leads-2026-11-27.csv")).toBe('attachment; filename="leads-2026-11-27.csv"');
    expect(contentDisposition("ação.mp3", "inline")).toBe(
      "inline; filename=\"acao.mp3\"; filename*=UTF-8''a%C3%A7%C3%A3o.mp3",
    );
    expect(readDisposition(contentDisposition('l\'"quote"\\ (1)*.txt'))).toEqual({
      type: "attachment",
      ascii: "l'_quote__ (1)*.txt",
      fileName: 'l\'"quote"\\ (1)*.txt',
    });
    expect(readDisposition(contentDisposition("日本語.txt")).fileName).toBe("日本語.txt");
    expect(contentDisposition("a\r\nSet-Cookie: x.txt")).toBe('attachment; filename="aSet-Cookie: x.txt"');
  });
});
