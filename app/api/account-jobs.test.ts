import { readFileSync } from "node:fs";
import { writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { strToU8 } from "fflate";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { deleteAccount } from "@/lib/account/delete";
import { getDb, schema } from "@/lib/db";
import { abandonLocalJobs } from "@/lib/jobs/host";
import { accountOwner } from "@/lib/jobs/owner";
import { saveResult } from "@/lib/jobs/results";
import { finishJob, insertJob } from "@/lib/jobs/store";
import { DOCUMENT_KEEP_MS, documentJobs } from "@/lib/translate/documents/jobs";
import { newUser, sessionCookieFor } from "@/test-support/auth";
import { withFakeOpenAI } from "@/test-support/fakes/with-fake-openai";
import { prose } from "@/test-support/prose";
import { errorOf, jsonRequest } from "@/test-support/requests";
import { GET as speechStatus } from "./speech/[id]/route";
import { POST as speak } from "./speech/route";
import { GET as documentFile } from "./translate/document/[id]/file/route";
import { GET as documentStatus } from "./translate/document/[id]/route";
import { GET as latestDocument, POST as translate } from "./translate/document/route";

/** An account's jobs across the tools: one owner name, and one running plus one queued per person in all. */
const fake = withFakeOpenAI({ OPENAI_CHAT_MODEL: "gpt-4.1-mini", OPENAI_TTS_MODEL: "gpt-4o-mini-tts" });

beforeAll(() => getDb(), 60_000);
afterEach(async () => {
  abandonLocalJobs(); // each test starts as a fresh process
  await (await getDb()).delete(schema.jobs);
});

const base = "http://127.0.0.1:3000";
const params = (id: string) => ({ params: Promise.resolve({ id }) });
let nextIp = 1;

function upload(name: string, text: string, cookie: string) {
  const form = new FormData();
  form.set("target", "pt-BR");
  form.set("source", "en");
  form.set("file", new Blob([strToU8(text)]), name);
  return translate(
    new Request(`${base}/api/translate/document`, {
      method: "POST",
      body: form,
      headers: { cookie, prefer: "respond-async" },
    }),
  );
}
const speakLater = (text: string, cookie: string) =>
  speak(
    jsonRequest(
      "/api/speech",
      { text, captions: "srt" },
      { headers: { cookie, prefer: "respond-async", "x-peer-address": `203.0.113.${nextIp++}` } },
    ),
  );

async function idOf(response: Response): Promise<string> {
  expect(response.status).toBe(202);
  return ((await response.json()) as { id: string }).id;
}

async function view(answer: Promise<Response>): Promise<{ status: string }> {
  const response = await answer;
  expect(response.status).toBe(200);
  return (await response.json()) as { status: string };
}

/** Six blocks of 1.950 characters: six model calls. */
const LONG = Array.from({ length: 6 }, () => "Hello world. ".repeat(150)).join("\n\n");

describe("an account's jobs across the tools", () => {
  it("holds one running and one queued job per person, whichever tool: a document running and a speech queued refuse a third", async () => {
    fake().queue("chat", { kind: "translation", mode: "good", delayMs: 1_500 }, 6);
    const cookie = await sessionCookieFor(await newUser());
    const document = await idOf(await upload("longo.txt", LONG, cookie));
    const documentView = () =>
      view(
        documentStatus(
          new Request(`${base}/api/translate/document/${document}`, { headers: { cookie } }),
          params(document),
        ),
      );
    for (let i = 0; i < 100 && (await documentView()).status !== "running"; i++)
      await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await documentView()).toMatchObject({ status: "running" });

    const speech = await idOf(await speakLater(prose(300), cookie));
    // The person's document is running: the audio waits its turn instead of running beside it.
    await new Promise((resolve) => setTimeout(resolve, 1_200));
    expect(
      await view(speechStatus(new Request(`${base}/api/speech/${speech}`, { headers: { cookie } }), params(speech))),
    ).toMatchObject({ status: "queued" });

    expect(await errorOf(await upload("terceiro.txt", LONG, cookie))).toMatchObject({
      status: 429,
      message: "Você já tem um arquivo sendo traduzido e outro na fila. Aguarde um deles terminar para enviar outro.",
    });
    expect(await errorOf(await speakLater(prose(300), cookie))).toMatchObject({
      status: 429,
      message:
        "Você já tem um áudio sendo gerado e outro na fila. Espere um deles terminar (ou cancele) para pedir outro.",
    });
    // Another person is not held back by this one's jobs.
    const other = await sessionCookieFor(await newUser());
    await idOf(await speakLater(prose(300), other));
  }, 60_000);

  it("still finds, lists, serves and deletes with the account a document job stored under the bare account id before the deploy", async () => {
    const user = await newUser();
    const cookie = await sessionCookieFor(user);
    // A job stored the old way (owner and client the account's id), done, with its file.
    const old = await insertJob({
      kind: documentJobs.kind,
      owner: user.id,
      client: user.id,
      input: { format: "txt", name: "nota.pt-BR.txt", translation: {}, chars: 5 },
      expiresAt: new Date(Date.now() + DOCUMENT_KEEP_MS),
    });
    const file = path.join(tmpdir(), `old-job-${old.id}.txt`);
    await writeFile(file, "Olá mundo");
    await saveResult(old.id, file);
    await finishJob(old.id, { status: "done", result: { name: "nota.pt-BR.txt", review: 0 } }, DOCUMENT_KEEP_MS);

    // The deploy's migration.
    const db = await getDb();
    await db.execute(sql.raw(readFileSync(path.join(process.cwd(), "drizzle", "0007_account_job_owner.sql"), "utf8")));

    const headers = { cookie };
    expect(
      await view(documentStatus(new Request(`${base}/api/translate/document/${old.id}`, { headers }), params(old.id))),
    ).toMatchObject({ status: "done" });
    const listed = (await (
      await latestDocument(new Request(`${base}/api/translate/document`, { headers }))
    ).json()) as {
      job: { id: string } | null;
    };
    expect(listed.job?.id).toBe(old.id);
    const served = await documentFile(
      new Request(`${base}/api/translate/document/${old.id}/file`, { headers }),
      params(old.id),
    );
    expect(await served.text()).toBe("Olá mundo");

    await deleteAccount({ ...user, emailVerified: false }, user.password, "203.0.113.252");
    expect(
      await db
        .select()
        .from(schema.jobs)
        .where(eq(schema.jobs.owner, accountOwner(user.id))),
    ).toEqual([]);
    expect(await db.select().from(schema.jobs).where(eq(schema.jobs.id, old.id))).toEqual([]);
    expect(await db.select().from(schema.jobResults).where(eq(schema.jobResults.jobId, old.id))).toEqual([]);
  }, 60_000);
});
