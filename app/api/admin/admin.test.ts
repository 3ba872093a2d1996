import { randomUUID } from "node:crypto";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import * as leadById from "@/app/api/admin/leads/[id]/route";
import * as leadsCsvRoute from "@/app/api/admin/leads.csv/route";
import * as leadsRoute from "@/app/api/admin/leads/route";
import * as usageRoute from "@/app/api/admin/usage/route";
import * as unknownRoute from "@/app/api/[...rest]/route";
import { POST as contact } from "@/app/api/contact/route";
import { resetEnvCache } from "@/lib/env";
import { deliverPendingLeads } from "@/lib/leads/leads";
import { countToolUse, flushToolUsage, usageDay } from "@/lib/usage/usage";
import { errorOf, jsonRequest } from "@/test-support/requests";
import { accountHarness, newUser, sessionCookieFor } from "@/test-support/auth";

accountHarness();

const { PATCH: patchLead, GET: getLeadById } = leadById;
const { GET: getLeadsCsv } = leadsCsvRoute;
const { GET: getLeads, POST: postLeads } = leadsRoute;
const { GET: getUsage } = usageRoute;

const BASE = "http://127.0.0.1:3000";
type Who = { cookie?: string };
const get = (handler: (request: Request) => Promise<Response>, path: string, { cookie }: Who = {}) =>
  handler(new Request(`${BASE}${path}`, { headers: cookie ? { cookie } : {} }));
const patch = (id: string, body: unknown, headers: Record<string, string> = {}) =>
  patchLead(jsonRequest(`/api/admin/leads/${id}`, body, { method: "PATCH", headers }), {
    params: Promise.resolve({ id }),
  });

let admin: { cookie: string; email: string };
let member: { cookie: string };

beforeEach(async () => {
  const [owner, other] = [await newUser(undefined, { verified: true }), await newUser(undefined, { verified: true })];
  process.env.ADMIN_EMAILS = ` outra@exemplo.com , ${owner.email.toUpperCase()}`;
  resetEnvCache();
  admin = { cookie: await sessionCookieFor(owner), email: owner.email };
  member = { cookie: await sessionCookieFor(other) };
});

afterEach(() => {
  delete process.env.ADMIN_EMAILS;
});

/** Through the public form, as a visitor sends them; the marker keeps each test's leads apart on a shared database. */
async function sendLead(fields: Record<string, string>) {
  const response = await contact(
    jsonRequest(
      "/api/contact",
      { name: "Ana", contact: "ana@exemplo.com", message: "Olá", ...fields },
      {
        headers: { "x-peer-address": `198.51.100.${Math.floor(Math.random() * 250) + 1}` },
      },
    ),
  );
  expect(response.status).toBe(201);
  // Delivered here and now, so no lead of this file is left for the contact tests' own delivery on a shared database.
  await deliverPendingLeads();
}

async function leadsMatching(q: string, extra = "") {
  const response = await get(getLeads, `/api/admin/leads?q=${encodeURIComponent(q)}${extra}`, admin);
  expect(response.status).toBe(200);
  return ((await response.json()) as { leads: Record<string, string>[] }).leads;
}

describe("the admin guard", () => {
  const methods = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;
  type Handler = (request: Request, context: { params: Promise<{ id: string }> }) => Promise<Response> | Response;
  const routes: [string, Record<string, unknown>][] = [
    ["/api/admin/leads", leadsRoute],
    ["/api/admin/leads.csv", leadsCsvRoute],
    ["/api/admin/usage", usageRoute],
    [`/api/admin/leads/${randomUUID()}`, leadById],
  ];
  /** A request as a client may send it: with a body for the methods that take one, a broken one at that. */
  const call = (route: Record<string, unknown>, path: string, method: string, cookie?: string) =>
    (route[method] as Handler)(
      new Request(`${BASE}${path}`, {
        method,
        headers: { ...(cookie ? { cookie } : {}), ...(method === "GET" ? {} : { "content-type": "application/json" }) },
        body: method === "GET" ? undefined : "{",
      }),
      { params: Promise.resolve({ id: path.split("/").at(-1)! }) },
    );
  const answer = async (response: Response) => ({
    status: response.status,
    headers: [...response.headers],
    body: await response.text(),
  });

  it("answers anonymous visitors and other accounts exactly as an unknown /api/ route, on every route and method", async () => {
    for (const method of methods) {
      const unknown = await answer(await call(unknownRoute, "/api/admin/x", method));
      expect(unknown.status).toBe(404);
      for (const [path, route] of routes) {
        expect(await answer(await call(route, path, method)), `${method} ${path} anonymous`).toEqual(unknown);
        expect(await answer(await call(route, path, method, member.cookie)), `${method} ${path}`).toEqual(unknown);
      }
    }
    const id = randomUUID();
    expect((await postLeads(jsonRequest("/api/admin/leads", {}, { headers: { cookie: admin.cookie } }))).status).toBe(
      405,
    );
    expect((await getLeadById(new Request(`${BASE}/api/admin/leads/${id}`, { headers: admin }))).status).toBe(405);
  });

  it("gives nothing to an account of a listed address until the address is verified", async () => {
    const unverified = await newUser();
    process.env.ADMIN_EMAILS = unverified.email;
    resetEnvCache();
    const cookie = await sessionCookieFor(unverified);
    const refused = await get(getLeads, "/api/admin/leads", { cookie });
    expect(await answer(refused)).toEqual(await answer(await call(unknownRoute, "/api/admin/leads", "GET")));
  });

  it("lets no one in when ADMIN_EMAILS is unset", async () => {
    delete process.env.ADMIN_EMAILS;
    resetEnvCache();
    expect((await get(getLeads, "/api/admin/leads", admin)).status).toBe(404);
  });
});

describe("the leads inbox", () => {
  it("lists leads newest first with their origin, and filters by status, origin and search", async () => {
    const marker = randomUUID();
    await sendLead({ name: "Primeira", message: `Orçamento ${marker}`, origin: "/imgautox", plan: "profissional" });
    await sendLead({ name: "Segunda", message: `Outro ${marker}`, origin: "/pagina-que-nao-existe" });

    const all = await leadsMatching(marker);
    expect(all.map((lead) => lead.name)).toEqual(["Segunda", "Primeira"]);
    expect(all[1]).toMatchObject({
      contact: "ana@exemplo.com",
      topic: "Orçamento de um projeto",
      plan: "profissional",
      origin: "/imgautox",
      status: "novo",
      note: "",
      createdAt: expect.any(String),
    });
    expect(all[0].origin).toBe("/");
    expect((await leadsMatching(marker, "&origin=%2Fimgautox")).map((lead) => lead.name)).toEqual(["Primeira"]);
    expect((await leadsMatching(marker, "&plan=profissional")).map((lead) => lead.name)).toEqual(["Primeira"]);
    expect(await leadsMatching(marker, "&plan=completo")).toEqual([]);
    expect(await errorOf(await get(getLeads, "/api/admin/leads?plan=premium", admin))).toMatchObject({
      status: 400,
      message: "Escolha um plano da lista: Essencial, Profissional ou Completo.",
    });

    const updated = await patch(all[1].id, { status: "em_conversa", note: "Ligar na segunda" }, admin);
    expect(updated.status).toBe(200);
    expect((await leadsMatching(marker, "&status=em_conversa")).map((lead) => lead.name)).toEqual(["Primeira"]);
    expect((await leadsMatching(marker, "&status=novo")).map((lead) => lead.name)).toEqual(["Segunda"]);
    expect((await leadsMatching("Ligar na segunda")).map((lead) => lead.name)).toContain("Primeira");
    expect(await leadsMatching(`100%_${marker}`)).toEqual([]);
  });

  it("refuses a status outside the list, an empty change, a long note, an unknown id, another site and a huge body", async () => {
    const marker = randomUUID();
    await sendLead({ message: marker });
    const [lead] = await leadsMatching(marker);
    expect(await errorOf(await patch(lead.id, { status: "arquivado" }, admin))).toMatchObject({
      status: 400,
      message: "Escolha um status da lista: novo, em conversa, proposta, ganho ou perdido.",
    });
    expect(await errorOf(await patch(lead.id, {}, admin))).toMatchObject({
      status: 400,
      message: "Envie o status, a nota ou os dois.",
    });
    expect((await patch(lead.id, { note: "x".repeat(2001) }, admin)).status).toBe(400);
    expect(await errorOf(await patch(randomUUID(), { status: "ganho" }, admin))).toMatchObject({ status: 404 });
    expect((await patch("nao-e-um-id", { status: "ganho" }, admin)).status).toBe(404);
    const cross = await patch(lead.id, { status: "ganho" }, { ...admin, origin: "https://malicioso.example" });
    expect(await errorOf(cross)).toMatchObject({ status: 403, code: "forbidden_origin" });
    expect((await patch(lead.id, { note: "x".repeat(20_000) }, admin)).status).toBe(413);
    expect((await get(getLeads, "/api/admin/leads?status=arquivado", admin)).status).toBe(400);
    expect((await leadsMatching(marker))[0]).toMatchObject({ status: "novo", note: "" });
  });

  it("exports a CSV with the plan whose formula-like cells are plain text, also after a , or ; inside them", async () => {
    const marker = randomUUID();
    await sendLead({
      name: '=HYPERLINK("http://mal.example")',
      contact: "+55 11 98765-4321",
      plan: "completo",
      message: `@SUM(1) ${marker}; =HYPERLINK("http://mal.example"),+1;olá`,
    });
    const [lead] = await leadsMatching(marker);
    await patch(lead.id, { note: '-2+3 "citação", vírgula', status: "proposta" }, admin);

    const response = await get(getLeadsCsv, `/api/admin/leads.csv?q=${marker}`, admin);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toMatch(/^attachment; filename="leads-\d{4}-\d\d-\d\d\.csv"$/);
    const lines = (await response.text()).trimEnd().split("\n");
    expect(lines[0]).toBe("nome,contato,assunto,plano,mensagem,origem,status,nota,criado_em");
    expect(lines).toHaveLength(2);
    expect(lines[1]).toBe(
      [
        `"'=HYPERLINK(""http://mal.example"")"`,
        `"'+55 11 98765-4321"`,
        `"Orçamento de um projeto"`,
        `"Completo (R$ 4.499)"`,
        `"'@SUM(1) ${marker}; '=HYPERLINK(""http://mal.example""),'+1;olá"`,
        `"/"`,
        `"proposta"`,
        `"'-2+3 ""citação"", vírgula"`,
        `"${lead.createdAt}"`,
      ].join(","),
    );
    // Split as a spreadsheet that ignores the quotes would: no piece starts a formula.
    for (const piece of lines[1].split(/[,;]/)) expect(piece.replace(/^[ "]+/, "")).not.toMatch(/^[=+\-@\t\r]/);
  });
});

describe("bad input and repeated changes", () => {
  it("answers a NUL or invalid byte in the search with 400 invalid_input, never a database error", async () => {
    for (const q of ["%00", "a%00b", "%FF%FE"]) {
      for (const handler of [getLeads, getLeadsCsv]) {
        const response = await get(handler, `/api/admin/leads?q=${q}`, admin);
        if (q === "%FF%FE")
          expect(response.status).toBe(200); // decoded as U+FFFD, searched as text
        else expect(await errorOf(response)).toMatchObject({ status: 400, code: "invalid_input" });
      }
    }
  });

  it("limits an admin's changes to 60 a minute, before the body is read", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 61; i++) statuses.push((await patch(randomUUID(), { status: "ganho" }, admin)).status);
    expect(statuses.slice(0, 60).every((status) => status === 404)).toBe(true);
    const limited = await patch(randomUUID(), "{", admin);
    expect(await errorOf(limited)).toMatchObject({
      status: 429,
      message: "Muitas alterações seguidas. Aguarde um minuto e tente novamente.",
    });
  });
});

describe("GET /api/admin/usage", () => {
  it("counts requests per tool per day and the leads each tool page brought", async () => {
    const before = await (await get(getUsage, "/api/admin/usage", admin)).json();
    const image = (body: { tools: { tool: string; requests: number; leads: number; days: unknown[] }[] }) =>
      body.tools.find((tool) => tool.tool === "/imgautox")!;
    countToolUse("/imgautox");
    countToolUse("/imgautox");
    await flushToolUsage();
    countToolUse("/imgautox");
    await sendLead({ message: "Vim pelo gerador de imagens", origin: "/imgautox" });

    const response = await get(getUsage, "/api/admin/usage", admin);
    expect(response.status).toBe(200);
    const after = await response.json();
    expect(image(after).requests - image(before).requests).toBe(3);
    expect(image(after).leads - image(before).leads).toBe(1);
    expect(image(after).days).toContainEqual({ day: usageDay(), requests: expect.any(Number) });
    expect(after.tools.map((tool: { tool: string }) => tool.tool)).toContain("/elementor");
  });
});
