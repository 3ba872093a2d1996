/** Helpers for tests of the account and translator routes. */
import { randomUUID } from "node:crypto";
import { encode } from "next-auth/jwt";
import { afterAll, afterEach, beforeAll, beforeEach, expect, vi } from "vitest";
import { startSmtpSink, type SmtpSink } from "@/test-support/fakes/smtp-sink";
import { cheapHashesInTests } from "@/lib/auth/password";
import { authSecret } from "@/lib/auth/secret";
import { createUser } from "@/lib/auth/users";
import { eq } from "drizzle-orm";
import { getDb } from "@/lib/db";
import { users } from "@/lib/db/schema";

/** Unique per call, so tests also pass on a shared PostgreSQL that is never emptied. */
export const uniqueEmail = (prefix = "conta") => `${prefix}-${randomUUID()}@exemplo.com`;

/** A new account; `verified` marks its address as proved, as the sign-up link or a password reset does. */
export async function newUser(password = "senha-secreta-1", { verified = false } = {}) {
  const email = uniqueEmail();
  const user = await createUser(email, password);
  if (verified) {
    const db = await getDb();
    await db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, user.id));
  }
  return { ...user, password };
}

/**
 * For a file about the hashing itself or the time it takes: new password hashes with the real scrypt settings
 * (test-support/setup.ts gives every other file the cheapest ones).
 */
export function realPasswordHashes() {
  beforeAll(() => cheapHashesInTests(false));
  afterAll(() => cheapHashesInTests(true));
}

/** The cookie next-auth itself would set after signing this user in (same secret, same format). */
export async function sessionCookieFor(user: { id: string; email: string; sessionVersion: number }) {
  const token = await encode({
    token: { sub: user.id, email: user.email, sessionVersion: user.sessionVersion },
    secret: authSecret(),
  });
  return `next-auth.session-token=${token}`;
}

export async function waitFor<T>(check: () => T | undefined | Promise<T | undefined>, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error("waitFor: condition not met in time");
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Request options from a client at this TCP address (what server.mjs hands the routes). */
export const peer = (ip = "198.51.100.10") => ({ headers: { "x-peer-address": ip } });

export const tokenIn = (text: string) => /redefinir-senha\?token=([\w-]+)/.exec(text)?.[1];
export const verifyTokenIn = (text: string) => /confirmar-email\?token=([\w-]+)/.exec(text)?.[1];

/**
 * For a test file of the account routes: recovery e-mails go to a local SMTP sink, and every console line is
 * captured so each test can check that no password or password hash ever reaches a log.
 */
export function accountHarness() {
  let sink: SmtpSink;
  const logged: string[] = [];
  beforeAll(async () => {
    sink = await startSmtpSink(0);
    // Migrating the embedded database takes seconds on a busy machine: done under the hook's time limit.
    await getDb();
  });
  afterAll(() => sink.close());
  beforeEach(() => {
    process.env.SMTP_URL = `smtp://127.0.0.1:${sink.port}`;
    logged.length = 0;
    for (const level of ["log", "info", "warn", "error"] as const) {
      vi.spyOn(console, level).mockImplementation((...args: unknown[]) => void logged.push(args.map(String).join(" ")));
    }
  });
  afterEach(() => {
    vi.restoreAllMocks();
    delete process.env.SMTP_URL;
    expect(logged.join("\n")).not.toMatch(/scrypt\$|senha-secreta|nova-senha-forte/);
  });
  const mailTo = (email: string) => () => sink.messages.find((mail) => mail.to.includes(email));
  return { sink: () => sink, logged, mailTo };
}
