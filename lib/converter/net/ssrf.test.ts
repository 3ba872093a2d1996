import { parse, serialize } from "parse5";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { LookupAddress } from "node:dns";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { startFixtureSite, type FixtureSite } from "@/test-support/fakes/fixture-site";
import { convertPage } from "../convert";
import { safeFetch, type Resolver } from "./safe-fetch";

/** The saved file's DOM written back with every attribute quoted, so assertions read one way. */
const canonical = (html: string) => serialize(parse(html));
const convert = async (...args: Parameters<typeof convertPage>) => {
  const result = await convertPage(...args);
  return { ...result, html: canonical(result.html) };
};

/**
 * A listening server on loopback stands for everything the converter must never reach. It counts
 * TCP connections, so "refused" means "not even connected to", not just "answer discarded".
 */
let trap: Server;
let trapPort: number;
let connections = 0;
let site: FixtureSite;

beforeAll(async () => {
  trap = createServer((_, res) => res.end("segredo"));
  trap.on("connection", () => connections++);
  await new Promise<void>((resolve) => trap.listen(0, "127.0.0.1", resolve));
  trapPort = (trap.address() as AddressInfo).port;
  site = await startFixtureSite(0);
});
afterAll(async () => {
  trap.closeAllConnections();
  await new Promise((resolve) => trap.close(resolve));
  await site.close();
});
beforeEach(() => {
  connections = 0;
  process.env.CONVERTER_ALLOWED_HOSTS = `127.0.0.1:${site.port}`;
  process.env.CONVERTER_FETCH_TIMEOUT_MS = "500";
});

const fakeDns =
  (table: Record<string, string[]>): Resolver =>
  async (hostname) =>
    (table[hostname] ?? []).map((address): LookupAddress => ({ address, family: address.includes(":") ? 6 : 4 }));

const resolver = fakeDns({
  "evil.example": ["127.0.0.1"],
  "mixed.example": ["8.8.8.8", "127.0.0.1"],
  "mapped.example": ["::ffff:127.0.0.1"],
  "metadata.example": ["169.254.169.254"],
  "v6.example": ["::1"],
});

const options = { policy: { allowedHosts: [] }, maxBytes: 1_000_000, timeoutMs: 500, resolver };

describe("the converter never connects to private addresses", () => {
  const literal = () => [
    `http://127.0.0.1:${trapPort}/`,
    `http://2130706433:${trapPort}/`,
    `http://0177.0.0.1:${trapPort}/`,
    `http://0x7f.1:${trapPort}/`,
    `http://0x7f000001:${trapPort}/`,
    `http://127.1:${trapPort}/`,
    `http://[::1]:${trapPort}/`,
    `http://[::ffff:127.0.0.1]:${trapPort}/`,
    `http://[::ffff:7f00:1]:${trapPort}/`,
    `http://0.0.0.0:${trapPort}/`,
    `http://localhost:${trapPort}/`,
    `http://127.0.0.1.:${trapPort}/`,
    `http://user:senha@127.0.0.1:${trapPort}/`,
    "http://10.1/",
    "http://169.254.169.254/latest/meta-data/",
    "http://[fd00:ec2::254]/",
  ];

  it("refuses literal addresses in every spelling", async () => {
    for (const url of literal()) {
      await expect(safeFetch(url, options), url).rejects.toMatchObject({ kind: "forbidden" });
    }
    expect(connections).toBe(0);
  });

  it("refuses names that resolve to private addresses, even when only one of their addresses is", async () => {
    for (const host of ["evil.example", "mixed.example", "mapped.example", "metadata.example", "v6.example"]) {
      await expect(safeFetch(`http://${host}:${trapPort}/`, options), host).rejects.toMatchObject({
        kind: "forbidden",
      });
    }
    expect(connections).toBe(0);
  });

  it("refuses credentials and other schemes", async () => {
    await expect(safeFetch("http://user:pass@example.com/", options)).rejects.toMatchObject({ kind: "forbidden" });
    await expect(safeFetch("file:///etc/passwd", options)).rejects.toMatchObject({ kind: "forbidden" });
    await expect(safeFetch("ftp://example.com/", options)).rejects.toMatchObject({ kind: "forbidden" });
  });

  it("re-checks every redirect hop, by address and by name", async () => {
    const allowed = { ...options, policy: { allowedHosts: [`127.0.0.1:${site.port}`] } };
    for (const target of [
      `http://127.0.0.1:${trapPort}/`,
      `http://[::ffff:7f00:1]:${trapPort}/`,
      `http://evil.example:${trapPort}/`,
      "file:///etc/passwd",
    ]) {
      const url = `${site.origin}/go?to=${encodeURIComponent(target)}`;
      await expect(safeFetch(url, allowed), target).rejects.toMatchObject({ kind: "forbidden" });
    }
    expect(connections).toBe(0);
  });

  it("checks the address it connects to, so a name cannot rebind between check and connection", async () => {
    let calls = 0;
    // First answer public, every later answer loopback: a check-then-fetch design would connect to the trap.
    const rebinding: Resolver = async () => [{ address: calls++ === 0 ? "8.8.8.8" : "127.0.0.1", family: 4 }];
    const result = await safeFetch(`http://rebind.example:${trapPort}/`, {
      ...options,
      resolver: rebinding,
      timeoutMs: 300,
    }).catch((e: unknown) => e);
    expect(result).toMatchObject({ kind: expect.stringMatching(/^(timeout|unreachable|refused)$/) }); // tried 8.8.8.8 only
    expect(calls).toBe(1); // one lookup per connection: the checked answer is the one used
    await expect(
      safeFetch(`http://rebind.example:${trapPort}/`, { ...options, resolver: rebinding }),
    ).rejects.toMatchObject({ kind: "forbidden" });
    expect(connections).toBe(0);
  });

  it("refuses a page that redirects to a private address", async () => {
    const page = `${site.origin}/go?to=${encodeURIComponent(`http://localhost:${trapPort}/`)}`;
    await expect(convertPage(page, { resolver })).rejects.toMatchObject({ kind: "forbidden" });
    expect(connections).toBe(0);
  });

  it("does not fetch private assets named by an allowed page, and keeps their addresses", async () => {
    const targets = [
      `http://127.0.0.1:${trapPort}/a.png`,
      `http://2130706433:${trapPort}/b.css`,
      `http://evil.example:${trapPort}/c.png`,
    ];
    const page = `${site.origin}/assets-privados/?${targets.map((t) => `a=${encodeURIComponent(t)}`).join("&")}`;
    const { html, summary } = await convert(page, { resolver });
    expect(summary.failed.map((f) => f.reason)).toEqual(["forbidden", "forbidden", "forbidden"]);
    expect(html).toContain(`<img src="http://127.0.0.1:${trapPort}/a.png"`); // kept, absolute
    expect(connections).toBe(0);
  });
});
