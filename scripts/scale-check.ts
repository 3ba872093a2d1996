/**
 * Shows that the app scales out: two instances sharing one PostgreSQL and one Redis serve
 * one site. An account made on A signs in on B, B's session works on A, and a rate limit counts the
 * attempts made on both. Usage: npx tsx scripts/scale-check.ts <url of A> <url of B>
 */
import assert from "node:assert/strict";

const [a, b] = process.argv.slice(2);
if (!a || !b) throw new Error("usage: scale-check.ts <url A> <url B>");

const email = `escala-${Date.now()}@exemplo.com`;
const password = "senha-de-teste-123";

async function post(base: string, path: string, body: unknown) {
  return fetch(`${base}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
}

function cookiesOf(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");
}

async function signIn(base: string): Promise<string> {
  const csrfResponse = await fetch(`${base}/api/auth/csrf`);
  const { csrfToken } = (await csrfResponse.json()) as { csrfToken: string };
  const response = await fetch(`${base}/api/auth/callback/credentials`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", cookie: cookiesOf(csrfResponse) },
    body: new URLSearchParams({ csrfToken, email, password, json: "true" }),
  });
  const session = cookiesOf(response)
    .split("; ")
    .find((cookie) => cookie.includes("session-token"));
  assert.ok(session, `sign-in on ${base} gave no session cookie (status ${response.status})`);
  return session;
}

async function main() {
  for (const base of [a, b]) assert.equal((await fetch(`${base}/api/health`)).status, 200, `${base} is not healthy`);

  assert.equal((await post(a, "/api/auth/register", { email, password })).status, 201, "register on A");
  console.log("✓ account created on A");

  const session = await signIn(b);
  console.log("✓ the same account signs in on B (shared database)");

  const history = await fetch(`${a}/api/translate/history`, { headers: { cookie: session } });
  assert.equal(history.status, 200, "B's session must be valid on A");
  console.log("✓ B's session is accepted by A (shared secret)");

  // Sign-ups for one e-mail are limited to 5 an hour wherever they arrive: the one on A above, then four on
  // both instances (201, the answer of any sign-up, the account existing or not) and the sixth is refused.
  const statuses = [];
  for (const base of [b, a, b, a, b])
    statuses.push((await post(base, "/api/auth/register", { email, password })).status);
  assert.deepEqual(statuses, [201, 201, 201, 201, 429], "the per-e-mail limit must count attempts on both instances");
  console.log("✓ rate limits are shared: 5 sign-ups for one e-mail split over A and B, the 6th refused (shared Redis)");
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
