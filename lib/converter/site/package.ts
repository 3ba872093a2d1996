import "server-only";
import { createHash } from "node:crypto";
import { createWriteStream } from "node:fs";
import { mkdir, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { parse } from "parse5";
import yazl from "yazl";
import type { AssetSink, FailedAsset } from "../assets";
import { elements, getAttr, setAttr } from "../dom";
import type { FetchFailure } from "../net/fetch-error";
import { serializeHtml } from "../serialize";
import { widgetScript } from "../widgets";
import type { CrawlResult } from "./crawl";
import { formChoice, rewireForms, type FormKind, type FormTargets } from "./forms";
import { pageKey, relativeHref, rootPrefix } from "./links";
import { notFoundPage, redirectsFile, robotsFile, sitemapFile } from "./redirects";
import { reportPage, type SiteReport } from "./report";

/** Stands for "assets/" in a page until its folder is known (the same mark in markup and CSS). */
export const ASSET_MARK = "urn:x-site-asset:";

export class SiteTooLarge extends Error {}

const extensions: Record<string, string> = {
  "image/png": "png",
  "image/jpeg": "jpg",
  "image/gif": "gif",
  "image/webp": "webp",
  "image/avif": "avif",
  "image/svg+xml": "svg",
  "image/x-icon": "ico",
  "image/vnd.microsoft.icon": "ico",
  "font/woff2": "woff2",
  "font/woff": "woff",
  "font/ttf": "ttf",
  "font/otf": "otf",
  "application/vnd.ms-fontobject": "eot",
  "text/javascript": "js",
};

type StoredFile = { name: string; bytes: number; pages: Set<number> };

/**
 * The site's assets/ folder, on disk: each file once, named by its content's hash, whichever pages and
 * addresses use it. It counts every byte the package will hold, pages included, against the site's cap.
 */
export class SiteFiles implements AssetSink {
  readonly sheets: AssetSink["sheets"] = new Map<string, Promise<{ text: string; url: string } | FetchFailure>>();
  private readonly byUrl = new Map<string, { uri: string } | { failed: FailedAsset["reason"] }>();
  private readonly byName = new Map<string, StoredFile>();
  /** The page being converted, so a file knows how many pages share it. */
  page = 0;
  bytes = 0;

  constructor(
    readonly dir: string,
    private readonly maxBytes: number,
  ) {}

  known(url: string) {
    const found = this.byUrl.get(url);
    if (found && "uri" in found) this.byName.get(found.uri.slice(ASSET_MARK.length))?.pages.add(this.page);
    return found;
  }

  failed(url: string, reason: FailedAsset["reason"]) {
    this.byUrl.set(url, { failed: reason });
  }

  async store(url: string, body: Buffer | string, mime: string): Promise<string> {
    const hash = createHash("sha256").update(body).digest("base64url").slice(0, 20);
    const name = `${hash}.${extensions[mime] ?? "bin"}`;
    let file = this.byName.get(name);
    if (!file) {
      const bytes = Buffer.byteLength(body);
      this.count(bytes);
      file = { name, bytes, pages: new Set() };
      this.byName.set(name, file);
      await mkdir(path.join(this.dir, "assets"), { recursive: true });
      await writeFile(path.join(this.dir, "assets", name), body);
    }
    file.pages.add(this.page);
    const uri = `${ASSET_MARK}${name}`;
    this.byUrl.set(url, { uri });
    return uri;
  }

  /** The widget script, one file for every page. */
  widgetScript(): Promise<string> {
    return this.store("urn:widget-script", widgetScript, "text/javascript");
  }

  count(bytes: number) {
    if (this.bytes + bytes > this.maxBytes) throw new SiteTooLarge(`${this.bytes + bytes} bytes`);
    this.bytes += bytes;
  }

  /** The files the site's addresses became ("assets/<name>"), so a link to an image can lead to it. */
  addresses(): [string, string][] {
    return [...this.byUrl].flatMap(([url, found]) =>
      "uri" in found ? [[url, `assets/${found.uri.slice(ASSET_MARK.length)}`] as [string, string]] : [],
    );
  }

  files(): StoredFile[] {
    return [...this.byName.values()];
  }

  /** What the pages would weigh more if each carried its own copy of the files it shares with others. */
  savedBytes(): number {
    return this.files().reduce((sum, file) => sum + file.bytes * Math.max(0, file.pages.size - 1), 0);
  }
}

/** Where each exported page's links may go: the package file of every address that led to a page. */
export type PageMap = Map<string, string>;

export type RewrittenPage = { html: string; forms: FormKind[]; broken: string[] };

/**
 * A converted page as it goes into the package: links to the site's exported pages made relative, links to
 * its pages that failed listed as pointing nowhere, forms rewired, and the asset mark made a path.
 */
export function rewritePage(
  html: string,
  file: string,
  pages: PageMap,
  site: { host: string; failed: Set<string>; forms: FormTargets },
): RewrittenPage {
  const document = parse(html.replaceAll(ASSET_MARK, `${rootPrefix(file)}assets/`), { scriptingEnabled: false });
  const broken: string[] = [];
  for (const element of elements(document)) {
    if (element.tagName !== "a" && element.tagName !== "area") continue;
    const href = getAttr(element, "href");
    if (!href || !/^https?:/i.test(href)) continue;
    let url: URL;
    try {
      url = new URL(href);
    } catch {
      continue;
    }
    const key = pageKey(url);
    const target = pages.get(key);
    if (target) setAttr(element, "href", target === file && url.hash ? url.hash : relativeHref(file, target, url.hash));
    else if (site.failed.has(key)) broken.push(key);
  }
  const forms = rewireForms(document, site.host, site.forms);
  return { html: serializeHtml(document, false), forms, broken };
}

const storedAsIs = /\.(png|jpg|gif|webp|avif|woff2?)$/;

export type ZipEntry = { name: string } & ({ file: string } | { text: string });

/**
 * Streams the entries into a ZIP on disk, under a temporary name until it is whole, so a half-written
 * archive is never the one offered. Every name is checked to stay inside the archive's root.
 */
export async function writeZip(entries: AsyncIterable<ZipEntry>, target: string, signal: AbortSignal): Promise<void> {
  const zip = new yazl.ZipFile();
  const partial = `${target}.part`;
  const written = pipeline(zip.outputStream, createWriteStream(partial), { signal });
  try {
    for await (const entry of entries) {
      signal.throwIfAborted();
      const name = entryName(entry.name);
      // Photos and web fonts are compressed already: deflating them again costs time and saves nothing.
      if ("file" in entry) zip.addFile(entry.file, name, { compress: !storedAsIs.test(name) });
      else zip.addBuffer(Buffer.from(entry.text), name);
    }
    zip.end();
    await written;
  } catch (error) {
    (zip.outputStream as Readable).destroy();
    await written.catch(() => {});
    await rm(partial, { force: true });
    throw error;
  }
  await rename(partial, target);
}

export function entryName(name: string): string {
  const parts = name.split("/");
  if (
    !name ||
    name.startsWith("/") ||
    name.includes("\\") ||
    /[\u0000-\u001f]/.test(name) ||
    parts.some((part) => part === "" || part === "." || part === "..")
  ) {
    throw new Error(`unsafe entry name: ${JSON.stringify(name)}`);
  }
  return name;
}

export type PackageOptions = { forms: FormTargets; base?: string };

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
  // A link to a file of the package (a photo opened in a lightbox) leads to it too.
  const map: PageMap = new Map(files.addresses());
  for (const page of pages) for (const address of [page.url, ...page.aliases]) map.set(address, page.file);
  const base = options.base ?? site.origin;
  const became = formChoice(options.forms).choice;
  const report: SiteReport = {
    site: site.host,
    pages: pages.map(({ url, file, title }) => ({ url, file, title })),
    skipped: crawl.skipped,
    brokenLinks: [],
    forms: [],
    zipBytes: 0,
    siteBytes: 0,
    savedBytes: files.savedBytes(),
  };
  const context = { host: site.host, failed: crawl.failed, forms: options.forms };
  async function* entries(): AsyncIterable<ZipEntry> {
    for (const page of pages) {
      const rewritten = rewritePage(await readFile(page.raw, "utf8"), page.file, map, context);
      for (const url of new Set(rewritten.broken)) report.brokenLinks.push({ page: page.url, url });
      for (const kind of rewritten.forms) report.forms.push({ page: page.url, kind, became });
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
