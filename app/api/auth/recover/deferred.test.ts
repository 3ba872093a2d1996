import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { POST as recover } from "@/app/api/auth/recover/route";
import { getDb } from "@/lib/db";
import { startSmtpSink, type SmtpSink } from "@/test-support/fakes/smtp-sink";
import { jsonRequest } from "@/test-support/requests";
import { newUser, uniqueEmail } from "@/test-support/auth";

// Next's after() runs its task once the answer has been sent; here the test decides when that is.
const afterTasks = vi.hoisted(() => [] as (() => Promise<unknown>)[]);
vi.mock("next/server", async (original) => ({
  ...(await original<typeof import("next/server")>()),
  after: (task: () => Promise<unknown>) => void afterTasks.push(task),
}));

let sink: SmtpSink;
beforeAll(async () => {
  sink = await startSmtpSink(0);
  // Migrating the embedded database takes seconds on a busy machine: done under the hook's time limit.
  await getDb();
}, 120_000);
afterAll(() => sink.close());
beforeEach(() => {
  process.env.SMTP_URL = `smtp://127.0.0.1:${sink.port}`;
  afterTasks.length = 0;
});

describe("POST /api/auth/recover (enumeration by timing)", () => {
  it("answers before any work that depends on the e-mail: a known and an unknown e-mail take the same path", async () => {
    const user = await newUser();
    for (const email of [user.email, uniqueEmail("ninguem")]) {
      const response = await recover(jsonRequest("/api/auth/recover", { email }));
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ ok: true });
    }
    // Answered, and nothing looked up or sent yet: the lookup and the e-mail wait for after the answer.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(sink.messages).toHaveLength(0);
    expect(afterTasks).toHaveLength(2);

    await Promise.all(afterTasks.map((task) => task()));
    expect(sink.messages.map((mail) => mail.to)).toEqual([[user.email]]);
  });
});
