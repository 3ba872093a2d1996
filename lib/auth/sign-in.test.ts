import { describe, expect, it } from "vitest";
import { authorizeCredentials } from "@/lib/auth/sign-in";
import { signInFailures } from "@/lib/http/limits";
import { accountHarness, newUser, uniqueEmail } from "@/test-support/auth";

accountHarness();

describe("sign-in (Credentials provider)", () => {
  it("accepts the right password and refuses a wrong one or an unknown e-mail alike", async () => {
    const user = await newUser();
    const ok = await authorizeCredentials({ email: user.email, password: user.password }, new Headers());
    expect(ok).toEqual({ id: user.id, email: user.email, sessionVersion: 0 });
    expect(ok).not.toHaveProperty("passwordHash");
    expect(await authorizeCredentials({ email: user.email, password: "errada-123" }, new Headers())).toBeNull();
    expect(await authorizeCredentials({ email: uniqueEmail(), password: user.password }, new Headers())).toBeNull();
    expect(await authorizeCredentials({ email: "x" }, new Headers())).toBeNull();
  });

  it("slows wrong passwords per e-mail and client with growing delays, never locking the owner out", async () => {
    const user = await newUser();
    const attacker = new Headers({ "x-peer-address": "203.0.113.50" });
    for (let i = 0; i < signInFailures.free; i++) {
      expect(await authorizeCredentials({ email: user.email, password: "errada-123" }, attacker)).toBeNull();
    }
    await expect(authorizeCredentials({ email: user.email, password: "errada-123" }, attacker)).resolves.toBeNull();
    // Now the attacker must wait before each new guess, even a right one...
    await expect(authorizeCredentials({ email: user.email, password: user.password }, attacker)).rejects.toThrow(
      "rate_limited",
    );
    // ...while the owner, from their own address, signs in at once.
    const owner = new Headers({ "x-peer-address": "198.51.100.20" });
    expect(await authorizeCredentials({ email: user.email, password: user.password }, owner)).toMatchObject({
      id: user.id,
    });
  });

  it("stops after 30 attempts per IP, malformed ones included", async () => {
    const user = await newUser();
    const ip = new Headers({ "x-peer-address": "192.0.2.99" });
    for (let i = 0; i < 30; i++) await authorizeCredentials({ email: `ip-${i}@exemplo.com` }, ip);
    await expect(authorizeCredentials({ email: user.email, password: user.password }, ip)).rejects.toThrow(
      "rate_limited",
    );
    expect(
      await authorizeCredentials(
        { email: user.email, password: user.password },
        new Headers({ "x-peer-address": "192.0.2.100" }),
      ),
    ).not.toBeNull();
  });
});
