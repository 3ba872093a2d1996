import { randomUUID } from "node:crypto";
import { afterEach, describe, expect, it } from "vitest";
import {
  DEVICE_COOKIE_MAX_AGE_SECONDS,
  deviceCookieAccount,
  deviceCookieIn,
  deviceCookieValue,
  deviceSetCookie,
  noteSignedIn,
  rememberDevice,
} from "@/lib/auth/device-cookie";
import { resetEnvCache } from "@/lib/env";

const DAY = 24 * 60 * 60 * 1000;

afterEach(() => {
  delete process.env.NEXTAUTH_SECRET;
  delete process.env.SITE_URL;
  resetEnvCache();
});

describe("device cookie", () => {
  it("names the account it was issued for, and nothing else", () => {
    const userId = randomUUID();
    const value = deviceCookieValue(userId);
    expect(deviceCookieAccount(value)).toBe(userId);
    // Two sign-ins of one account give two different cookies (a nonce), both valid.
    expect(deviceCookieValue(userId)).not.toBe(value);
  });

  it("counts as none when forged: another account's id, a changed expiry, a bad signature or garbage", () => {
    const userId = randomUUID();
    const [version, , expires, nonce, signature] = deviceCookieValue(userId).split(".");
    const forged = [
      [version, randomUUID(), expires, nonce, signature],
      [version, userId, String(Number(expires) + 365 * 24 * 60 * 60), nonce, signature],
      [version, userId, expires, nonce, signature.slice(0, -2) + (signature.endsWith("AA") ? "BB" : "AA")],
      [version, userId, expires, nonce, ""],
      ["d2", userId, expires, nonce, signature],
    ].map((parts) => parts.join("."));
    for (const value of [...forged, "", "abc", `${userId}`, "d1.x.1.y"]) {
      expect(deviceCookieAccount(value), value).toBeUndefined();
    }
    expect(deviceCookieAccount(undefined)).toBeUndefined();
  });

  it("counts as none once expired (180 days), and when signed with another session secret", () => {
    const userId = randomUUID();
    const issued = Date.now();
    const value = deviceCookieValue(userId, issued);
    expect(deviceCookieAccount(value, issued + 179 * DAY)).toBe(userId);
    expect(deviceCookieAccount(value, issued + 181 * DAY)).toBeUndefined();

    process.env.NEXTAUTH_SECRET = "outro-segredo-de-outro-site-123";
    resetEnvCache();
    expect(deviceCookieAccount(value)).toBeUndefined();
  });

  it("is HttpOnly, SameSite=Lax, long-lived, and Secure with the __Host- prefix on an https site", () => {
    const userId = randomUUID();
    const plain = deviceSetCookie(userId);
    expect(plain).toMatch(/^device=d1\./);
    expect(plain).toContain("; Path=/");
    expect(plain).toContain(`; Max-Age=${DEVICE_COOKIE_MAX_AGE_SECONDS}`);
    expect(plain).toContain("; HttpOnly");
    expect(plain).toContain("; SameSite=Lax");
    expect(plain).not.toContain("Secure");

    process.env.SITE_URL = "https://exemplo.com.br";
    resetEnvCache();
    const secure = deviceSetCookie(userId);
    expect(secure).toMatch(/^__Host-device=d1\./);
    expect(secure).toContain("; Secure");
    const value = secure.split(";")[0].slice("__Host-device=".length);
    expect(deviceCookieIn(new Headers({ cookie: `a=1; __Host-device=${value}; b=2` }))).toBe(value);
    // A plain-named copy (which any http page of the domain could set) is not read on an https site.
    expect(deviceCookieIn(new Headers({ cookie: `device=${value}` }))).toBeUndefined();
  });

  it("is set by the sign-in route's wrapper only when the password sign-in inside it succeeded", async () => {
    const userId = randomUUID();
    const signedIn = await rememberDevice(async () => {
      noteSignedIn(userId);
      return new Response(null, { status: 302, headers: { location: "/" } });
    });
    const cookie = signedIn.headers.get("set-cookie") ?? "";
    expect(deviceCookieAccount(cookie.split(";")[0].slice("device=".length))).toBe(userId);

    const wrong = await rememberDevice(async () => Response.json({ url: "/login?error=CredentialsSignin" }));
    expect(wrong.headers.get("set-cookie")).toBeNull();
    const failedLater = await rememberDevice(async () => {
      noteSignedIn(userId);
      return new Response(null, { status: 500 });
    });
    expect(failedLater.headers.get("set-cookie")).toBeNull();
  });
});
