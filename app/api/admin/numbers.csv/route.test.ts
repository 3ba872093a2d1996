import { afterEach, beforeEach, expect, it } from "vitest";
import { GET as numbersCsv } from "@/app/api/admin/numbers.csv/route";
import { POST as beacon } from "@/app/api/v/route";
import { resetEnvCache } from "@/lib/env";
import { usageDay } from "@/lib/usage/usage";
import { accountHarness, newUser, sessionCookieFor } from "@/test-support/auth";

accountHarness();

let admin: string;
let member: string;

beforeEach(async () => {
  const [owner, other] = [await newUser(undefined, { verified: true }), await newUser(undefined, { verified: true })];
  process.env.ADMIN_EMAILS = owner.email;
  resetEnvCache();
  admin = await sessionCookieFor(owner);
  member = await sessionCookieFor(other);
});

afterEach(() => {
  delete process.env.ADMIN_EMAILS;
});

const get = (query: string, cookie?: string) =>
  numbersCsv(new Request(`http://127.0.0.1:3000/api/admin/numbers.csv${query}`, { headers: cookie ? { cookie } : {} }));

it("gives the owner each day's figures, the whole site and each door, as CSV", async () => {
  await beacon(
    new Request("http://127.0.0.1:3000/api/v", {
      method: "POST",
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        "user-agent": "Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0",
        "x-peer-address": "203.0.113.51",
      },
      body: new URLSearchParams({ k: "view", p: "/imgautox" }),
    }),
  );
  const response = await get("?dias=7", admin);
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
  expect(response.headers.get("content-disposition")).toContain(`numeros-7-dias-${usageDay()}.csv`);
  const lines = (await response.text()).trim().split("\n");
  expect(lines[0]).toBe(
    "dia,pagina,visitantes,resultados,cadastros,cadastros_confirmados,contato_aberto,leads_via_pagina,chamadas_ao_modelo",
  );
  // 7 days, each with the whole site and the landing page and the seven tools.
  expect(lines).toHaveLength(1 + 7 * 9);
  const today = lines.find((line) => line.startsWith(`${usageDay()},/imgautox,`))!;
  expect(Number(today.split(",")[2])).toBeGreaterThanOrEqual(1);
});

it("answers anyone but the owner as an unknown route, and a bad period with a message", async () => {
  expect((await get("")).status).toBe(404);
  expect((await get("", member)).status).toBe(404);
  const bad = await get("?dias=5", admin);
  expect(bad.status).toBe(400);
  expect(((await bad.json()) as { error: { message: string } }).error.message).toBe(
    "Período inválido: use dias=7, 30 ou 90.",
  );
});
