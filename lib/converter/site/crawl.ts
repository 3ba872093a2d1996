import "server-only";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { convertPage, type Conversion } from "../convert";
import { toApiError } from "../messages";
import type { Resolver } from "../net/safe-fetch";
import { SiteFiles, SiteTooLarge } from "./files";
import { packagePath, pageKey, skipReason, withoutQuery, type SkipReason } from "./links";
import { siteMessages } from "./messages";
import { readSitemaps } from "./sitemap";

export type ExportedPage = {
  url: string;
  file: string;
  title: string;
  /** Other addresses that led to this page (a redirect, a plain permalink, the same page with a query). */
  aliases: string[];
  /** WordPress's ids of the page ("page_id=7", "p=7"), read from its <body> classes. */
  ids: string[];
  /** The converted page on disk, before its links are rewritten. */
  raw: string;
};
export type SkippedPage = { url: string; reason: string };
export type Progress = { done: number; total: number; current: string | null };
export type CrawlResult = {
  site: URL;
  pages: ExportedPage[];
  skipped: SkippedPage[];
  /** Addresses of the site that were tried and did not answer with a page. */
  failed: Set<string>;
  files: SiteFiles;
};

export type CrawlInput = {
  entry: string;
  maxPages: number;
  maxBytes: number;
  dir: string;
  signal: AbortSignal;
  onProgress(progress: Progress): Promise<void>;
  resolver?: Resolver;
};

/** The whole job fails with this message (the entry page itself could not be exported). */
export class CrawlFailure extends Error {}

/** The report lists this many skipped addresses at most (the sitemap's 1.000 and the links of 50 pages fit). */
const MAX_SKIPPED = 5_000;

const skipMessages: Record<Exclude<SkipReason, "other_host" | "not_page" | "query">, string> = {
  admin: "área administrativa do WordPress",
  feed: "feed RSS",
  login: "página de login ou de conta",
  shop: "carrinho ou pagamento",
};

/**
 * From the entry page, page by page: the links each converted page holds and the site's sitemap, same host
 * only, each page converted as a single page is (same guard, caps and timeouts), its files kept once in
 * the site's store.
 */
export async function crawlSite(input: CrawlInput): Promise<CrawlResult> {
  const crawl = new Crawl(input, new SiteFiles(input.dir, input.maxBytes));
  const scriptSrc = await crawl.files.widgetScript();
  await mkdir(path.join(input.dir, "pages"), { recursive: true });
  while (crawl.queue.length && crawl.pages.length < input.maxPages) {
    input.signal.throwIfAborted();
    const key = crawl.queue.shift()!;
    const first = crawl.pages.length === 0 && !crawl.failed.size;
    await crawl.progress(key);
    const conversion = await crawl.convert(key, first, scriptSrc);
    if (conversion === "stop") break;
    if (!conversion || !crawl.admit(key, conversion, first)) continue;
    if (!(await crawl.keep(key, conversion))) break;
    for (const link of conversion.links) crawl.enqueue(link);
    if (first) for (const url of await readSitemaps(crawl.site, input)) crawl.enqueue(url);
  }
  return crawl.finish();
}

/** The crawl's state and its steps: what is queued, seen, exported, skipped and failed. */
class Crawl {
  site: URL;
  readonly queue: string[];
  private readonly seen: Set<string>;
  readonly pages: ExportedPage[] = [];
  private readonly byKey = new Map<string, ExportedPage>();
  private readonly byFile = new Map<string, ExportedPage>();
  private readonly skipped: SkippedPage[] = [];
  private readonly skippedKeys = new Set<string>();
  readonly failed = new Set<string>();
  /**
   * The addresses that differ from a page's only by their query ("/oferta/?terco=1"), by that page's address
   * without the query. The page is exported once, under the address without the query; when that address
   * does not answer with a page, the query is what makes the page, and the first variant is exported instead.
   */
  private readonly variants = new Map<string, string[]>();
  private readonly standIns = new Set<string>();

  constructor(
    private readonly input: CrawlInput,
    readonly files: SiteFiles,
  ) {
    this.site = new URL(input.entry);
    this.queue = [pageKey(this.site)];
    this.seen = new Set(this.queue);
  }

  skip(url: string, reason: string) {
    if (this.skippedKeys.has(url)) return;
    this.skippedKeys.add(url);
    if (this.skipped.length < MAX_SKIPPED) this.skipped.push({ url, reason });
  }

  enqueue(href: string) {
    let url: URL;
    try {
      url = new URL(href);
    } catch {
      return;
    }
    url.hash = "";
    const reason = skipReason(url, this.site);
    if (reason === "other_host" || reason === "not_page") return;
    if (reason === "query") return this.variant(url);
    if (reason) return this.skip(url.href, skipMessages[reason]);
    if (this.seen.has(url.href)) return;
    this.seen.add(url.href);
    this.queue.push(url.href);
  }

  private variant(url: URL) {
    const bare = withoutQuery(url).href;
    const known = this.variants.get(bare) ?? [];
    if (!known.includes(url.href)) known.push(url.href);
    this.variants.set(bare, known);
    this.enqueue(bare);
  }

  /** The page being fetched counts in the total. */
  progress(current: string | null) {
    const { pages, queue, input } = this;
    return input.onProgress({
      done: pages.length,
      total: Math.min(input.maxPages, pages.length + queue.length + (current ? 1 : 0)),
      current,
    });
  }

  /** The page converted; null when it failed (reported), "stop" when the site's size cap is reached. */
  async convert(key: string, first: boolean, scriptSrc: string): Promise<Conversion | null | "stop"> {
    const { input, files } = this;
    files.page = this.pages.length;
    try {
      return await convertPage(key, { sink: files, signal: input.signal, scriptSrc, resolver: input.resolver });
    } catch (error) {
      input.signal.throwIfAborted();
      if (error instanceof SiteTooLarge) {
        this.skip(key, siteMessages.sizeLimitReason);
        return "stop";
      }
      const message = (toApiError(error) as Error).message;
      if (first) throw new CrawlFailure(message);
      this.failed.add(key);
      this.skip(key, message);
      const standIn = this.variants.get(key)?.[0];
      if (standIn && !this.standIns.has(standIn)) {
        this.standIns.add(standIn);
        this.queue.unshift(standIn);
      }
      return null;
    }
  }

  /** Whether the page is new and of the site; a page met again under another address just gains an alias. */
  admit(key: string, conversion: Conversion, first: boolean): boolean {
    const final = new URL(conversion.finalUrl);
    final.hash = "";
    if (first) {
      if (!sameSite(final, this.site)) throw new CrawlFailure(siteMessages.offHost(final.host));
      this.site = new URL(final.origin);
    } else if (final.host !== this.site.host) {
      this.skip(key, siteMessages.offHostReason);
      return false;
    }
    const existing = this.byKey.get(final.href) ?? this.byFile.get(packagePath(final));
    if (existing) {
      existing.aliases.push(key);
      this.byKey.set(key, existing);
      return false;
    }
    const reason = skipReason(final, this.site);
    if (reason && reason !== "query" && reason !== "not_page" && reason !== "other_host") {
      this.skip(key, skipMessages[reason]);
      return false;
    }
    return true;
  }

  /** Writes the page to disk and records it; false when the site's size cap is reached. */
  async keep(key: string, conversion: Conversion): Promise<boolean> {
    try {
      this.files.count(conversion.bytes);
    } catch (error) {
      if (!(error instanceof SiteTooLarge)) throw error;
      this.skip(key, siteMessages.sizeLimitReason);
      return false;
    }
    const final = new URL(conversion.finalUrl);
    final.hash = "";
    const raw = path.join(this.input.dir, "pages", `${this.pages.length}.html`);
    await writeFile(raw, conversion.html);
    const page: ExportedPage = {
      url: final.href,
      file: packagePath(final),
      title: conversion.title,
      aliases: key === final.href ? [] : [key],
      ids: wordpressIds(conversion.html),
      raw,
    };
    this.pages.push(page);
    this.seen.add(final.href);
    this.byKey.set(final.href, page);
    this.byKey.set(key, page);
    this.byFile.set(page.file, page);
    return true;
  }

  async finish(): Promise<CrawlResult> {
    const { pages, input } = this;
    for (const key of this.queue) {
      // An address met again after its page was exported under another one (a redirect's target) is that page.
      const page = this.byKey.get(key) ?? this.byFile.get(packagePath(new URL(key)));
      if (page) page.aliases.push(key);
      else this.skip(key, siteMessages.pageLimitReason(input.maxPages));
    }
    await this.progress(null);
    if (!pages.length) throw new CrawlFailure(siteMessages.noPages);
    // Links to an exported page's query variants lead to it.
    for (const page of pages) {
      const own = new Set([page.url, ...page.aliases]);
      for (const address of [...own]) {
        for (const variant of this.variants.get(withoutQuery(new URL(address)).href) ?? []) {
          if (!own.has(variant)) page.aliases.push(variant);
          own.add(variant);
        }
      }
    }
    // A query variant whose page was never exported (it failed, or the cap came first) is reported too.
    const exported = new Set(pages.flatMap((page) => [page.url, ...page.aliases]));
    for (const [bare, variants] of this.variants) {
      if (exported.has(bare)) continue;
      const reason = this.skipped.find((entry) => entry.url === bare)?.reason;
      for (const variant of variants) if (!exported.has(variant) && reason) this.skip(variant, reason);
    }
    return { site: this.site, pages, skipped: this.skipped, failed: this.failed, files: this.files };
  }
}

/** The same site: the same host, or the host with or without "www." (and http to https). */
function sameSite(final: URL, entry: URL): boolean {
  const bare = (host: string) => host.replace(/^www\./, "");
  return final.host === entry.host || bare(final.host) === bare(entry.host);
}

function wordpressIds(html: string): string[] {
  const body = /<body\b[^>]*>/i.exec(html)?.[0] ?? "";
  const ids: string[] = [];
  const page = /\bpage-id-(\d+)\b/.exec(body)?.[1];
  const post = /\bpostid-(\d+)\b/.exec(body)?.[1];
  if (page) ids.push(`page_id=${page}`, `p=${page}`);
  if (post) ids.push(`p=${post}`);
  return ids;
}
