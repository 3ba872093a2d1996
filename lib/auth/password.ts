import "server-only";
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from "node:crypto";

// OWASP's scrypt settings; stored in each hash, so they can be raised later without breaking old ones.
const PARAMS = { N: 1 << 15, r: 8, p: 3 } as const;
// Next to nothing (16 times 128 bytes), for the test suite alone (see cheapHashesInTests).
const TEST_PARAMS = { N: 16, r: 1, p: 1 } as const;
let hashParams: { N: number; r: number; p: number } = PARAMS;
const KEY_LENGTH = 32;
const SALT_LENGTH = 16;

function derive(password: string, salt: Buffer, params: { N: number; r: number; p: number }): Promise<Buffer> {
  const options: ScryptOptions = { ...params, maxmem: 128 * params.N * params.r * 2 };
  return new Promise((resolve, reject) =>
    scrypt(password.normalize("NFKC"), salt, KEY_LENGTH, options, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
}

/** "scrypt$N$r$p$salt$key" (base64url parts). */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_LENGTH);
  const params = hashParams;
  const key = await derive(password, salt, params);
  return ["scrypt", params.N, params.r, params.p, salt.toString("base64url"), key.toString("base64url")].join("$");
}

/** Constant-time comparison; a malformed stored hash simply never matches. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, key] = stored.split("$");
  if (scheme !== "scrypt" || !salt || !key) return false;
  const params = { N: Number(n), r: Number(r), p: Number(p) };
  if (!Number.isInteger(params.N) || !Number.isInteger(params.r) || !Number.isInteger(params.p)) return false;
  const expected = Buffer.from(key, "base64url");
  const actual = await derive(password, Buffer.from(salt, "base64url"), params);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

let dummy: Promise<string> | undefined;

/** So an unknown e-mail takes as long to refuse as a wrong password. */
export function dummyHash(): Promise<string> {
  dummy ??= hashPassword(randomBytes(16).toString("hex"));
  return dummy;
}

/**
 * The vitest harness's seam, and nothing else's (it throws outside vitest): test-support/setup.ts turns it on
 * for every test file, so the suite's hundreds of accounts and password changes cost microseconds instead of
 * 0,1-0,4 s of CPU and 32 MB each. Checking still reads the settings a hash carries, so sign-in, reset and
 * change behave the same; the files about the hashing itself or the time it takes turn it off.
 */
export function cheapHashesInTests(cheap: boolean): void {
  if (!process.env.VITEST) throw new Error("cheapHashesInTests is for the test suite only");
  hashParams = cheap ? TEST_PARAMS : PARAMS;
  dummy = undefined;
}
