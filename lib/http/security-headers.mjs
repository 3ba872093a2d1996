// @ts-check
/**
 * Applied at run time so HSTS follows the SITE_URL the server starts with. Most pages are prerendered, so their
 * CSP cannot carry a nonce and Next's inline scripts need 'unsafe-inline'. The pages in `noncePaths` are
 * rendered per request: server.mjs gives each answer a fresh nonce, in this header and in the request's own
 * Content-Security-Policy header, from which Next puts it on every script it writes. Plain ESM: server.mjs runs
 * without tsx.
 */

import { createHash } from "node:crypto";
import { consentEarlyScript } from "./inline-scripts.mjs";

/** Our one inline script (lib/http/inline-scripts.mjs): allowed by its hash where the others need the answer's nonce. */
const consentEarlyScriptHash = `'sha256-${createHash("sha256").update(consentEarlyScript).digest("base64")}'`;

/** Pages whose address carries a secret (the reset or confirmation token): no referrer leaves them, not even to us. */
const noReferrerPaths = ["/redefinir-senha", "/confirmar-email"];

/** Pages that show what visitors wrote (the leads): no inline script runs there without the answer's nonce. */
const noncePaths = ["/painel"];

/** @param {string} pathname */
export const needsNonce = (pathname) => noncePaths.includes(pathname.replace(/\/+$/, "") || "/");

/**
 * @param {{ pixelHost: string; development: boolean; https: boolean; pathname?: string; nonce?: string }} options
 * @returns {{ key: string; value: string }[]}
 */
export function securityHeaders({ pixelHost, development, https, pathname = "/", nonce }) {
  const inline = nonce ? `'nonce-${nonce}' ${consentEarlyScriptHash}` : "'unsafe-inline'";
  const csp = [
    "default-src 'self'",
    `script-src 'self' ${inline} ${pixelHost}${development ? " 'unsafe-eval'" : ""}`,
    `connect-src 'self' ${pixelHost}`,
    `img-src 'self' data: blob: ${pixelHost}`,
    "style-src 'self' 'unsafe-inline'",
    "font-src 'self' data:",
    "media-src 'self' blob: data:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    ...(https ? ["upgrade-insecure-requests"] : []),
  ].join("; ");
  const secretInAddress = noReferrerPaths.some((path) => pathname === path || pathname.startsWith(`${path}/`));

  return [
    { key: "Content-Security-Policy", value: csp },
    { key: "X-Content-Type-Options", value: "nosniff" },
    { key: "Referrer-Policy", value: secretInAddress ? "no-referrer" : "strict-origin-when-cross-origin" },
    { key: "Permissions-Policy", value: "camera=(), microphone=(), geolocation=(), payment=(), usb=()" },
    { key: "X-Frame-Options", value: "DENY" },
    ...(https ? [{ key: "Strict-Transport-Security", value: "max-age=63072000; includeSubDomains" }] : []),
  ];
}

/**
 * @param {Record<string, string | undefined>} source
 * @param {string} pathname
 * @param {string} [nonce] for a page of `noncePaths`, new for each answer
 */
export function securityHeadersFromEnv(source, pathname, nonce) {
  let pixelHost = "https://analytics.tiktok.com";
  try {
    if (source.TIKTOK_PIXEL_HOST?.trim()) pixelHost = new URL(source.TIKTOK_PIXEL_HOST.trim()).origin;
  } catch {
    // lib/env.ts refuses an invalid value with a clear message when the app starts
  }
  const https = (source.SITE_URL ?? "").trim().startsWith("https://");
  return securityHeaders({ pixelHost, development: source.NODE_ENV === "development", https, pathname, nonce });
}
