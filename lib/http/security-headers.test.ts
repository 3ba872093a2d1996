import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { consentEarlyScript } from "./inline-scripts.mjs";
import { needsNonce, securityHeadersFromEnv } from "./security-headers.mjs";

const scriptSrc = (pathname: string, nonce?: string) =>
  securityHeadersFromEnv({ SITE_URL: "https://exemplo.com.br" }, pathname, nonce)
    .find(({ key }) => key === "Content-Security-Policy")!
    .value.split("; ")
    .find((directive) => directive.startsWith("script-src "));

describe("the Content-Security-Policy", () => {
  it("lets no inline script run on /painel, which shows what leads wrote, but those with the answer's nonce and the consent notice's early script", () => {
    const earlyScript = createHash("sha256").update(consentEarlyScript).digest("base64");
    expect(needsNonce("/painel")).toBe(true);
    expect(needsNonce("/painel/")).toBe(true);
    expect(scriptSrc("/painel", "bm9uY2UtZGUtdGVzdGU=")).toBe(
      `script-src 'self' 'nonce-bm9uY2UtZGUtdGVzdGU=' 'sha256-${earlyScript}' https://analytics.tiktok.com`,
    );
  });

  it("keeps the prerendered pages' policy, which cannot carry a nonce", () => {
    for (const pathname of ["/", "/conta", "/painelx", "/api/admin/leads"]) {
      expect(needsNonce(pathname), pathname).toBe(false);
      expect(scriptSrc(pathname)).toBe("script-src 'self' 'unsafe-inline' https://analytics.tiktok.com");
    }
  });
});
