import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { resetEnvCache } from "@/lib/env";
import sharp from "sharp";
import { photoFiles } from "@/test-support/fakes/photos";
import { elementorForm } from "@/test-support/fakes/site-pages";
import { readZip } from "@/test-support/zip";
import { crawlSite } from "./crawl";
import { packageSite } from "./package";
import type { SiteReport } from "./report";

/**
 * A small site with the shapes real Elementor sites have: a page linked only with query strings (and a
 * redirect from its address without the slash), a page only its sitemap lists, a page whose address
 * without the query does not exist (the query makes the page), and a title with an ampersand.
 */
/**
 * catholify's praymo form as its page has it: hidden in a modal, no action (it posts to itself, a script sent it),
 * selects first, a hidden field, a checkbox, a button that only shows a total and a mailto link inside.
 */
const praymoForm = `<div id="pray-modal" class="modal"><section class="modal-card-body"><form method="POST" id="pray-form">
<label class="label">I / We Prayed</label><select id="pray-type" name="type" required><option value="">Select…</option>
<option value="Rosary">A Rosary</option><option value="Novena">A Novena</option></select>
<select id="pray-hours"><option>0</option><option>1</option></select>
<input type="hidden" id="pray-duration" name="duration"><select name="quantity" id="pray-quantity"></select>
<p class="help">Need more? <a href="mailto:help@catholify.com">Contact Us</a>!</p>
<button id="pray-time-button" type="button"><span>0:00</span></button>
<input id="pray-name" name="name" type="text" required><input id="pray-subscribe" name="subscribe" type="checkbox" checked>
<button id="pray-submit" type="submit">Submit</button></form></section></div>`;

let server: Server;
let origin: string;
const hits: Record<string, number> = {};

const page = (title: string, body: string) =>
  `<!doctype html><html><head><title>${title}</title></head><body>${body}</body></html>`;

beforeAll(async () => {
  server = createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://x");
    hits[url.pathname + url.search] = (hits[url.pathname + url.search] ?? 0) + 1;
    const html = (body: string) => {
      res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
      res.end(body);
    };
    if (url.pathname === "/fotos/paisagem.jpg") {
      return void photoFiles().then((files) => {
        res.writeHead(200, { "content-type": "image/jpeg" });
        res.end(files["/fotos/paisagem.jpg"][0]);
      });
    }
    switch (url.pathname) {
      // One photo (2400 px wide), shown 200 px wide on one page and 500 px wide on the other.
      case "/galeria/":
        return html(
          page("Galeria", `<img src="/fotos/paisagem.jpg" width="200"><a href="/galeria/grande/">Grande</a>`),
        );
      case "/galeria/grande/":
        return html(page("Grande", `<img src="/fotos/paisagem.jpg" width="500"><a href="/galeria/">Galeria</a>`));
      case "/":
        return html(
          page(
            "Preços &amp; Prazos",
            `<a href="/offering?rosary=1">Terço</a><a href="/offering/?rosary=1#pedido">Terço</a>
<a href="/offering/?novena=9">Novena</a><a href="/evento/?id=4">Evento</a><a href="/sobre/">Sobre</a>`,
          ),
        );
      case "/offering":
        res.writeHead(301, { location: "/offering/" + url.search });
        return res.end();
      case "/offering/":
        return html(
          page(
            "Ofertas",
            `${elementorForm}<form method="POST" id="pray-form"><label for="p">Pedido</label><input id="p" name="pedido"><button>Rezar</button></form>
${praymoForm}<form method="post" action=""><label for="e">E-mail</label><input id="e" name="email"><button>Assinar</button></form>
<a href="/">Início</a>`,
          ),
        );
      case "/evento/":
        if (!url.searchParams.has("id")) {
          res.writeHead(404, { "content-type": "text/html" });
          return res.end(page("Não encontrada", ""));
        }
        return html(page(`Evento ${url.searchParams.get("id")}`, `<a href="/">Início</a>`));
      case "/sobre/":
        return html(page("Sobre", `<a href="/">Início</a>`));
      case "/escondida/":
      case "/outra-escondida/":
        return html(page("Só no sitemap", "<p>Ninguém linka aqui.</p>"));
      case "/sitemap.xml":
        res.writeHead(200, { "content-type": "application/xml" });
        return res.end(
          `<?xml version="1.0"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
<url><loc>${origin}/</loc></url><url><loc>${origin}/escondida/</loc></url><url><loc>${origin}/outra-escondida/</loc></url></urlset>`,
        );
      default:
        res.writeHead(404, { "content-type": "text/html" });
        return res.end(page("Não encontrada", ""));
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  process.env.CONVERTER_ALLOWED_HOSTS = origin.slice(7);
  resetEnvCache();
});

async function exportSite(
  maxPages: number,
  { entry = "/", optimizeImages = false } = {},
): Promise<{ report: SiteReport; entries: Map<string, Buffer> }> {
  const dir = await mkdtemp(path.join(tmpdir(), "site-export-"));
  try {
    const signal = new AbortController().signal;
    const crawl = await crawlSite({
      entry: `${origin}${entry}`,
      maxPages,
      maxBytes: 50 * 1024 * 1024,
      dir: path.join(dir, "work"),
      signal,
      onProgress: async () => {},
    });
    const target = path.join(dir, "site.zip");
    const report = await packageSite(crawl, { forms: { whatsapp: "5511987654321" }, optimizeImages }, target, signal);
    return { report, entries: await readZip(await readFile(target)) };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

describe("every page a visitor can reach", () => {
  it("exports a page linked only with queries once, its links lead to it; sitemap-only pages; every form rewired", async () => {
    for (const key of Object.keys(hits)) delete hits[key];
    const { report, entries } = await exportSite(50);
    const files = report.pages.map((entry) => entry.file).sort();
    expect(files).toEqual([
      "escondida/index.html",
      "evento/index.html",
      "index.html",
      "offering/index.html",
      "outra-escondida/index.html",
      "sobre/index.html",
    ]);
    // Fetched under its address without the query; the variants were never fetched.
    expect(hits["/offering/?rosary=1"]).toBeUndefined();
    const home = entries.get("index.html")!.toString();
    expect(home).toContain("<a href=offering/index.html>Terço</a><a href=offering/index.html#pedido>Terço</a>");
    expect(home).toContain("<a href=offering/index.html>Novena</a>");
    // /evento/ without its query does not exist: the query makes the page, and its first variant is exported.
    expect(report.pages.find((entry) => entry.file === "evento/index.html")).toMatchObject({
      url: `${origin}/evento/?id=4`,
      title: "Evento 4",
    });
    expect(home).toContain("<a href=evento/index.html>Evento</a>");
    expect(report.skipped).toEqual([
      {
        url: `${origin}/evento/`,
        reason: "Não foi possível acessar a página: a página não existe (erro HTTP 404). Confira o endereço.",
      },
    ]);

    // The plugin's form, the hand-written ones, praymo's without action and one with an empty action: all to WhatsApp.
    const offering = entries.get("offering/index.html")!.toString();
    expect(offering.match(/<form[^>]*data-eph-form=whatsapp/g)).toHaveLength(4);
    expect(offering).not.toMatch(/<form[^>]*\saction=(?!["']?#)/);
    expect(report.forms).toEqual(
      Array.from({ length: 4 }, (_, i) => ({
        page: `${origin}/offering/`,
        kind: i ? "other" : "elementor",
        became: "whatsapp",
      })),
    );

    // The title is escaped once in the report, and reads as text in the job's report.
    expect(report.pages.find((entry) => entry.file === "index.html")?.title).toBe("Preços & Prazos");
    const relatorio = entries.get("relatorio.html")!.toString();
    expect(relatorio).toContain(">Preços &amp; Prazos</a>");
    expect(relatorio).not.toContain("&amp;amp;");
  });

  it("lists every page left out by the cap, sitemap-only pages included", async () => {
    const { report } = await exportSite(2);
    expect(report.pages).toHaveLength(2);
    const capped = report.skipped.filter((entry) => entry.reason === "limite de 2 páginas atingido");
    expect(capped.map((entry) => entry.url).sort()).toEqual(
      [
        `${origin}/escondida/`,
        `${origin}/evento/`,
        `${origin}/evento/?id=4`,
        `${origin}/outra-escondida/`,
        `${origin}/sobre/`,
      ].sort(),
    );
  });
});

describe("Otimizar imagens for the whole site", () => {
  it("stores an image shown at two widths on two pages once, at the larger, and reports the saving", async () => {
    const plain = await exportSite(2, { entry: "/galeria/" });
    const { report, entries } = await exportSite(2, { entry: "/galeria/", optimizeImages: true });
    expect(report.pages.map((entry) => entry.file)).toEqual(["galeria/index.html", "galeria/grande/index.html"]);
    const images = [...entries.keys()].filter((name) => /^assets\/.+\.(jpg|webp|avif|png)$/.test(name));
    expect(images).toHaveLength(1);
    // 500 CSS px is 1170 device pixels on a 390 px phone at ratio 3 (200 px would be 600).
    expect((await sharp(entries.get(images[0])!).metadata()).width).toBe(1170);
    for (const [name, file] of [
      ["galeria/index.html", "../assets/"],
      ["galeria/grande/index.html", "../../assets/"],
    ]) {
      expect(entries.get(name)!.toString()).toContain(`<img src=${file}${images[0].slice(7)} width=`);
    }
    expect(report.optimised?.images).toBe(1);
    expect(report.optimised?.savedBytes).toBeGreaterThan(0);
    expect(report.zipBytes).toBeLessThan(plain.report.zipBytes / 2);
    expect(entries.get("relatorio.html")!.toString()).toContain("Otimizar imagens: 1 imagem reduzida");
    // Without the option, the photo is the original, whole.
    const original = [...plain.entries.keys()].find((name) => name.endsWith(".jpg"))!;
    expect((await sharp(plain.entries.get(original)!).metadata()).width).toBe(2400);
  });
});
