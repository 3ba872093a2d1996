/**
 * Security headers for every response (applied in next.config.ts). Pages are prerendered, so the CSP
 * cannot carry a per-request nonce: Next's inline bootstrap scripts need 'unsafe-inline' in
 * script-src. 'unsafe-eval' is never allowed (except by `next dev`'s refresh runtime), and the only
 * third-party script host is the pixel's.
 */
export function securityHeaders({ pixelHost, development, https }: { pixelHost: string; development: boolean; https: boolean }) {
  const csp = [
    "default-src 'self'",
    `script-src 'self' 'unsafe-inline' ${pixelHost}${development ? " 'unsafe-eval'" : ""}`,
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

  return [
    { key: "Content-Security-Policy", value: csp },
    { key: "X-Content-Type-Options", value: "nosniff" },
    { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
    { key: "Permissions-Policy", value: "camera=(), microphone=(), geolocation=(), payment=(), usb=()" },
    { key: "X-Frame-Options", value: "DENY" },
    ...(https ? [{ key: "Strict-Transport-Security", value: "max-age=63072000; includeSubDomains" }] : []),
  ];
}
