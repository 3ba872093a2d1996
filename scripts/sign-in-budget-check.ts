/**
 * Shows that the per-account sign-in budget (issue 31) is shared by instances: 130 wrong passwords for one
 * account, each from its own address and alternating between two instances that share PostgreSQL and Redis,
 * get 100 checks in all; a device cookie issued by A lets the owner in on B; one e-mail is sent.
 * The instances must trust one proxy hop (TRUST_PROXY_HOPS=1) and be reached directly, so X-Forwarded-For
 * gives each attempt its own client address.
 * Usage: npx tsx scripts/sign-in-budget-check.ts <url of A> <url of B>
 */
import assert from "node:assert/strict";

const [a, b] = process.argv.slice(2);
if (!a || !b) throw new Error("usage: sign-in-budget-check.ts <url A> <url B>");

const email = `orcamento-${Date.now()}@exemplo.com`;
const password = "senha-de-teste-123";
let addresses = 0;
const newAddress = () => `198.18.${(++addresses >> 8) & 255}.${addresses & 255}`;

const cookiesOf = (response: Response) => response.headers.getSetCookie().map((cookie) => cookie.split(";")[0]);

/** Answers next-auth's error code ("signed-in" when none) and the cookies the answer set. */
async function signIn(base: string, secret: string, device?: string) {
  const headers = { "x-forwarded-for": newAddress() };
  const csrf = await fetch(`${base}/api/auth/csrf`, { headers });
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  const cookie = [...cookiesOf(csrf), ...(device ? [device] : [])].join("; ");
  const response = await fetch(`${base}/api/auth/callback/credentials`, {
    method: "POST",
    redirect: "manual",
    headers: { ...headers, "content-type": "application/x-www-form-urlencoded", cookie },
    body: new URLSearchParams({ csrfToken, email, password: secret, json: "true" }),
  });
  const { url } = (await response.json()) as { url: string };
  return { error: new URL(url).searchParams.get("error") ?? "signed-in", cookies: cookiesOf(response) };
}

async function main() {
  const registered = await fetch(`${a}/api/auth/register`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": newAddress() },
    body: JSON.stringify({ email, password }),
  });
  assert.equal(registered.status, 201, "register on A");
  const first = await signIn(a, password);
  const device = first.cookies.find((cookie) => cookie.startsWith("device="));
  assert.ok(device, "a sign-in on A leaves a device cookie");

  const started = Date.now();
  const answers: string[] = [];
  const took: Record<string, number[]> = {};
  for (let i = 0; i < 130; i++) {
    const begun = performance.now();
    const { error } = await signIn(i % 2 ? b : a, `chute-${i}`);
    answers.push(error);
    (took[error] ??= []).push(performance.now() - begun);
  }
  const checked = answers.filter((answer) => answer === "CredentialsSignin").length;
  const refused = answers.filter((answer) => answer === "rate_limited").length;
  console.log(`130 wrong passwords over A and B in ${((Date.now() - started) / 1000).toFixed(1)} s:`);
  console.log(`  ${checked} checked (CredentialsSignin), ${refused} refused unchecked (rate_limited)`);
  const median = (values: number[] = []) => values.sort((x, y) => x - y)[Math.floor(values.length / 2)] ?? NaN;
  console.log(
    `  median time of an attempt (csrf + sign-in): checked ${median(took.CredentialsSignin).toFixed(0)} ms, ` +
      `refused ${median(took.rate_limited).toFixed(0)} ms`,
  );
  assert.equal(checked, 100, "the budget is shared: 100 checks in all");
  assert.equal(refused, 30);

  assert.equal((await signIn(b, password)).error, "rate_limited", "a new browser is refused on B");
  assert.equal((await signIn(a, password)).error, "rate_limited", "a new browser is refused on A");
  console.log("✓ a new browser is refused on both instances, even with the right password");
  assert.equal((await signIn(b, password, device)).error, "signed-in", "A's device cookie works on B");
  console.log("✓ the owner's browser (device cookie issued by A) signs in on B");
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
