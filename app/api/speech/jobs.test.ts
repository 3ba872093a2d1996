import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { eq } from "drizzle-orm";
import { getDb, schema } from "@/lib/db";
import { deleteAccount } from "@/lib/account/delete";
import { abandonLocalJobs } from "@/lib/jobs/host";
import { LEASE_MS, newInstanceId } from "@/lib/jobs/store";
import { parseCaptions } from "@/lib/speech/captions";
import { speechQuota } from "@/lib/speech/quota";
import { mp3Duration } from "@/lib/speech/mp3";
import { newUser, sessionCookieFor } from "@/test-support/auth";
import { withFakeOpenAI } from "@/test-support/fakes/with-fake-openai";
import { errorOf, jsonRequest } from "@/test-support/requests";
import { GET as download } from "./[id]/download/route";
import { DELETE, GET as status } from "./[id]/route";
import { GET as latest, POST } from "./route";
import { prose } from "@/test-support/prose";

/** Long or captioned speech of an account as a background job: `Prefer: respond-async`, 202, status, cancel, MP3. */
const fake = withFakeOpenAI({ OPENAI_TTS_MODEL: "gpt-4o-mini-tts" });

const async = { prefer: "respond-async" };
let nextIp = 1;
const headers = (cookie?: string) => ({ ...(cookie ? { cookie } : {}), "x-peer-address": `203.0.113.${nextIp++}` });
const post = (body: unknown, cookie?: string, extra: Record<string, string> = async) =>
  POST(jsonRequest("/api/speech", body, { headers: { ...headers(cookie), ...extra } }));
const get = (path: string, cookie?: string) =>
  new Request(new URL(path, "http://127.0.0.1:3000"), { headers: headers(cookie) });
const params = (id: string) => ({ params: Promise.resolve({ id }) });

type View = {
  id: string;
  status: string;
  done: number;
  total: number;
  message?: string;
  fileName?: string;
  download?: string;
  captions?: { srt: string; vtt: string };
};

async function started(response: Response): Promise<string> {
  expect(response.status).toBe(202);
  const { id } = (await response.json()) as { id: string };
  expect(response.headers.get("location")).toBe(`/api/speech/${id}`);
  return id;
}

/** Polls the job's status, as the page does, until `done` says so; answers every view seen on the way. */
async function until(cookie: string, id: string, done: (view: View) => boolean, timeoutMs = 60_000) {
  const seen: View[] = [];
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const response = await status(get(`/api/speech/${id}`, cookie), params(id));
    expect(response.status).toBe(200);
    const view = (await response.json()) as View;
    seen.push(view);
    if (done(view)) return seen;
    if (Date.now() > deadline) throw new Error(`job still ${view.status}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const speechCalls = () => fake().requests.filter((request) => request.endpoint === "speech").length;

describe("speech as a background job", () => {
  beforeAll(() => getDb(), 60_000);
  afterEach(() => vi.useRealTimers());

  it("reads 4.000 captioned characters in at most 20 speech calls: 202, progress by parts, MP3 and subtitles from the database", async () => {
    const cookie = await sessionCookieFor(await newUser());
    const text = prose(4000);
    const id = await started(await post({ text, captions: "srt" }, cookie));
    // Each part's WAV is encoded in a thread of its own: seconds each on a loaded machine.
    const seen = await until(cookie, id, (view) => view.status === "done" || view.status === "failed", 200_000);
    const last = seen.at(-1)!;
    expect(last).toMatchObject({ status: "done", fileName: "a-loja-abre-de-segunda-a.mp3" });
    expect(last.done).toBe(last.total);
    expect(speechCalls()).toBe(last.total);
    expect(last.total).toBeLessThanOrEqual(20);
    // The page can say how far it is: some view said a part count and a pt-BR message while it ran.
    expect(
      seen.some((view) => view.status !== "done" && view.total > 0 && /partes|fila/.test(view.message ?? "")),
    ).toBe(true);

    const audio = await download(get(`/api/speech/${id}/download`, cookie), params(id));
    expect(audio.status).toBe(200);
    expect(audio.headers.get("content-type")).toBe("audio/mpeg");
    const mp3 = new Uint8Array(await audio.arrayBuffer());
    expect(Number(audio.headers.get("content-length"))).toBe(mp3.length);
    const { seconds } = mp3Duration(mp3);

    const cues = parseCaptions(last.captions!.srt);
    expect(parseCaptions(last.captions!.vtt)).toEqual(cues);
    expect(last.captions!.vtt.startsWith("WEBVTT")).toBe(true);
    // Every word, in order, in cues that follow one another within the audio.
    expect(cues.map((cue) => cue.text.replace(/\n/g, " ")).join(" ")).toBe(text);
    expect(cues.length).toBeGreaterThan(last.total);
    cues.forEach((cue, i) => {
      expect(cue.end).toBeGreaterThan(cue.start);
      if (i) expect(cue.start).toBeGreaterThanOrEqual(cues[i - 1].end);
    });
    expect(cues.at(-1)!.end).toBeLessThanOrEqual(seconds + 0.001);

    // A reloaded page finds it again.
    const again = (await (await latest(get("/api/speech", cookie))).json()) as { job: View };
    expect(again.job).toMatchObject({ id, status: "done" });
  }, 240_000);

  it("answers 404 to another account and to a signed-out visitor, on status, download and cancel", async () => {
    const cookie = await sessionCookieFor(await newUser());
    const stranger = await sessionCookieFor(await newUser());
    const id = await started(await post({ text: prose(600) }, cookie));
    await until(cookie, id, (view) => view.status === "done");
    for (const who of [stranger, undefined]) {
      expect(await errorOf(await status(get(`/api/speech/${id}`, who), params(id)))).toMatchObject({
        status: 404,
        message: "Áudio não encontrado. Os áudios gerados ficam guardados por 24 horas.",
      });
      expect((await download(get(`/api/speech/${id}/download`, who), params(id))).status).toBe(404);
      const cancel = new Request(new URL(`/api/speech/${id}`, "http://127.0.0.1:3000"), {
        method: "DELETE",
        headers: headers(who),
      });
      expect((await DELETE(cancel, params(id))).status).toBe(404);
      expect(await (await latest(get("/api/speech", who))).json()).toEqual({ job: null });
    }
    // Still there, and still the owner's.
    expect((await download(get(`/api/speech/${id}/download`, cookie), params(id))).status).toBe(200);
  }, 60_000);

  it("deletes the account's speech jobs, text and audio, with the account", async () => {
    const user = await newUser();
    const cookie = await sessionCookieFor(user);
    const id = await started(await post({ text: prose(300) }, cookie));
    await until(cookie, id, (view) => view.status === "done");
    await deleteAccount({ ...user, emailVerified: false }, user.password, "203.0.113.250");
    const db = await getDb();
    expect(await db.select().from(schema.jobs).where(eq(schema.jobs.id, id))).toEqual([]);
    expect(await db.select().from(schema.jobResults).where(eq(schema.jobResults.jobId, id))).toEqual([]);
  }, 60_000);

  it("cancels a running job: no more speech calls, no audio, and the day's characters of the parts not read come back", async () => {
    const user = await newUser();
    const cookie = await sessionCookieFor(user);
    fake().queue("speech", { kind: "ok", delayMs: 1_500 }, 30);
    const id = await started(await post({ text: prose(2000), captions: "vtt" }, cookie));
    const charged = (await speechQuota.used(user.id)).used;
    expect(charged).toBeGreaterThan(1_500); // what is read aloud, as counted for the day
    await until(cookie, id, (view) => view.status === "running");
    const cancel = new Request(new URL(`/api/speech/${id}`, "http://127.0.0.1:3000"), {
      method: "DELETE",
      headers: headers(cookie),
    });
    const cancelled = await DELETE(cancel, params(id));
    expect(await cancelled.json()).toMatchObject({ status: "cancelled", message: "Geração do áudio cancelada." });
    const parts = (await until(cookie, id, () => true)).at(-1)!;
    expect((await speechQuota.used(user.id)).used).toBe(
      charged - Math.floor((charged * (parts.total - parts.done)) / parts.total),
    );
    expect(parts.done).toBeLessThan(parts.total);
    const calls = speechCalls();
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    expect(speechCalls()).toBe(calls);
    expect((await until(cookie, id, () => true)).at(-1)).toMatchObject({ status: "cancelled" });
    expect(await errorOf(await download(get(`/api/speech/${id}/download`, cookie), params(id)))).toMatchObject({
      status: 404,
      message: "O áudio ainda não está pronto.",
    });
  }, 60_000);

  it("fails with a pt-BR message a job whose process stopped, and holds one running and one queued per account", async () => {
    const cookie = await sessionCookieFor(await newUser());
    fake().queue("speech", { kind: "ok", delayMs: 3_000 }, 30);
    const id = await started(await post({ text: prose(2000), captions: "srt" }, cookie));
    await until(cookie, id, (view) => view.status === "running");
    const queued = await started(await post({ text: prose(300), captions: "srt" }, cookie));
    expect(await errorOf(await post({ text: prose(300), captions: "srt" }, cookie))).toMatchObject({
      status: 429,
      message:
        "Você já tem um áudio sendo gerado e outro na fila. Espere um deles terminar (ou cancele) para pedir outro.",
    });

    abandonLocalJobs(); // the process is gone: no heartbeat, no final status
    newInstanceId();
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + LEASE_MS + 1_000 });
    expect((await until(cookie, id, () => true)).at(-1)).toMatchObject({
      status: "failed",
      message: "O servidor reiniciou enquanto o áudio era gerado. Gere o áudio de novo.",
    });
    expect((await download(get(`/api/speech/${id}/download`, cookie), params(id))).status).toBe(404);
    // The queued one is still in line for the next process that serves speech.
    expect((await until(cookie, queued, () => true)).at(-1)).toMatchObject({ status: "queued" });
    vi.useRealTimers();
    const cancel = new Request(new URL(`/api/speech/${queued}`, "http://127.0.0.1:3000"), {
      method: "DELETE",
      headers: headers(cookie),
    });
    expect(await (await DELETE(cancel, params(queued))).json()).toMatchObject({ status: "cancelled" });
  }, 60_000);

  it("keeps the one-request answers: without the header, and for anonymous speech with it", async () => {
    const cookie = await sessionCookieFor(await newUser());
    const direct = await post({ text: prose(600), captions: "srt" }, cookie, {});
    expect(direct.status).toBe(200);
    expect(direct.headers.get("content-type")).toMatch(/^application\/json/);
    await direct.arrayBuffer();
    const anonymous = await post({ text: "Olá, tudo bem?" });
    expect(anonymous.status).toBe(200);
    expect(anonymous.headers.get("content-type")).toBe("audio/mpeg");
    await anonymous.arrayBuffer();
  }, 60_000);
});
