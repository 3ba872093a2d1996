import "server-only";
import { readFile, stat } from "node:fs/promises";
import path from "node:path";
import { env } from "@/lib/env";
import { ImageOptimiser, REQUEST_PIXEL_BUDGET } from "../optimise/page-optimiser";
import type { CrawlResult } from "./crawl";
import type { FormTargets } from "./forms";
import { relativeHref } from "./links";
import { notFoundPage, redirectsFile, robotsFile, sitemapFile } from "./redirects";
import { reportPage, type SiteReport } from "./report";
import { rewritePage, type PageMap } from "./rewrite";
import { writeZip, type ZipEntry } from "./zip";

export type PackageOptions = { forms: FormTargets; base?: string; optimizeImages?: boolean };

/** A site's photos may hold more pixels than one page's: a few pages' worth, still bounded. */
const SITE_PIXEL_BUDGET = 4 * REQUEST_PIXEL_BUDGET;

/**
 * The crawled site as a ZIP: its pages (links rewritten), assets/, 404.html, sitemap.xml, robots.txt,
 * _redirects and relatorio.html; an index.html that leads to the entry page when the site's home was not
 * among the pages. Answers the report.
 */
export async function packageSite(
  crawl: CrawlResult,
  options: PackageOptions,
  target: string,
  signal: AbortSignal,
): Promise<SiteReport> {
  const { site, pages, files } = crawl;
  // Every page's widths are known now: each file is made once for its largest use, before any page is written.
  const optimised = options.optimizeImages
    ? await files.optimise(new ImageOptimiser(env().CONVERTER_IMAGE_WORKERS, signal, SITE_PIXEL_BUDGET), pages.length)
    : null;
  signal.throwIfAborted();
  // A link to a file of the package (a photo opened in a lightbox) leads to it too.
  const map: PageMap = new Map(files.addresses());
  for (const page of pages) for (const address of [page.url, ...page.aliases]) map.set(address, page.file);
  const base = options.base ?? site.origin;
  const report: SiteReport = {
    site: site.host,
    pages: pages.map(({ url, file, title }) => ({ url, file, title })),
    skipped: crawl.skipped,
    brokenLinks: [],
    forms: [],
    zipBytes: 0,
    siteBytes: 0,
    savedBytes: files.savedBytes(),
    ...(optimised ? { optimised } : {}),
  };
  const context = {
    host: site.host,
    failed: crawl.failed,
    forms: options.forms,
    base: options.base,
    search: options.forms.search,
    assetName: (name: string) => files.nameOf(name),
  };
  async function* entries(): AsyncIterable<ZipEntry> {
    for (const page of pages) {
      const rewritten = rewritePage(await readFile(page.raw, "utf8"), page.file, map, context);
      for (const url of new Set(rewritten.broken)) report.brokenLinks.push({ page: page.url, url });
      for (const form of rewritten.forms) report.forms.push({ page: page.url, ...form });
      report.siteBytes += Buffer.byteLength(rewritten.html);
      yield { name: page.file, text: rewritten.html };
    }
    for (const file of files.files()) {
      report.siteBytes += file.bytes;
      yield { name: `assets/${file.name}`, file: path.join(files.dir, "assets", file.name) };
    }
    if (!map.has(`${site.origin}/`) && !pages.some((page) => page.file === "index.html")) {
      yield { name: "index.html", text: leadTo(pages[0].file) };
    }
    yield { name: "404.html", text: notFoundPage(site.host) };
    yield { name: "sitemap.xml", text: sitemapFile(pages, base) };
    yield { name: "robots.txt", text: robotsFile(base) };
    yield { name: "_redirects", text: redirectsFile(pages) };
    yield { name: "relatorio.html", text: reportPage(report) };
  }
  await writeZip(entries(), target, signal);
  report.zipBytes = (await stat(target)).size;
  return report;
}

function leadTo(file: string): string {
  const href = relativeHref("index.html", file);
  return `<!DOCTYPE html><html lang="pt-BR"><head><meta charset="utf-8"><meta http-equiv="refresh" content="0; url=${href}"><title>Página inicial</title></head><body><p><a href="${href}">Abrir o site</a></p></body></html>\n`;
}
