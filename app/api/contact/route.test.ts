import { randomUUID } from "node:crypto";
import { readdir, readFile } from "node:fs/promises";
import { createServer, type AddressInfo } from "node:net";
import path from "node:path";
import { inArray } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { startSmtpSink, type SmtpSink } from "@/test-support/fakes/smtp-sink";
import { closeDb, getDb } from "@/lib/db";
import { leadRetentionMonths } from "@/lib/content/contact";
import { leads } from "@/lib/db/schema";
import { resetEnvCache } from "@/lib/env";
import { MAX_BODY_BYTES } from "@/lib/http/body";
import { deliverPendingLeads } from "@/lib/leads/leads";
import { rateLimits } from "@/lib/http/limits";
import { contactMessages } from "@/lib/validation/contact";
import { errorOf, jsonRequest } from "@/test-support/requests";
import { GET, POST } from "./route";

const lead = (overrides: Record<string, unknown> = {}) => ({
  name: `Ana ${randomUUID().slice(0, 8)}`,
  contact: "ana@exemplo.com.br",
  topic: "reuniao",
  plan: "profissional",
  message: "Quero um site para a minha clínica, com agendamento.",
  website: "",
  ...overrides,
});
const post = (body: unknown, ip = "203.0.113.7") =>
  POST(jsonRequest("/api/contact", body, { headers: { "x-peer-address": ip } }));
const stored = async (...names: string[]) => (await getDb()).select().from(leads).where(inArray(leads.name, names));

let sink: SmtpSink;
beforeAll(async () => {
  sink = await startSmtpSink(0);
});
afterAll(async () => {
  await sink.close();
});
beforeEach(() => {
  process.env.SMTP_URL = `smtp://127.0.0.1:${sink.port}`;
  process.env.CONTACT_EMAIL = "vendas@exemplo.com.br";
  sink.messages.length = 0;
});

describe("POST /api/contact", () => {
  it("stores the lead, answers 201 and e-mails it to CONTACT_EMAIL with a reply-to", async () => {
    const body = lead();
    const response = await post(body);
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ ok: true });

    const [row] = await stored(body.name);
    expect(row).toMatchObject({
      contact: "ana@exemplo.com.br",
      topic: "reuniao",
      plan: "profissional",
      message: body.message,
    });

    await deliverPendingLeads();
    // Found by name: on a shared PostgreSQL, other test files' leads may be delivered by this call too.
    const mail = sink.messages.find((message) => message.text.includes(body.name))!;
    expect(mail.to).toEqual(["vendas@exemplo.com.br"]);
    expect(mail.text).toMatch(/^Reply-To: ana@exemplo\.com\.br/m);
    for (const part of [body.name, "Agendar uma reunião", "Profissional (R$ 1.999)", body.message])
      expect(mail.text).toContain(part);
    expect((await stored(body.name))[0].notifiedAt).toBeInstanceOf(Date);
  });

  it("accepts a WhatsApp number and links the e-mail to a chat with it", async () => {
    const body = lead({ contact: "(11) 98765-4321", plan: "", topic: undefined });
    expect((await post(body)).status).toBe(201);
    expect((await stored(body.name))[0]).toMatchObject({ contact: "(11) 98765-4321", topic: "projeto", plan: null });
    await deliverPendingLeads();
    const mail = sink.messages.find((message) => message.text.includes(body.name))!;
    expect(mail.text).toContain("https://wa.me/5511987654321?text=");
    expect(mail.text).toContain("Nenhum plano escolhido");
  });

  it("writes the e-mail to the outbox when SMTP is not configured", async () => {
    delete process.env.SMTP_URL;
    const body = lead();
    expect((await post(body)).status).toBe(201);
    await deliverPendingLeads();
    const outbox = path.join(process.env.DATA_DIR!, "outbox");
    const files = await Promise.all((await readdir(outbox)).map((file) => readFile(path.join(outbox, file), "utf8")));
    expect(files.find((text) => text.includes(body.name.split(" ")[1]))).toMatch(/^To: vendas@exemplo\.com\.br/m);
  });

  it("answers bad input with 400 and the form's pt-BR message, storing nothing", async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ name: "  " }, contactMessages.name],
      [{ contact: "" }, contactMessages.contact],
      [{ contact: "ana@" }, contactMessages.contactInvalid],
      [{ contact: "1234" }, contactMessages.contactInvalid],
      [{ message: " " }, contactMessages.message],
      [{ message: "a".repeat(2001) }, contactMessages.messageLong],
      [{ plan: "premium" }, contactMessages.plan],
      [{ topic: "spam" }, contactMessages.topic],
      [{ name: 42 }, contactMessages.name],
    ];
    const names: string[] = [];
    for (const [overrides, message] of cases) {
      const body = lead(overrides);
      if (typeof body.name === "string") names.push(body.name);
      expect(await errorOf(await post(body)), JSON.stringify(overrides)).toEqual({
        status: 400,
        code: "invalid_input",
        message,
      });
    }
    expect(await stored(...names)).toEqual([]);
    expect(await errorOf(await post("{"))).toMatchObject({ status: 400, code: "invalid_input" });
    const notJson = new Request("http://127.0.0.1/api/contact", {
      method: "POST",
      headers: { "content-type": "text/plain" },
      body: "oi",
    });
    expect(await errorOf(await POST(notJson))).toMatchObject({ status: 415, code: "unsupported_media_type" });
    expect(await errorOf(await post(lead({ message: "a".repeat(MAX_BODY_BYTES) })))).toMatchObject({ status: 413 });
    expect(await errorOf(await GET())).toMatchObject({ status: 405, code: "method_not_allowed" });
  });

  it("answers a filled honeypot like a success but keeps and sends nothing", async () => {
    const body = lead({ website: "https://spam.example" });
    expect((await post(body)).status).toBe(201);
    await deliverPendingLeads();
    expect(await stored(body.name)).toEqual([]);
    expect(sink.messages).toEqual([]);
  });

  it("limits each client address, with Retry-After and a pt-BR message", async () => {
    for (let i = 0; i < rateLimits.contact.points; i++) expect((await post(lead(), "198.51.100.9")).status).toBe(201);
    const refused = await post(lead(), "198.51.100.9");
    expect(await errorOf(refused)).toMatchObject({
      status: 429,
      code: "rate_limited",
      message: expect.stringContaining("aguarde"),
    });
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await post(lead(), "198.51.100.10")).status).toBe(201);
  });

  it("deletes leads older than the retention the privacy page states", async () => {
    const old = lead();
    const db = await getDb();
    const createdAt = new Date();
    createdAt.setMonth(createdAt.getMonth() - leadRetentionMonths - 1);
    await db.insert(leads).values({ ...old, topic: "projeto", plan: null, createdAt, notifiedAt: createdAt });
    const recent = lead();
    expect((await post(recent)).status).toBe(201);
    expect((await stored(old.name, recent.name)).map((row) => row.name)).toEqual([recent.name]);
  });

  it("keeps a lead whose e-mail failed across a restart and sends it with the next one", async () => {
    await deliverPendingLeads(); // nothing of the earlier tests still in flight
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const deadPort = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    process.env.SMTP_URL = `smtp://127.0.0.1:${deadPort}`;
    resetEnvCache();
    const quiet = vi.spyOn(console, "error").mockImplementation(() => {});

    const first = lead();
    expect((await post(first)).status).toBe(201);
    expect(await deliverPendingLeads()).toBe(0);
    quiet.mockRestore();
    expect((await stored(first.name))[0].notifiedAt).toBeNull();

    await closeDb(); // the server restarts: the next request opens the database again
    process.env.SMTP_URL = `smtp://127.0.0.1:${sink.port}`;
    resetEnvCache();
    const second = lead();
    expect((await post(second)).status).toBe(201);
    await deliverPendingLeads();
    const sentNames = sink.messages.map((mail) => [first.name, second.name].find((name) => mail.text.includes(name)));
    expect(sentNames.filter(Boolean)).toEqual([first.name, second.name]);
    expect((await stored(first.name, second.name)).every((row) => row.notifiedAt)).toBe(true);
  });
});
