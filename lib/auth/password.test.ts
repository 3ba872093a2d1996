import { beforeAll, describe, expect, it } from "vitest";
import { cheapHashesInTests, hashPassword, verifyPassword } from "./password";

// The real settings (test-support/setup.ts makes every other file's hashes cheap).
beforeAll(() => cheapHashesInTests(false));

describe("password hashing", () => {
  it("hashes with a random salt and verifies only the right password", async () => {
    const [a, b] = await Promise.all([hashPassword("senha-secreta-1"), hashPassword("senha-secreta-1")]);
    expect(a).toMatch(/^scrypt\$32768\$8\$3\$/);
    expect(a).not.toBe(b);
    expect(await verifyPassword("senha-secreta-1", a)).toBe(true);
    expect(await verifyPassword("senha-secreta-2", a)).toBe(false);
  });

  it("never matches a malformed stored hash", async () => {
    for (const stored of ["", "plain", "bcrypt$1$2$3$a$b", "scrypt$x$8$1$c2FsdA$a2V5"]) {
      expect(await verifyPassword("qualquer", stored)).toBe(false);
    }
  });

  it("keeps its cheap settings for the test suite out of reach elsewhere", () => {
    const vitest = process.env.VITEST;
    delete process.env.VITEST;
    try {
      expect(() => cheapHashesInTests(true)).toThrow("for the test suite only");
    } finally {
      process.env.VITEST = vitest;
    }
  });
});
