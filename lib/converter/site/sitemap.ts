import "server-only";
import { Parser } from "htmlparser2";
import { env } from "@/lib/env";
import { FetchFailure } from "../net/fetch-error";
import { safeFetch, type Resolver } from "../net/safe-fetch";

const SITEMAPS = ["/wp-sitemap.xml", "/sitemap_index.xml", "/sitemap.xml"];
const MAX_SITEMAP_FILES = 10;
const MAX_SITEMAP_BYTES = 2 * 1024 * 1024;
const MAX_SITEMAP_URLS = 1_000;
const MAX_LOC_CHARS = 2048;

export type SitemapText = { index: boolean; locs: string[] };

/**
 * The <loc> addresses of a sitemap or a sitemap index, read by a streaming XML tokenizer: one pass, no
 * backtracking, whatever the text holds (a <loc> left open for megabytes costs its length, once). Null when
 * the text is neither a <urlset> nor a <sitemapindex>. Entities are decoded; no DTD is ever read.
 */
export function readSitemapText(text: string, maxLocs = MAX_SITEMAP_URLS): SitemapText | null {
  let kind: "index" | "urlset" | null = null;
  const locs: string[] = [];
  let loc: string | null = null;
  const parser = new Parser(
    {
      onopentagname(name) {
        const tag = localName(name);
        if (!kind && (tag === "sitemapindex" || tag === "urlset")) kind = tag === "urlset" ? "urlset" : "index";
        if (tag === "loc") loc = "";
      },
      ontext(data) {
        if (loc !== null && loc.length <= MAX_LOC_CHARS) loc += data;
      },
      onclosetag(name) {
        if (localName(name) !== "loc" || loc === null) return;
        const value = loc.trim();
        loc = null;
        if (value && value.length <= MAX_LOC_CHARS && locs.length < maxLocs) locs.push(value);
      },
    },
    { xmlMode: true, decodeEntities: true },
  );
  parser.end(text);
  return kind ? { index: kind === "index", locs } : null;
}

const localName = (name: string) => name.slice(name.indexOf(":") + 1).toLowerCase();

export type SitemapInput = { signal: AbortSignal; resolver?: Resolver };

/**
 * The pages the site's sitemap lists (WordPress's own, Yoast's, or a plain one), nested indexes followed:
 * at most MAX_SITEMAP_FILES files of MAX_SITEMAP_BYTES and MAX_SITEMAP_URLS addresses, so a sitemap bomb
 * costs no more than that. A missing or broken sitemap is no error.
 */
export async function readSitemaps(site: URL, input: SitemapInput): Promise<string[]> {
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
    const sitemap = readSitemapText(text);
    if (!sitemap) continue;
    foundOne = true;
    for (const loc of sitemap.locs) {
      let url: URL;
      try {
        url = new URL(loc);
      } catch {
        continue;
      }
      if (url.host !== site.host) continue;
      if (sitemap.index) {
        if (pending.length < MAX_SITEMAP_FILES) pending.push(url.href);
      } else if (urls.length < MAX_SITEMAP_URLS) urls.push(url.href);
      else break;
    }
  }
  return urls;
}
