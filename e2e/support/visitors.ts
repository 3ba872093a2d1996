let visitors = 0;

/**
 * A client address no test has used yet, as the configured app's one trusted proxy (TRUST_PROXY_HOPS=1)
 * reports it in X-Forwarded-For: per-address limits then never leak from one test into the next.
 */
export function newVisitorIp(): string {
  visitors++;
  return `198.18.${(visitors >> 8) & 255}.${visitors & 255}`;
}
