import { describe, expect, it } from "vitest";
import { readSitemapText } from "./sitemap";

describe("reading a sitemap", () => {
  it("finds the addresses of a urlset and of an index, entities decoded, namespaces or not", () => {
    expect(
      readSitemapText(
        `<?xml version="1.0"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
<url><loc> https://loja.com.br/sobre/ </loc></url><url><loc>https://loja.com.br/?a=1&amp;b=2</loc></url></urlset>`,
      ),
    ).toEqual({ index: false, locs: ["https://loja.com.br/sobre/", "https://loja.com.br/?a=1&b=2"] });
    expect(
      readSitemapText(
        `<sm:sitemapindex xmlns:sm="x"><sm:sitemap><sm:loc>https://loja.com.br/p.xml</sm:loc></sm:sitemap>`,
      ),
    ).toEqual({ index: true, locs: ["https://loja.com.br/p.xml"] });
    expect(readSitemapText("<html><body><loc>https://x.com/</loc></body></html>")).toBeNull();
  });

  it("reads <loc> followed by 2.100 spaces and no </loc>, 20 times and a thousand times, in linear time", () => {
    const unit = `<loc>${" ".repeat(2_100)}`;
    const small = `<urlset>${unit.repeat(20)}</urlset>`;
    const large = `<urlset>${unit.repeat(1_000)}</urlset>`; // 2 MB, the cap of a sitemap file
    let started = performance.now();
    expect(readSitemapText(small)).toEqual({ index: false, locs: [] });
    const smallMs = performance.now() - started;
    started = performance.now();
    expect(readSitemapText(large)).toEqual({ index: false, locs: [] });
    const largeMs = performance.now() - started;
    // The old regex took 54 s on the small one (cubic); a linear read of 2 MB takes well under a second.
    expect(smallMs).toBeLessThan(200);
    expect(largeMs).toBeLessThan(1_500);
  });

  it("keeps no address longer than 2048 characters, and at most the cap", () => {
    const long = `https://loja.com.br/${"a".repeat(3_000)}`;
    const many = Array.from({ length: 30 }, (_, i) => `<url><loc>https://loja.com.br/${i}/</loc></url>`).join("");
    expect(readSitemapText(`<urlset><url><loc>${long}</loc></url>${many}</urlset>`, 10)?.locs).toEqual(
      Array.from({ length: 10 }, (_, i) => `https://loja.com.br/${i}/`),
    );
  });
});
