import { parse, serialize } from "parse5";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { startFixtureSite, type FixtureSite } from "@/test-support/fakes/fixture-site";
import { resetEnvCache } from "@/lib/env";
import { noSavings } from "./optimise/report";
import { convertPage, OutputTooLarge } from "./convert";

/** The saved file's DOM written back with every attribute quoted, so assertions read one way. */
const canonical = (html: string) => serialize(parse(html));
const convert = async (...args: Parameters<typeof convertPage>) => {
  const result = await convertPage(...args);
  return { ...result, html: canonical(result.html) };
};

function setEnv(name: string, value: string) {
  process.env[name] = value;
  resetEnvCache();
}

let site: FixtureSite;

beforeAll(async () => {
  site = await startFixtureSite(0);
});
afterAll(() => site.close());
beforeEach(() => {
  for (const name of ["CONVERTER_MAX_OUTPUT_BYTES", "CONVERTER_FETCH_TIMEOUT_MS", "CONVERTER_TOTAL_TIMEOUT_MS"])
    delete process.env[name];
  process.env.CONVERTER_ALLOWED_HOSTS = `127.0.0.1:${site.port}`;
  process.env.CONVERTER_CONCURRENCY = "3";
  site.reset();
});

/** Every resource address left in the file that a browser would fetch. */
function remoteReferences(html: string): string[] {
  const found = [
    ...html.matchAll(/\b(?:src|srcset|poster|href)="(https?:[^"]+)"/g),
    ...html.matchAll(/url\(["']?(https?:[^"')]+)/g),
  ].map((m) => m[1]);
  // links to other pages are navigation, not resources
  return found.filter((url) => !/\/(contato\/|elementor\/|outra-pagina)$/.test(url) && !url.includes("fonts.gstatic"));
}

describe("convertPage", () => {
  it("embeds stylesheets, imports, fonts and every kind of image, fetching each once", async () => {
    const result = await convert(`${site.origin}/elementor/`);
    const { html } = result;

    expect(remoteReferences(html)).toEqual([]);
    expect(html.startsWith('<!DOCTYPE html><html lang="pt-BR"><head><meta charset="utf-8">')).toBe(true);
    expect(html).toContain("Olá, ação e coração!");
    expect(html).toContain("data:font/woff2;base64,");
    expect(html).toContain("rgb(12, 34, 56)"); // post-7.css inlined
    expect(html).toContain(".card{ border: 3px solid rgb(200, 0, 0); }"); // its @import inlined
    expect(html).not.toMatch(/<link[^>]+stylesheet/);
    expect(html).not.toMatch(/<link[^>]+(preload|preconnect)/);
    expect(html).toMatch(/<link rel="icon" href="data:image\/png;base64,/);
    expect(html).toMatch(/<video[^>]+poster="data:image\/png;base64,/);
    expect(html).toMatch(/<image href="data:image\/png;base64,/);
    expect(result.summary).toMatchObject({ stylesheets: 2, fonts: 1, failed: [] });
    expect(result.summary.images).toBe(9); // photo-300 is only ever a fallback smaller than what is kept
    expect(result.title).toBe("Página Elementor de Exemplo");

    // each asset once, no matter how often it is referenced (photo-1024 by two images)
    const hits = site.stats.hits;
    expect(hits["/wp-content/uploads/2024/05/photo-1024.png"]).toBe(1);
    expect(hits["/wp-content/uploads/2024/05/photo-300.png"]).toBeUndefined();
    // a <picture> keeps one image: its source for every screen, not every alternative
    expect(html).toMatch(
      /<picture id="pic">\s*<img src="data:image\/svg\+xml,[^"]+" alt="Picture" style="background:var\(--eph-img-\d+\)/,
    );
    expect(Object.entries(hits).filter(([, n]) => n > 1)).toEqual([]);
    expect(site.stats.maxInFlight).toBeLessThanOrEqual(3);
  });

  it("undoes lazy loading, Elementor's hidden states, scripts, base and refresh", async () => {
    const { html } = await convert(`${site.origin}/elementor/`);
    expect(html).not.toContain("<script");
    expect(html).not.toContain("onclick");
    expect(html).not.toContain("javascript:");
    expect(html).not.toContain("<base");
    expect(html).not.toContain('http-equiv="refresh"');
    expect(html).not.toContain('elementor-invisible"');
    expect(html).not.toMatch(/data-(lazy-)?src=/);
    expect(html).not.toContain("data:image/svg+xml,%3Csvg%20xmlns"); // the plugin's placeholders replaced
    expect(html).toMatch(/<img class="lazyloaded entered loaded" id="lazy"[^>]+src="data:image\/png;base64,/);
    expect(html).not.toContain('loading="lazy"');
    expect(html.match(/alt="Imagem preguiçosa"/g)).toHaveLength(1); // the noscript copy is gone
    expect(html).toMatch(/id="c4" style="background-image: url\(&quot;data:image\/png;base64,/);
    expect(html).toMatch(/class="e-con e-lazyloaded e-parent box" id="c4"/);
    expect(html).toMatch(/id="databg" style="background-image:url\(&quot;data:image\/png/);
    expect(html).toContain(`href="${site.origin}/contato/"`);
    // the reveal rules that still have elements to reveal, and only those
    expect(html).toContain("img.lazyloaded{opacity:1!important;visibility:visible!important}");
    expect(html).not.toContain(".elementor-invisible{visibility:visible!important}");
  });

  it("drops the page's comments (sections a theme commented out), but not when its scripts stay", async () => {
    const { html } = await convert(`${site.origin}/otimizar/`);
    expect(html).not.toContain("Seção antiga");
    expect(html).toContain("<!-- Página salva de "); // the file's own note
    const kept = await convert(`${site.origin}/otimizar/`, { embedAssets: false, removeScripts: false });
    expect(kept.html).toContain("Seção antiga, comentada pelo tema");
  });

  it("keeps scripts and plain addresses when both options are off", async () => {
    const { html, summary } = await convert(`${site.origin}/elementor/`, { embedAssets: false, removeScripts: false });
    expect(html).toContain(`<script src="${site.origin}/wp-includes/js/jquery/jquery.min.js"></script>`);
    expect(html).toContain(`href="${site.origin}/wp-content/uploads/elementor/css/post-7.css?ver=3.30"`);
    expect(html).toContain(`src="${site.origin}/wp-content/uploads/2024/05/lazy.png"`);
    expect(html).not.toContain("data:image/png");
    expect(summary).toEqual({
      stylesheets: 0,
      images: 0,
      fonts: 0,
      scripts: 0,
      optimised: 0,
      savedBytes: 0,
      savings: noSavings(),
      failed: [],
    });
    expect(Object.keys(site.stats.hits)).toEqual(["/elementor/"]);
  });

  it("embeds kept scripts when scripts stay and assets are embedded", async () => {
    const { html, summary } = await convert(`${site.origin}/elementor/`, { removeScripts: false });
    expect(html).toContain('<script src="data:text/javascript;base64,');
    expect(summary.scripts).toBe(2);
  });

  it("keeps the absolute address of what cannot be fetched and reports it", async () => {
    const { html, summary } = await convert(`${site.origin}/com-falha/`);
    expect(html).toContain(`<img id="missing" src="${site.origin}/missing.png"`);
    expect(html).toContain(`<link rel="stylesheet" href="${site.origin}/missing.css">`);
    expect(html).toMatch(/<img id="ok" src="data:image\/png;base64,/);
    expect(summary.failed).toEqual(
      expect.arrayContaining([
        { url: `${site.origin}/missing.png`, reason: "status" },
        { url: `${site.origin}/missing.css`, reason: "status" },
      ]),
    );
  });

  it("follows redirects and resolves against the final address", async () => {
    const result = await convert(`${site.origin}/redirect`);
    expect(result.finalUrl).toBe(`${site.origin}/elementor/`);
    expect(result.summary.failed).toEqual([]);
  });

  it("decodes pages in their declared charset and writes UTF-8", async () => {
    const { html } = await convert(`${site.origin}/latin1/`);
    expect(html).toContain('<p id="t">ação é ótima</p>');
    expect(html).toContain("<title>Codificação</title>");
  });

  it("stops embedding once the output budget is spent, and refuses a file over the limit", async () => {
    const full = await convert(`${site.origin}/com-falha/`);
    setEnv("CONVERTER_MAX_OUTPUT_BYTES", String(full.bytes - 100));
    const result = await convert(`${site.origin}/com-falha/`);
    expect(result.summary.failed).toContainEqual({
      url: `${site.origin}/wp-content/uploads/2024/05/photo-300.png`,
      reason: "output_limit",
    });
    expect(result.html).toContain(`<img id="ok" src="${site.origin}/wp-content/uploads/2024/05/photo-300.png"`);

    setEnv("CONVERTER_MAX_OUTPUT_BYTES", "300");
    await expect(convertPage(`${site.origin}/com-falha/`)).rejects.toBeInstanceOf(OutputTooLarge);
  });

  it("refuses what is not HTML, too large or too slow", async () => {
    await expect(convertPage(`${site.origin}/documento.pdf`)).rejects.toMatchObject({ kind: "not_html" });
    await expect(convertPage(`${site.origin}/enorme/`)).rejects.toMatchObject({ kind: "too_large" });
    await expect(convertPage(`${site.origin}/nada/`)).rejects.toMatchObject({ kind: "status" });
    await expect(convertPage(`${site.origin}/loop/0`)).rejects.toMatchObject({
      kind: "status",
      message: "too many redirects",
    });
    setEnv("CONVERTER_FETCH_TIMEOUT_MS", "200");
    await expect(convertPage(`${site.origin}/lenta/?ms=2000`)).rejects.toMatchObject({ kind: "timeout" });
    setEnv("CONVERTER_FETCH_TIMEOUT_MS", "5000");
    setEnv("CONVERTER_TOTAL_TIMEOUT_MS", "200");
    await expect(convertPage(`${site.origin}/lenta/?ms=2000`)).rejects.toMatchObject({ kind: "timeout" });
  });
});
