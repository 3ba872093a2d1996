import "server-only";
import { env } from "@/lib/env";
import { AssetStore, type AssetSink, type AssetSummary } from "./assets";
import { decodeText } from "./charset";
import { FetchFailure } from "./net/fetch-error";
import { inlineHtml, type InlineOptions } from "./inline-html";
import { ImageOptimiser } from "./optimise/page-optimiser";
import type { MarkupSavings } from "./optimise/markup";
import type { WidgetCounts } from "./widgets";
import { createAgents, destroyAgents, safeFetch, type Resolver } from "./net/safe-fetch";

export type ConvertOptions = Partial<InlineOptions> & {
  /** Re-encodes photos (WebP, at most MAX_IMAGE_WIDTH wide) when that makes them clearly smaller. */
  optimizeImages?: boolean;
  /** Replaces DNS (tests only). */
  resolver?: Resolver;
  /** A whole-site export: files go to the site's shared store instead of data URIs. */
  sink?: AssetSink;
  /** Stops the conversion early (a cancelled site export). */
  signal?: AbortSignal;
};

export type Conversion = {
  html: string;
  bytes: number;
  finalUrl: string;
  title: string;
  summary: AssetSummary;
  /** Widgets the inlined script makes work in the file. */
  widgets: WidgetCounts;
  /** The absolute addresses the page's links point to. */
  links: string[];
  durationMs: number;
};

export class OutputTooLarge extends Error {}
/** The page has more elements than a conversion may walk (MAX_PAGE_ELEMENTS). */
export class PageTooComplex extends Error {}

/**
 * Real Elementor pages hold a few thousand elements; 4,9 MB of tiny ones (under the byte cap) would hold
 * the conversion for minutes and the process at a gigabyte, so the count is capped as well as the bytes.
 */
export const MAX_PAGE_ELEMENTS = 50_000;

export async function convertPage(url: string, options: ConvertOptions = {}): Promise<Conversion> {
  const config = env();
  const started = performance.now();
  const timeout = AbortSignal.timeout(config.CONVERTER_TOTAL_TIMEOUT_MS);
  const deadline = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
  const agents = createAgents(config.CONVERTER_CONCURRENCY);
  const policy = { allowedHosts: config.CONVERTER_ALLOWED_HOSTS };
  const inline: InlineOptions = {
    embedAssets: options.embedAssets ?? true,
    removeScripts: options.removeScripts ?? true,
    scriptSrc: options.scriptSrc,
    // A site's pages share their files and get the optimiser's second pass instead.
    minifyMarkup: options.minifyMarkup ?? (!!options.optimizeImages && !options.sink),
  };

  try {
    const page = await safeFetch(url, {
      policy,
      agents,
      resolver: options.resolver,
      signal: deadline,
      maxBytes: config.CONVERTER_MAX_PAGE_BYTES,
      timeoutMs: config.CONVERTER_FETCH_TIMEOUT_MS,
      accept: "text/html,application/xhtml+xml;q=0.9,*/*;q=0.1",
    });
    if (!isHtml(page.contentType, page.body)) throw new FetchFailure("not_html", page.contentType || "no content type");
    const source = decodeText(page.body, page.contentType, "html");
    const tags = countStartTags(source, MAX_PAGE_ELEMENTS);
    if (tags > MAX_PAGE_ELEMENTS) throw new PageTooComplex(`more than ${MAX_PAGE_ELEMENTS} elements`);

    const store = new AssetStore({
      policy,
      agents,
      resolver: options.resolver,
      signal: deadline,
      timeoutMs: config.CONVERTER_FETCH_TIMEOUT_MS,
      maxAssetBytes: config.CONVERTER_MAX_ASSET_BYTES,
      concurrency: config.CONVERTER_CONCURRENCY,
      // Room for the markup itself, which grows a little (absolute links, the reveal style).
      budgetBytes: config.CONVERTER_MAX_OUTPUT_BYTES - Math.ceil(Buffer.byteLength(source) * 1.25) - 4096,
      optimiser: options.optimizeImages ? new ImageOptimiser(config.CONVERTER_IMAGE_WORKERS, deadline) : undefined,
      sink: options.sink,
    });
    const { html, widgets, links, markup } = await inlineHtml(source, page.url.href, store, inline);
    const bytes = Buffer.byteLength(html);
    if (bytes > config.CONVERTER_MAX_OUTPUT_BYTES) throw new OutputTooLarge(`${bytes} bytes`);

    return {
      html,
      bytes,
      finalUrl: page.url.href,
      title: titleOf(html),
      summary: withMarkup(store.summary(), markup),
      widgets,
      links,
      durationMs: Math.round(performance.now() - started),
    };
  } finally {
    destroyAgents(agents);
  }
}

function withMarkup(summary: AssetSummary, markup: MarkupSavings): AssetSummary {
  return { ...summary, savings: { ...summary.savings, markup } };
}

/** The page's title as text (the serializer escaped it as markup). */
function titleOf(html: string): string {
  const markup = /<title[^>]*>([^<]*)<\/title>/i.exec(html)?.[1] ?? "";
  const entities: Record<string, string> = { lt: "<", gt: ">", nbsp: "\u00a0", amp: "&" };
  return markup.replace(/&(lt|gt|nbsp|amp);/g, (_, name: string) => entities[name]).trim();
}

/**
 * An upper bound of the elements the markup holds ("<" and a letter), counted in one pass before anything
 * is parsed, stopping past the cap.
 */
function countStartTags(html: string, cap: number): number {
  let count = 0;
  for (let at = html.indexOf("<"); at !== -1 && count <= cap; at = html.indexOf("<", at + 1)) {
    const next = html.charCodeAt(at + 1);
    if ((next >= 65 && next <= 90) || (next >= 97 && next <= 122)) count++;
  }
  return count;
}

function isHtml(contentType: string, body: Buffer): boolean {
  const type = contentType.split(";")[0].trim().toLowerCase();
  if (type === "text/html" || type === "application/xhtml+xml") return true;
  if (type && type !== "text/plain" && type !== "application/octet-stream") return false;
  // No (or a vague) type: accept what clearly starts like an HTML document.
  return /^\s*(<!doctype html|<html[\s>]|<head[\s>])/i.test(
    body
      .subarray(0, 512)
      .toString("utf8")
      .replace(/^\uFEFF/, ""),
  );
}
