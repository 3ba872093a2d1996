import { parse, serialize } from "parse5";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { startFixtureSite, type FixtureSite } from "@/test-support/fakes/fixture-site";
import { resetEnvCache } from "@/lib/env";
import { convertPage } from "./convert";

/** The saved file's DOM written back with every attribute quoted, so assertions read one way. */
const canonical = (html: string) => serialize(parse(html));
const convert = async (...args: Parameters<typeof convertPage>) => {
  const result = await convertPage(...args);
  return { ...result, html: canonical(result.html) };
};

let site: FixtureSite;

beforeAll(async () => {
  site = await startFixtureSite(0);
});
afterAll(() => site.close());
beforeEach(() => {
  delete process.env.CONVERTER_MAX_OUTPUT_BYTES;
  process.env.CONVERTER_ALLOWED_HOSTS = `127.0.0.1:${site.port}`;
  resetEnvCache();
  site.reset();
});

const count = (text: string, part: string) => text.split(part).length - 1;

describe("a page after WordPress optimisers", () => {
  it("keeps one format of each face the page uses, and no other face", async () => {
    const { html, summary } = await convert(`${site.origin}/otimizado/`);
    const hits = site.stats.hits;
    // used: Texto (through an Elementor global variable), the icon font, a face without woff2
    expect(hits["/otm/f/texto.woff2"]).toBe(1);
    expect(hits["/otm/f/icones.ttf"]).toBe(1);
    expect(hits["/otm/f/sem-woff2.woff"]).toBe(1);
    // other formats, a subset with no character on the page, an italic face, an unused family
    const unwanted = Object.keys(hits).filter(
      (path) => path.startsWith("/otm/f/") && !["texto.woff2", "icones.ttf", "sem-woff2.woff"].includes(path.slice(7)),
    );
    expect(unwanted).toEqual([]);
    expect(count(html, "@font-face")).toBe(3);
    expect(summary.fonts).toBe(3);
    expect(html).toMatch(
      /@font-face\{font-family: "Texto";font-style: normal;font-weight: 400;unicode-range: U\+0000-00FF, U\+0131, U\+0152-0153;src:url\("data:font\/woff2;base64,/,
    );
    expect(html).not.toContain('Nunca Usada"');
  });

  it("activates the stylesheets optimisers load from script, once each", async () => {
    const { html } = await convert(`${site.origin}/otimizado/`);
    for (const rgb of ["1, 2, 3", "4, 5, 6", "7, 8, 9", "10, 11, 12", "13, 14, 15"])
      expect(count(html, `color: rgb(${rgb})`), rgb).toBe(1);
    expect(html).not.toMatch(/<link[^>]+(stylesheet|preload)/);
    expect(html).not.toContain('media="print"');
    expect(html).not.toContain("<noscript");
    for (const sheet of ["async", "print", "rocket", "litespeed", "delayed"])
      expect(site.stats.hits[`/otm/css/${sheet}.css`], sheet).toBe(1);
  });

  it("writes a repeated image once, as a custom property used by CSS and by placeholders of its size", async () => {
    const { html } = await convert(`${site.origin}/otimizado/`);
    const data = /--eph-img-(\d+):url\("(data:image\/png;base64,[^"]+)"\)/.exec(html);
    expect(data).not.toBeNull();
    expect(count(html, data![2])).toBe(1);
    expect(count(html, `var(--eph-img-${data![1]})`)).toBe(4); // one stylesheet rule, one style attribute, two images
    expect(html).toMatch(
      /<img id="rep1" src="data:image\/svg\+xml,%3Csvg xmlns='http:\/\/www.w3.org\/2000\/svg' width='64' height='48'%3E%3C\/svg%3E"/,
    );
    expect(site.stats.hits["/otm/img/repetida.png"]).toBe(1);
  });

  it("writes a repeated image inline when its size is unknown (no placeholder can stand for it)", async () => {
    const { html } = await convert(`${site.origin}/sem-tamanho/`);
    expect(html).not.toContain("--eph-img-");
    expect(html.match(/<img src="data:image\/svg\+xml;base64,/g)).toHaveLength(2);
  });

  it("keeps the #fragment of an embedded address, so a sprite shows one icon", async () => {
    const { html } = await convert(`${site.origin}/otimizado/`);
    expect(html).toMatch(/<img id="sprite" src="data:image\/svg\+xml;base64,[A-Za-z0-9+/=]+#carrinho"/);
  });

  it("writes compact markup: values unquoted where HTML allows, whitespace runs collapsed", async () => {
    const { html } = await convertPage(`${site.origin}/otimizado/`);
    expect(html).toContain("<h1 id=titulo>Olá, página otimizada</h1>\n<p id=async>");
    expect(html).toContain(`<img id=falta src=${site.origin}/otm/img/nao-existe.png alt="Imagem que não existe mais">`);
    expect(canonical(html)).toBe(canonical(canonical(html))); // the compact form parses to the same document
  });

  it("seals the file: a policy that allows only what is embedded, and where and when it was saved", async () => {
    const before = Date.now();
    const { html } = await convert(`${site.origin}/otimizado/`);
    expect(html).toMatch(
      /^<!DOCTYPE html><html lang="pt-BR"><head><meta charset="utf-8"><meta http-equiv="Content-Security-Policy" content="default-src 'none'; img-src data:; style-src data: 'unsafe-inline'; font-src data:; media-src data:; script-src 'none'; connect-src 'none'; base-uri 'none'">/,
    );
    const note = /<!-- Página salva de (\S+) em (\S+) por Elementor para HTML -->/.exec(html);
    expect(note?.[1]).toBe(`${site.origin}/otimizado/`);
    expect(Date.parse(note![2])).toBeGreaterThanOrEqual(before - 1000);
    // what could not be fetched keeps its address, and the policy keeps it from being requested
    expect(html).toContain(`<img id="falta" src="${site.origin}/otm/img/nao-existe.png"`);
  });

  it("drops analytics pixels hidden in <noscript> without fetching them", async () => {
    const { html } = await convert(`${site.origin}/otimizado/`);
    expect(html).not.toMatch(/\/tr\?|ns\.html/);
    expect(site.stats.hits["/tr"]).toBeUndefined();
    expect(site.stats.hits["/ns.html"]).toBeUndefined();
  });

  it("converts a page of 20,000 nested elements", async () => {
    const { html } = await convertPage(`${site.origin}/profundo/?n=20000`);
    expect(html).toContain("<p id=fundo>Fundo</p>");
    expect(count(html, "<div>")).toBe(20_000);
  });

  it("fetches nothing more once the output budget is spent", async () => {
    const one = (await convert(`${site.origin}/grande/?assets=1&bytes=1000`)).bytes;
    const image = (await convert(`${site.origin}/grande/?assets=2&bytes=1000`)).bytes - one;
    site.reset();
    // room for the page and about three of its forty images
    process.env.CONVERTER_MAX_OUTPUT_BYTES = String(one + 3 * image);
    resetEnvCache();
    const { summary } = await convert(`${site.origin}/grande/?assets=40&bytes=1000`);
    const fetched = Object.keys(site.stats.hits).filter((path) => path.startsWith("/bench/img-")).length;
    expect(summary.failed.filter((f) => f.reason === "output_limit").length).toBeGreaterThan(30);
    expect(fetched).toBeLessThan(10); // what was in flight when the budget ran out, never the other thirty
  });
});
