import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { POST as recover } from "@/app/api/auth/recover/route";
import { POST as register } from "@/app/api/auth/register/route";
import { GET as health } from "@/app/api/health/route";
import { GET as history } from "@/app/api/translate/history/route";
import { authorizeCredentials, SIGN_IN_UNAVAILABLE } from "@/lib/auth/sign-in";
import { errorOf, jsonRequest } from "@/test-support/requests";
import { sessionCookieFor, uniqueEmail, waitFor } from "@/test-support/auth";

// The database of this file is a PostgreSQL server that is not there (nothing listens on port 1).
process.env.DATABASE_URL = "postgres://site:senha@127.0.0.1:1/site";

const logged: string[] = [];
beforeEach(() => {
  logged.length = 0;
  for (const level of ["log", "info", "warn", "error"] as const) {
    vi.spyOn(console, level).mockImplementation((...args: unknown[]) => void logged.push(args.map(String).join(" ")));
  }
});
afterEach(() => {
  vi.restoreAllMocks();
  // Never SQL, never the user's data, in a log line.
  expect(logged.join("\n")).not.toMatch(
    /select|insert|create schema|params|senha-secreta|@exemplo\.com|postgres:\/\//i,
  );
});

const unavailable = {
  status: 503,
  code: "service_unavailable",
  message: "O serviço está indisponível no momento. Tente novamente em alguns minutos.",
};

describe("when the database is down", () => {
  it("sign-up answers 503 in the envelope with a pt-BR message, no SQL", async () => {
    const response = await register(
      jsonRequest("/api/auth/register", { email: uniqueEmail(), password: "senha-secreta-1" }),
    );
    const text = await response.text();
    expect({ status: response.status, ...JSON.parse(text).error }).toEqual(unavailable);
    expect(text).not.toMatch(/query|select|insert|schema/i);
  });

  it("sign-in fails with a code the login form explains, never the database's message", async () => {
    await expect(
      authorizeCredentials({ email: uniqueEmail(), password: "senha-secreta-1" }, new Headers()),
    ).rejects.toThrow(new Error(SIGN_IN_UNAVAILABLE));
  });

  it("a signed-in request answers 503, not a sign-in page", async () => {
    const cookie = await sessionCookieFor({
      id: "7d8f1a0e-4c4b-4f0e-9d59-5a1b2c3d4e5f",
      email: uniqueEmail(),
      sessionVersion: 0,
    });
    const response = await history(new Request("http://127.0.0.1:3000/api/translate/history", { headers: { cookie } }));
    expect(await errorOf(response)).toEqual(unavailable);
  });

  it("health answers 503, and recovery still answers 200 and logs only the failure's kind", async () => {
    expect(await errorOf(await health())).toMatchObject({ status: 503, code: "service_unavailable" });
    expect((await recover(jsonRequest("/api/auth/recover", { email: uniqueEmail() }))).status).toBe(200);
    await waitFor(() => logged.find((line) => line.startsWith("[recover]")));
  });
});
