import "server-only";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { env } from "@/lib/env";
import { convertPage } from "../convert";
import { toApiError } from "../messages";
import { FetchFailure } from "../net/fetch-error";
import { safeFetch, type Resolver } from "../net/safe-fetch";
import { packagePath, pageKey, skipReason, type SkipReason } from "./links";
import { SiteFiles, SiteTooLarge } from "./package";
import { siteMessages } from "./messages";

export type ExportedPage = {
  url: string;
  file: string;
  title: string;
  /** Other addresses that led to this page (a redirect, a plain permalink). */
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

const SITEMAPS = ["/wp-sitemap.xml", "/sitemap_index.xml", "/sitemap.xml"];
const MAX_SITEMAP_FILES = 10;
const MAX_SITEMAP_BYTES = 2 * 1024 * 1024;
const MAX_SITEMAP_URLS = 1_000;
/** The report lists this many skipped pages at most. */
const MAX_SKIPPED = 100;

const skipMessages: Record<Exclude<SkipReason, "other_host" | "not_page">, string> = {
  admin: "área administrativa do WordPress",
  feed: "feed RSS",
  login: "página de login ou de conta",
  shop: "carrinho ou pagamento",
  query: "a mesma página com outros parâmetros no endereço",
};

/**
 * From the entry page, page by page: the links each converted page holds and the site's sitemap, same host
 * only, each page converted as a single page is (same guard, caps and timeouts), its files kept once in
 * the site's store.
 */
export async function crawlSite(input: CrawlInput): Promise<CrawlResult> {
  const files = new SiteFiles(input.dir, input.maxBytes);
  const scriptSrc = await files.widgetScript();
  let site = new URL(input.entry);
  const queue: string[] = [pageKey(site)];
  const seen = new Set(queue);
  const pages: ExportedPage[] = [];
  const byKey = new Map<string, ExportedPage>();
  const byFile = new Map<string, ExportedPage>();
  const skipped: SkippedPage[] = [];
  const skippedKeys = new Set<string>();
  const failed = new Set<string>();
  const skip = (url: string, reason: string) => {
    if (skippedKeys.has(url)) return;
    skippedKeys.add(url);
    if (skipped.length < MAX_SKIPPED) skipped.push({ url, reason });
  };
  const enqueue = (href: string) => {
    let url: URL;
    try {
      url = new URL(href);
    } catch {
      return;
    }
    url.hash = "";
    const reason = skipReason(url, site);
    if (reason === "other_host" || reason === "not_page") return;
    if (reason) return skip(url.href, skipMessages[reason]);
    if (seen.has(url.href)) return;
    seen.add(url.href);
    queue.push(url.href);
  };
  // The page being fetched counts in the total.
  const progress = (current: string | null) =>
    input.onProgress({
      done: pages.length,
      total: Math.min(input.maxPages, pages.length + queue.length + (current ? 1 : 0)),
      current,
    });
  await mkdir(path.join(input.dir, "pages"), { recursive: true });

  while (queue.length && pages.length < input.maxPages) {
    input.signal.throwIfAborted();
    const key = queue.shift()!;
    const first = pages.length === 0 && !failed.size;
    await progress(key);
    files.page = pages.length;
    let conversion;
    try {
      conversion = await convertPage(key, { sink: files, signal: input.signal, scriptSrc, resolver: input.resolver });
    } catch (error) {
      input.signal.throwIfAborted();
      if (error instanceof SiteTooLarge) {
        skip(key, siteMessages.sizeLimitReason);
        break;
      }
      const message = (toApiError(error) as Error).message;
      if (first) throw new CrawlFailure(message);
      failed.add(key);
      skip(key, message);
      continue;
    }
    const final = new URL(conversion.finalUrl);
    final.hash = "";
    if (first) {
      if (!sameSite(final, site)) throw new CrawlFailure(siteMessages.offHost(final.host));
      site = new URL(final.origin);
    } else if (final.host !== site.host) {
      skip(key, siteMessages.offHostReason);
      continue;
    }
    const existing = byKey.get(final.href) ?? byFile.get(packagePath(final));
    if (existing) {
      existing.aliases.push(key);
      byKey.set(key, existing);
      continue;
    }
    const reason = skipReason(final, site);
    if (reason && reason !== "query" && reason !== "not_page" && reason !== "other_host") {
      skip(key, skipMessages[reason]);
      continue;
    }
    try {
      files.count(conversion.bytes);
    } catch (error) {
      if (!(error instanceof SiteTooLarge)) throw error;
      skip(key, siteMessages.sizeLimitReason);
      break;
    }
    const raw = path.join(input.dir, "pages", `${pages.length}.html`);
    await writeFile(raw, conversion.html);
    const page: ExportedPage = {
      url: final.href,
      file: packagePath(final),
      title: conversion.title,
      aliases: key === final.href ? [] : [key],
      ids: wordpressIds(conversion.html),
      raw,
    };
    pages.push(page);
    seen.add(final.href);
    byKey.set(final.href, page);
    byKey.set(key, page);
    byFile.set(page.file, page);
    for (const link of conversion.links) enqueue(link);
    if (first) for (const url of await readSitemaps(site, input)) enqueue(url);
  }
  for (const key of queue) skip(key, siteMessages.pageLimitReason(input.maxPages));
  await progress(null);
  if (!pages.length) throw new CrawlFailure(siteMessages.noPages);
  return { site, pages, skipped, failed, files };
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

/**
 * The pages the site's sitemap lists (WordPress's own, Yoast's, or a plain one), nested indexes followed:
 * at most MAX_SITEMAP_FILES files of MAX_SITEMAP_BYTES and MAX_SITEMAP_URLS addresses, so a sitemap bomb
 * costs no more than that. A missing or broken sitemap is no error.
 */
async function readSitemaps(site: URL, input: CrawlInput): Promise<string[]> {
  const config = env();
  const urls: string[] = [];
  const pending = SITEMAPS.map((name) => new URL(name, site).href);
  const fetched = new Set<string>();
  let foundOne = false;
  while (pending.length && fetched.size < MAX_SITEMAP_FILES && urls.length < MAX_SITEMAP_URLS) {
    const next = pending.shift()!;
    // The three usual names are tried only until one answers.
    if (foundOne && SITEMAPS.some((name) => new URL(name, site).href === next)) continue;
    if (fetched.has(next)) continue;
    fetched.add(next);
    let text: string;
    try {
      const answer = await safeFetch(next, {
        policy: { allowedHosts: config.CONVERTER_ALLOWED_HOSTS },
        maxBytes: MAX_SITEMAP_BYTES,
        timeoutMs: config.CONVERTER_FETCH_TIMEOUT_MS,
        signal: input.signal,
        resolver: input.resolver,
        accept: "application/xml,text/xml;q=0.9,*/*;q=0.1",
      });
      text = answer.body.toString("utf8");
    } catch (error) {
      input.signal.throwIfAborted();
      if (error instanceof FetchFailure) continue;
      throw error;
    }
    const index = /<sitemapindex[\s>]/i.test(text);
    if (!index && !/<urlset[\s>]/i.test(text)) continue;
    foundOne = true;
    for (const match of text.matchAll(/<loc>\s*([^<]{1,2048}?)\s*<\/loc>/gi)) {
      const loc = decodeXml(match[1]);
      let url: URL;
      try {
        url = new URL(loc);
      } catch {
        continue;
      }
      if (url.host !== site.host) continue;
      if (index) {
        if (pending.length < MAX_SITEMAP_FILES) pending.push(url.href);
      } else if (urls.length < MAX_SITEMAP_URLS) urls.push(url.href);
      else break;
    }
  }
  return urls;
}

function decodeXml(text: string): string {
  return text
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, "&");
}
