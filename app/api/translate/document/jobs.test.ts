import { strToU8 } from "fflate";
import iconv from "iconv-lite";
import { eq } from "drizzle-orm";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { deleteAccount } from "@/lib/account/delete";
import { getDb, schema } from "@/lib/db";
import { resetEnvCache } from "@/lib/env";
import { abandonLocalJobs } from "@/lib/jobs/host";
import { expireJobs, LEASE_MS, newInstanceId } from "@/lib/jobs/store";
import { serveDocumentJobs } from "@/lib/ai/translate-document";
import { newUser, sessionCookieFor } from "@/test-support/auth";
import { withFakeOpenAI } from "@/test-support/fakes/with-fake-openai";
import { errorOf } from "@/test-support/requests";
import { GET as file } from "./[id]/file/route";
import { DELETE, GET as status } from "./[id]/route";
import { GET as latest, POST } from "./route";

const fakeOpenAI = withFakeOpenAI({ OPENAI_CHAT_MODEL: "gpt-4.1-mini" });

beforeAll(() => getDb(), 60_000);
afterEach(async () => {
  vi.useRealTimers();
  abandonLocalJobs(); // each test starts as a fresh process
  delete process.env.JOB_WORKERS;
  resetEnvCache();
  // and with no job left waiting by an earlier one (on PostgreSQL the files of a worker share a database)
  await (await getDb()).delete(schema.jobs);
});

const cookie = async () => sessionCookieFor(await newUser());

function upload(
  name: string,
  bytes: Uint8Array | string,
  cookie: string,
  prefer = "respond-async",
  fields: Record<string, string> = {},
) {
  const form = new FormData();
  form.set("target", "pt-BR");
  form.set("source", "en");
  for (const [field, value] of Object.entries(fields)) form.set(field, value);
  form.set("file", new Blob([typeof bytes === "string" ? strToU8(bytes) : new Uint8Array(bytes)]), name);
  return POST(
    new Request("http://127.0.0.1:3000/api/translate/document", {
      method: "POST",
      body: form,
      headers: { cookie, ...(prefer ? { prefer } : {}) },
    }),
  );
}

const params = (id: string) => ({ params: Promise.resolve({ id }) });
const as = (cookie: string | undefined) => (cookie ? { cookie } : undefined);
const url = (id: string, tail = "") => `http://127.0.0.1:3000/api/translate/document/${id}${tail}`;
const get = (id: string, cookie?: string) => status(new Request(url(id), { headers: as(cookie) }), params(id));
const cancel = (id: string, cookie?: string) =>
  DELETE(new Request(url(id), { method: "DELETE", headers: as(cookie) }), params(id));
const download = (id: string, cookie?: string) =>
  file(new Request(url(id, "/file"), { headers: as(cookie) }), params(id));

type View = {
  id: string;
  status: string;
  name: string;
  progress: { done: number; total: number };
  message?: string;
  review?: number;
  convertedFrom?: string;
};

async function until(id: string, cookie: string, done: (job: View) => boolean): Promise<View> {
  for (let i = 0; i < 600; i++) {
    const job = (await (await get(id, cookie)).json()) as View;
    if (done(job)) return job;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error("the job never got there");
}
const ended = (job: View) => !["queued", "running"].includes(job.status);

async function started(name: string, bytes: Uint8Array | string, cookie: string): Promise<string> {
  const response = await upload(name, bytes, cookie);
  expect(response.status).toBe(202);
  const { id } = (await response.json()) as { id: string };
  expect(response.headers.get("location")).toBe(`/api/translate/document/${id}`);
  return id;
}

/** Six blocks of 1.950 characters: six model calls. */
const LONG = Array.from({ length: 6 }, () => "Hello world. ".repeat(150)).join("\n\n");

describe("POST /api/translate/document with Prefer: respond-async", () => {
  it("answers 202 {id}, shows the progress in blocks, and serves the file with the one-request answer's headers", async () => {
    const session = await cookie();
    const srt = "1\r\n00:00:01,000 --> 00:00:04,000\r\nHello world! João disse “olá”.\r\n";
    const bytes = iconv.encode(srt, "windows-1252");
    const id = await started("legenda.srt", bytes, session);
    const done = await until(id, session, ended);
    expect(done).toMatchObject({
      status: "done",
      name: "legenda.pt-BR.srt",
      progress: { done: 1, total: 1 },
      review: 0,
      convertedFrom: "windows-1252",
    });
    const answer = await download(id, session);
    expect(answer.status).toBe(200);
    const oneRequest = await upload("legenda.srt", bytes, session, "");
    expect(oneRequest.status).toBe(200);
    for (const header of ["content-type", "content-disposition", "x-translate-review", "x-translate-converted-from"])
      expect(answer.headers.get(header)).toBe(oneRequest.headers.get(header));
    const file = Buffer.from(await answer.arrayBuffer());
    expect(file.equals(Buffer.from(await oneRequest.arrayBuffer()))).toBe(true);
    expect(file.toString("utf8")).toBe("\uFEFF1\r\n00:00:01,000 --> 00:00:04,000\r\nOlá mundo! João disse “olá”.\r\n");
    // The page finds it again after a reload.
    const again = (await (
      await latest(new Request("http://127.0.0.1:3000/api/translate/document", { headers: { cookie: session } }))
    ).json()) as { job: View; quota: { used: number; limit: number } };
    expect(again.job).toMatchObject({ id, status: "done", name: "legenda.pt-BR.srt" });
    expect(again.quota.limit).toBe(300_000);
  }, 60_000);

  it("refuses a weak encoding guess before any quota, and translates the file in the encoding the person chose", async () => {
    const session = await cookie();
    const bytes = iconv.encode("1\n00:00:01,000 --> 00:00:02,000\nNeće\n", "windows-1250");
    const quota = async () =>
      (
        (await (
          await latest(new Request("http://127.0.0.1:3000/api/translate/document", { headers: { cookie: session } }))
        ).json()) as { quota: { used: number } }
      ).quota.used;
    const used = await quota();
    expect(await errorOf(await upload("legenda.srt", bytes, session))).toEqual({
      status: 400,
      code: "invalid_input",
      message:
        "Não temos certeza da codificação do arquivo: parece windows-1252, mas outra codificação daria letras " +
        "diferentes. Confira o trecho do arquivo e escolha a codificação em “Codificação do arquivo” antes de traduzir.",
    });
    expect(await quota()).toBe(used);
    expect(fakeOpenAI().requests).toHaveLength(0);

    // The job reads the upload again in the chosen encoding, wherever it runs.
    const response = await upload("legenda.srt", bytes, session, "respond-async", { encoding: "windows-1250" });
    expect(response.status).toBe(202);
    const { id } = (await response.json()) as { id: string };
    expect(await until(id, session, ended)).toMatchObject({ status: "done", convertedFrom: "windows-1250" });
    const translated = Buffer.from(await (await download(id, session)).arrayBuffer()).toString("utf8");
    expect(translated).toBe("\uFEFF1\n00:00:01,000 --> 00:00:02,000\n[pt-BR] Neće\n");
    expect(await quota()).toBe(used + "Neće".length);
  }, 60_000);

  it("deletes the account's document jobs, its upload and its translated file, with the account", async () => {
    const user = await newUser();
    const session = await sessionCookieFor(user);
    const id = await started("nota.txt", "Hello world.", session);
    await until(id, session, ended);
    await deleteAccount({ ...user, emailVerified: false }, user.password, "203.0.113.251");
    const db = await getDb();
    expect(await db.select().from(schema.jobs).where(eq(schema.jobs.id, id))).toEqual([]);
    expect(await db.select().from(schema.jobResults).where(eq(schema.jobResults.jobId, id))).toEqual([]);
  }, 60_000);

  it("takes a 118.000-character manual within the default day's quota, and translates it whole", async () => {
    const session = await cookie();
    // 118 paragraphs of 998 characters and their blank lines: 118.000 characters, 59 blocks.
    const paragraph = "Hello world. ".repeat(77).slice(0, 998);
    const manual = Array.from({ length: 118 }, () => paragraph).join("\n\n");
    const id = await started("manual.txt", manual, session);
    expect(await until(id, session, ended)).toMatchObject({ status: "done", progress: { done: 59, total: 59 } });
    const text = await (await download(id, session)).text();
    expect(text.split("\n\n")).toHaveLength(118);
    expect(text).not.toContain("Hello world");
  }, 120_000);

  it("answers 404 to another account and to a signed-out visitor, on status, cancel and file", async () => {
    const owner = await cookie();
    const id = await started("a.txt", "Hello world", owner);
    await until(id, owner, ended);
    for (const stranger of [await cookie(), undefined]) {
      for (const answer of [await get(id, stranger), await cancel(id, stranger), await download(id, stranger)]) {
        expect(await errorOf(answer)).toMatchObject({ status: 404, code: "not_found" });
      }
    }
    expect((await get(id, owner)).status).toBe(200);
    expect((await download(id, owner)).status).toBe(200);
  }, 60_000);

  it("cancels a running job: the model calls stop and no file is offered", async () => {
    fakeOpenAI().queue("chat", { kind: "translation", mode: "good", delayMs: 500 }, 6);
    const session = await cookie();
    const id = await started("longo.txt", LONG, session);
    expect(await until(id, session, (job) => job.progress.total > 0)).toMatchObject({
      status: "running",
      progress: { done: 0, total: 6 },
    });
    const answer = (await (await cancel(id, session)).json()) as View;
    expect(answer).toMatchObject({ status: "cancelled", message: "Tradução do arquivo cancelada. Nada foi baixado." });
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(fakeOpenAI().requests.length).toBeLessThanOrEqual(2);
    expect((await until(id, session, ended)).status).toBe("cancelled");
    expect(await errorOf(await download(id, session))).toMatchObject({ status: 404 });
  }, 60_000);

  it("survives a restart: a job queued while no process ran documents is taken by the next one", async () => {
    const session = await cookie();
    // No process runs documents now (JOB_WORKERS=0): the job waits in the database.
    process.env.JOB_WORKERS = "0";
    resetEnvCache();
    const queued = await started("a.txt", "Hello world", session);
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect((await until(queued, session, () => true)).status).toBe("queued");
    abandonLocalJobs();
    delete process.env.JOB_WORKERS;
    resetEnvCache();
    newInstanceId(); // a new process starts and serves documents (instrumentation.ts)
    serveDocumentJobs();
    expect(await until(queued, session, ended)).toMatchObject({ status: "done" });
    expect(await (await download(queued, session)).text()).toBe("Olá mundo");
  }, 90_000);

  it("fails the job of a process that died while it ran, instead of leaving it running", async () => {
    fakeOpenAI().queue("chat", { kind: "translation", mode: "good", delayMs: 2_000 }, 6);
    const session = await cookie();
    const id = await started("longo.txt", LONG, session);
    await until(id, session, (job) => job.status === "running");
    abandonLocalJobs(); // the process is gone: no heartbeat, no final status
    newInstanceId();
    expect((await until(id, session, () => true)).status).toBe("running"); // within its lease, still trusted
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + LEASE_MS + 1_000 });
    expect(await until(id, session, () => true)).toMatchObject({
      status: "failed",
      message: "A tradução do arquivo foi interrompida porque o servidor reiniciou. Envie o arquivo de novo.",
    });
    expect(await errorOf(await download(id, session))).toMatchObject({ status: 404 });
  }, 60_000);

  it("keeps the finished file 24 hours, then deletes it with the job", async () => {
    const session = await cookie();
    const id = await started("a.txt", "Hello world", session);
    await until(id, session, ended);
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + 23 * 60 * 60 * 1000 });
    expect((await download(id, session)).status).toBe(200);
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + 2 * 60 * 60 * 1000 });
    expect(await errorOf(await download(id, session))).toMatchObject({ status: 404 });
    expect(await expireJobs()).toBeGreaterThan(0);
    const db = await getDb();
    expect(await db.select().from(schema.jobResults).where(eq(schema.jobResults.jobId, id))).toHaveLength(0);
    expect(await db.select().from(schema.jobs).where(eq(schema.jobs.id, id))).toHaveLength(0);
  }, 60_000);

  it("refuses an account's third document (one running, one waiting) before it spends quota", async () => {
    fakeOpenAI().queue("chat", { kind: "translation", mode: "good", delayMs: 1_000 }, 12);
    const session = await cookie();
    const first = await started("um.txt", LONG, session);
    await until(first, session, (job) => job.status === "running"); // until a process takes it, it is the one waiting
    await started("dois.txt", LONG, session);
    const quota = async () =>
      (
        (await (
          await latest(new Request("http://127.0.0.1:3000/api/translate/document", { headers: { cookie: session } }))
        ).json()) as { quota: { used: number } }
      ).quota.used;
    const used = await quota();
    const third = await upload("tres.txt", LONG, session);
    expect(await errorOf(third)).toMatchObject({ status: 429, message: expect.stringMatching(/outro na fila/) });
    expect(await quota()).toBe(used);
  }, 60_000);

  it("gives the day's quota back for the blocks it did not translate: all of a queued job, the rest of a running one", async () => {
    const session = await cookie();
    const used = async () =>
      (
        (await (
          await latest(new Request("http://127.0.0.1:3000/api/translate/document", { headers: { cookie: session } }))
        ).json()) as { quota: { used: number } }
      ).quota.used;
    // Queued while no process serves documents: cancelled, all of it comes back, and the answer says so.
    process.env.JOB_WORKERS = "0";
    resetEnvCache();
    const queued = await started("longo.txt", LONG, session);
    const charged = await used();
    expect(charged).toBeGreaterThan(11_000);
    const answer = (await (await cancel(queued, session)).json()) as View & { quota: { used: number } };
    expect(answer).toMatchObject({ status: "cancelled", quota: { used: 0 } });
    expect(await used()).toBe(0);

    // Running: two of its six blocks translated, then cancelled: four sixths come back.
    abandonLocalJobs();
    delete process.env.JOB_WORKERS;
    resetEnvCache();
    fakeOpenAI().queue("chat", { kind: "translation", mode: "good" }, 2);
    fakeOpenAI().queue("chat", { kind: "translation", mode: "good", delayMs: 5_000 }, 4);
    const running = await started("longo.txt", LONG, session);
    serveDocumentJobs();
    await until(running, session, (job) => job.progress.done === 2);
    expect(((await (await cancel(running, session)).json()) as { quota: { used: number } }).quota.used).toBe(
      charged - Math.floor((charged * 4) / 6),
    );
    expect(await used()).toBe(charged - Math.floor((charged * 4) / 6));
  }, 60_000);
});
