/**
 * A stand-in for the public web pages the converter fetches (e2e, vitest and bench). It counts every
 * request per path and the most requests it ever had in flight; GET /__stats reads them and
 * POST /__reset clears them.
 */
import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { createServer, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { baseCss, elementorPage, largePage, pageWithMissingAsset, postCss } from "./fixture-pages";
import { deepPage, optimisedCss, optimisedPage, sprite } from "./optimised-pages";
import { iconPage, optimiseFiles, optimisePage } from "./optimise-page";
import { photoFiles, photoPage } from "./photos";
import { formsSitePages, siteCss, sitePages, siteSitemap, siteSitemapIndex } from "./site-pages";
import { png } from "./png";
import { hostileWidgetPage, widgetCss, widgetPage } from "./widget-pages";

export type FixtureStats = { hits: Record<string, number>; maxInFlight: number };
export type FixtureSite = { origin: string; port: number; stats: FixtureStats; reset(): void; close(): Promise<void> };

const fontFile = (file: string) => readFileSync(path.join(process.cwd(), "node_modules", file));
const font = fontFile("@fontsource-variable/inter/files/inter-latin-wght-normal.woff2");
/** The optimised page's fonts; any other format it declares is served too, so a fetch of it would show. */
const optimisedFonts: Record<string, [Buffer, string]> = {
  "texto.woff2": [font, "font/woff2"],
  "texto-cirilico.woff2": [fontFile("@fontsource-variable/inter/files/inter-cyrillic-wght-normal.woff2"), "font/woff2"],
  "icones.ttf": [fontFile("next/dist/compiled/@vercel/og/Geist-Regular.ttf"), "font/ttf"],
  "sem-woff2.woff": [font, "font/woff"],
};
/** An SVG that says nothing of its size (no width, height or viewBox). */
const unsized = `<svg xmlns="http://www.w3.org/2000/svg">${'<rect width="10" height="10" fill="teal"/>'.repeat(12)}</svg>`;
/** Six 9 MB photos (incompressible), the load the memory benchmark puts on the converter. */
let heavyPhoto: Buffer | undefined;
const uploads = "/wp-content/uploads/2024/05";

const images: Record<string, Buffer> = {
  [`${uploads}/hero-bg.png`]: png(64, 32, [30, 90, 200]),
  [`${uploads}/container-bg.png`]: png(32, 32, [0, 160, 80]),
  [`${uploads}/lazy.png`]: png(300, 200, [220, 120, 20]),
  [`${uploads}/photo-300.png`]: png(300, 200, [10, 10, 120]),
  [`${uploads}/photo-768.png`]: png(768, 512, [10, 120, 10]),
  [`${uploads}/photo-1024.png`]: png(1024, 683, [120, 10, 10]),
  [`${uploads}/data-bg.png`]: png(24, 24, [200, 0, 200]),
  [`${uploads}/poster.png`]: png(160, 90, [90, 90, 90]),
  [`${uploads}/icon.png`]: png(32, 32, [250, 200, 0]),
  [`${uploads}/slide-red.png`]: png(600, 300, [200, 30, 30]),
  [`${uploads}/slide-green.png`]: png(600, 300, [30, 160, 60]),
  [`${uploads}/slide-blue.png`]: png(600, 300, [30, 60, 200]),
  "/otm/img/repetida.png": png(64, 48, [40, 80, 160], true),
  "/wp-content/themes/hello/img/pattern.png": png(8, 8, [245, 245, 240]),
};

const benchImages = new Map<number, Buffer>();
const benchImage = (i: number) => {
  let image = benchImages.get(i);
  if (!image) {
    image = png(96, 64, [(i * 37) % 256, (i * 91) % 256, (i * 53) % 256], true);
    benchImages.set(i, image);
  }
  return image;
};

const html = (res: ServerResponse, body: string | Buffer, type = "text/html; charset=utf-8") => {
  res.writeHead(200, { "content-type": type });
  res.end(body);
};

export async function startFixtureSite(port = 0): Promise<FixtureSite> {
  const stats: FixtureStats = { hits: {}, maxInFlight: 0 };
  let inFlight = 0;

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://fixture");
    const route = url.pathname;
    if (route === "/health") return void res.end("ok");
    if (route === "/__stats") return html(res, JSON.stringify(stats), "application/json");
    if (route === "/__reset") {
      site.reset();
      return void res.end("ok");
    }

    stats.hits[route] = (stats.hits[route] ?? 0) + 1;
    inFlight++;
    stats.maxInFlight = Math.max(stats.maxInFlight, inFlight);
    res.on("close", () => inFlight--);
    // A little latency makes concurrency observable.
    const origin = `http://${req.headers.host}`;
    setTimeout(
      () => serve(route, url, res, origin),
      route.startsWith("/bench/") || route.includes("/uploads/") ? 15 : 0,
    );
  });

  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const actual = (server.address() as AddressInfo).port;
  const site: FixtureSite = {
    origin: `http://127.0.0.1:${actual}`,
    port: actual,
    stats,
    reset() {
      stats.hits = {};
      stats.maxInFlight = 0;
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  return site;
}

function serve(route: string, url: URL, res: ServerResponse, origin: string) {
  if (route === "/elementor/") return html(res, elementorPage);
  if (sitePages[route]) return html(res, sitePages[route]);
  if (formsSitePages[route]) return html(res, formsSitePages[route]);
  if (route === "/loja/estilo.css") return html(res, siteCss, "text/css");
  if (route === "/loja/sobre") return redirect(res, "/loja/sobre/", 301);
  if (route === "/" && url.searchParams.get("page_id") === "12") return redirect(res, "/loja/servicos/", 301);
  if (route === "/wp-sitemap.xml") return html(res, siteSitemapIndex.replaceAll("ORIGIN", origin), "application/xml");
  if (route === "/wp-sitemap-posts-page-1.xml")
    return html(res, siteSitemap.replaceAll("ORIGIN", origin), "application/xml");
  if (route === "/com-falha/") return html(res, pageWithMissingAsset);
  if (route === "/widgets/") return html(res, widgetPage);
  if (route === "/hostil/") return html(res, hostileWidgetPage);
  if (route === "/fotos/") return html(res, photoPage);
  if (route === "/otimizar/") return html(res, optimisePage);
  if (route === "/icones/") return html(res, iconPage);
  if (route.startsWith("/fotos/") || route.startsWith("/otimizar/")) {
    return void (route.startsWith("/fotos/") ? photoFiles() : optimiseFiles()).then((files) => {
      const file = files[route];
      if (file) return html(res, file[0], file[1]);
      res.writeHead(404).end();
    });
  }
  if (route === "/sem-titulo/")
    return html(res, "<!doctype html><html><head></head><body><p>Sem título</p></body></html>");
  if (route === "/wp-content/plugins/elementor/assets/css/frontend.min.css") return html(res, widgetCss, "text/css");
  if (route === "/grande/")
    return html(
      res,
      largePage(Number(url.searchParams.get("assets") ?? 150), Number(url.searchParams.get("bytes") ?? 2_000_000)),
    );
  if (route === "/latin1/") {
    return html(
      res,
      Buffer.from(
        "<!doctype html><html><head><title>Codificação</title></head><body><p id=t>ação é ótima</p></body></html>",
        "latin1",
      ),
      "text/html; charset=iso-8859-1",
    );
  }
  if (route === "/redirect") return redirect(res, "/redirect-2", 302);
  if (route === "/assets-privados/") {
    const targets = url.searchParams.getAll("a");
    return html(
      res,
      `<!doctype html><html><head><title>x</title>${targets.map((t) => `<link rel="stylesheet" href="${t}">`).join("")}</head><body>${targets.map((t) => `<img src="${t}" alt="">`).join("")}</body></html>`,
    );
  }
  if (route === "/go") return redirect(res, url.searchParams.get("to") ?? "/", 302);
  if (route === "/redirect-2") return redirect(res, "/elementor/", 301);
  if (route.startsWith("/loop/")) return redirect(res, `/loop/${Number(route.slice(6)) + 1}`, 302);
  if (route === "/documento.pdf") return html(res, Buffer.from("%PDF-1.4\n%fake\n"), "application/pdf");
  if (route === "/enorme/") {
    res.writeHead(200, { "content-type": "text/html" });
    const chunk = Buffer.alloc(1024 * 1024, "<p>x</p>");
    for (let i = 0; i < 6; i++) res.write(chunk);
    return void res.end();
  }
  if (route === "/lenta/") {
    const timer = setTimeout(() => html(res, elementorPage), Number(url.searchParams.get("ms") ?? 20_000));
    res.on("close", () => clearTimeout(timer));
    return;
  }
  const status = /^\/status\/(\d{3})$/.exec(route);
  if (status) {
    res.writeHead(Number(status[1]), { "content-type": "text/html" });
    return void res.end("<p>erro</p>");
  }
  if (route === "/otimizado/") return html(res, optimisedPage);
  if (route === "/profundo/") return html(res, deepPage(Number(url.searchParams.get("n") ?? 20_000)));
  if (route === "/pesada/") {
    return html(
      res,
      `<!doctype html><html><head><title>Pesada</title></head><body>${[1, 2, 3, 4, 5, 6].map((i) => `<img src="/pesada/foto-${i}.jpg" alt="">`).join("")}</body></html>`,
    );
  }
  if (route.startsWith("/pesada/foto-")) {
    heavyPhoto ??= Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), randomBytes(9 * 1024 * 1024)]);
    return html(res, heavyPhoto, "image/jpeg");
  }
  if (route.startsWith("/otm/css/") && optimisedCss[route.slice(9)])
    return html(res, optimisedCss[route.slice(9)], "text/css");
  if (route.startsWith("/otm/f/")) {
    const [body, type] = optimisedFonts[route.slice(7)] ?? [
      Buffer.from("formato que ninguém deveria baixar"),
      "application/octet-stream",
    ];
    return html(res, body, type);
  }
  if (route === "/otm/img/sprite.svg") return html(res, sprite, "image/svg+xml");
  if (route === "/sem-tamanho/") {
    return html(
      res,
      `<!doctype html><html><head><title>x</title></head><body>${'<img src="/otm/img/sem-tamanho.svg" alt="">'.repeat(2)}</body></html>`,
    );
  }
  if (route === "/otm/img/sem-tamanho.svg") return html(res, unsized, "image/svg+xml");
  if (route === "/wp-content/uploads/elementor/css/post-7.css") return html(res, postCss, "text/css");
  if (route === "/wp-content/themes/hello/assets/base.css") return html(res, baseCss, "text/css; charset=utf-8");
  if (route === "/wp-content/themes/hello/fonts/fixture-sans.woff2") return html(res, font, "application/octet-stream");
  if (route.endsWith(".js")) return html(res, "window.fixtureScriptRan = true;", "application/javascript");
  if (images[route]) return html(res, images[route], "image/png");
  const bench = /^\/bench\/img-(\d+)\.png$/.exec(route);
  if (bench) return html(res, benchImage(Number(bench[1])), "image/png");
  res.writeHead(404, { "content-type": "text/plain" });
  res.end("não encontrado");
}

function redirect(res: ServerResponse, location: string, status: number) {
  res.writeHead(status, { location });
  res.end();
}
