import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { authSecret } from "@/lib/auth/secret";
import { env, resetEnvCache } from "@/lib/env";

describe("session secret", () => {
  it("is generated once into DATA_DIR when NEXTAUTH_SECRET is unset, and the variable wins when set", () => {
    delete process.env.NEXTAUTH_SECRET;
    const generated = authSecret();
    expect(generated.length).toBeGreaterThanOrEqual(40);
    expect(readFileSync(path.join(env().dataDir, "nextauth-secret"), "utf8").trim()).toBe(generated);
    expect(authSecret()).toBe(generated);
    process.env.NEXTAUTH_SECRET = "segredo-configurado-para-teste";
    resetEnvCache();
    try {
      expect(authSecret()).toBe("segredo-configurado-para-teste");
    } finally {
      delete process.env.NEXTAUTH_SECRET;
    }
  });
});
