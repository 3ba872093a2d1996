import "server-only";
import { decodeText } from "./charset";
import { rewriteCss, stripCharset } from "./css";
import { imageSize, type Size } from "./image-size";
import { imageMime, fontMime } from "./mime";
import { FetchFailure, type FetchFailureKind } from "./net/fetch-error";
import { safeFetch, type Fetched, type FetchOptions } from "./net/safe-fetch";
import type { ImageOptimiser } from "./optimise/page-optimiser";
import { mergeWidths } from "./optimise/displayed-size";
import { noSavings, type Savings } from "./optimise/report";
import { Semaphore } from "./semaphore";

export type AssetKind = "stylesheet" | "image" | "font" | "script";
export type EmbedKind = Exclude<AssetKind, "stylesheet">;

export type FailedAsset = { url: string; reason: FetchFailureKind | "not_image" | "output_limit" };

export type AssetSummary = {
  stylesheets: number;
  images: number;
  fonts: number;
  scripts: number;
  /** Photos re-encoded smaller, and the bytes "Otimizar imagens" saved in all (before base64). */
  optimised: number;
  savedBytes: number;
  /** What each of its steps saved. */
  savings: Savings;
  failed: FailedAsset[];
};

export type Embedded = { id: number; kind: EmbedKind; uri: string; size: Size | null; uses: number };

/**
 * Where a whole-site export keeps its files: each is written once, under a content-hashed name, and the page
 * gets a reference to it instead of a data URI. A file another page of the site already got (or failed to
 * get) is not fetched again.
 */
export type AssetSink = {
  known(url: string): { uri: string } | { failed: FailedAsset["reason"] } | undefined;
  store(url: string, body: Buffer, mime: string): Promise<string>;
  failed(url: string, reason: FailedAsset["reason"]): void;
  /** Stylesheets fetched for the site's earlier pages, by address. */
  sheets: Map<string, Promise<{ text: string; url: string } | FetchFailure>>;
  /** How wide the page shows an image, so the site can size it for its largest use on any page. */
  shownAt?(url: string, width: number | null): void;
  /** The characters the page shows, so the site can cut its fonts to those of every page. */
  useCharacters?(characters: Iterable<number>): void;
};

type StoreOptions = Omit<FetchOptions, "maxBytes"> & {
  maxAssetBytes: number;
  concurrency: number;
  /** Bytes of data URIs this conversion may produce; once spent, nothing more is fetched. */
  budgetBytes: number;
  /** Re-encodes photos when the visitor asked for it. */
  optimiser?: ImageOptimiser;
  sink?: AssetSink;
};

const MAX_IMPORT_DEPTH = 8;
export const TOKEN = "urn:x-embedded:";

/** Files are handed out as short tokens, so data URIs are not copied around and a reused file is written once. */
export class AssetStore {
  private readonly sheets: AssetSink["sheets"];
  private readonly files = new Map<string, Promise<Embedded | null>>();
  private readonly byId: Embedded[] = [];
  private readonly embedded = new Map<string, AssetKind>();
  private readonly failures = new Map<string, FailedAsset>();
  /** The widest each image is shown, in device pixels (null: unknown). */
  private readonly widths = new Map<string, number | null>();
  private readonly slots: Semaphore;
  private spent = 0;
  private optimised = 0;
  private savedBytes = 0;
  private budgetSpent = false;
  /** Bytes promised to files being read (their declared length, as base64). */
  private held = 0;

  constructor(private readonly options: StoreOptions) {
    this.slots = new Semaphore(options.concurrency);
    this.sheets = options.sink?.sheets ?? new Map();
  }

  /** `largestWidth`: how wide the page shows an image, in device pixels; omitted (CSS, icons) means unknown. */
  async embed(url: string, kind: EmbedKind, largestWidth: number | null = null): Promise<string | null> {
    const hash = url.indexOf("#");
    const key = hash < 0 ? url : url.slice(0, hash);
    if (kind === "image") {
      this.widths.set(key, mergeWidths(this.widths.get(key), largestWidth));
      this.options.sink?.shownAt?.(key, largestWidth);
    }
    let pending = this.files.get(key);
    if (!pending) {
      pending = this.build(key, kind);
      this.files.set(key, pending);
    }
    const file = await pending;
    if (!file) return null;
    file.uses++;
    return `${TOKEN}${file.id}${hash < 0 ? "" : url.slice(hash)}`;
  }

  /** With "Otimizar imagens", fonts embedded from now on are cut to these characters. */
  useCharacters(characters: Iterable<number>) {
    this.options.optimiser?.useCharacters(characters);
    this.options.sink?.useCharacters?.(characters);
  }

  file(id: number): Embedded | undefined {
    return this.byId[id];
  }

  /** Embedding comes later, once the whole page's CSS is known. */
  async stylesheet(url: string, chain: readonly string[] = []): Promise<string | null> {
    const key = url.split("#")[0];
    // Cycles and absurd depth: the import is dropped rather than waited on forever.
    if (chain.includes(key) || chain.length >= MAX_IMPORT_DEPTH) return "";
    let pending = this.sheets.get(key);
    if (!pending) {
      pending = this.slots
        .run(() => this.get(key, this.options.maxAssetBytes))
        .then((fetched) => {
          if (fetched instanceof FetchFailure) return fetched;
          return { text: stripCharset(decodeText(fetched.body, fetched.contentType, "css")), url: fetched.url.href };
        });
      this.sheets.set(key, pending);
    }
    const sheet = await pending;
    if (sheet instanceof FetchFailure) return this.fail(key, sheet.kind);
    this.embedded.set(key, "stylesheet");
    return this.expand(sheet.text, sheet.url, [...chain, key]);
  }

  expand(css: string, baseUrl: string, chain: readonly string[] = []): Promise<string> {
    return rewriteCss(css, baseUrl, { asset: async () => null, importSheet: (url) => this.stylesheet(url, chain) });
  }

  embedCss(css: string, baseUrl: string): Promise<string> {
    return rewriteCss(css, baseUrl, { asset: (url, kind) => this.embed(url, kind), importSheet: async () => null });
  }

  summary(): AssetSummary {
    const count = (kind: AssetKind) => [...this.embedded.values()].filter((k) => k === kind).length;
    return {
      stylesheets: count("stylesheet"),
      images: count("image"),
      fonts: count("font"),
      scripts: count("script"),
      optimised: this.optimised,
      savedBytes: this.savedBytes,
      savings: this.options.optimiser?.savings ?? noSavings(),
      failed: [...this.failures.values()],
    };
  }

  private async build(url: string, kind: EmbedKind): Promise<Embedded | null> {
    // Once one file did not fit, the saved file is incomplete anyway, so nothing more is fetched.
    let held = 0;
    let refused = false;
    const admit = (bytes: number) => {
      const need = Math.ceil((bytes * 4) / 3);
      refused = this.spent + this.held + need > this.options.budgetBytes;
      if (!refused) this.held += held = need;
      return !refused;
    };
    try {
      const shared = this.options.sink?.known(url);
      if (shared && "failed" in shared) return this.fail(url, shared.failed);
      if (shared) return this.add(url, kind, shared.uri, null);
      const fetched = await this.slots.run(async () => {
        const left = Math.floor(((this.options.budgetBytes - this.spent - this.held) * 3) / 4);
        if (this.budgetSpent || left <= 0) return null;
        const result = await this.get(url, Math.min(this.options.maxAssetBytes, left), admit);
        const overBudget = refused || left < this.options.maxAssetBytes;
        return result instanceof FetchFailure && result.kind === "too_large" && overBudget ? null : result;
      });
      if (!fetched) return this.overBudget(url);
      if (fetched instanceof FetchFailure) return this.fail(url, fetched.kind);
      const mime =
        kind === "image"
          ? imageMime(fetched.contentType, fetched.body)
          : kind === "font"
            ? fontMime(fetched.contentType, url)
            : "text/javascript";
      if (!mime) return this.fail(url, "not_image");
      const optimiser = this.options.optimiser;
      const better = !optimiser
        ? null
        : kind === "image"
          ? await optimiser.optimise(fetched.body, mime, this.widths.get(url) ?? null)
          : kind === "font"
            ? await optimiser.font(fetched.body, mime)
            : null;
      if (better) {
        if (kind === "image") this.optimised++;
        this.savedBytes += fetched.body.length - better.body.length;
      }
      const body = better?.body ?? fetched.body;
      const uri = this.options.sink
        ? await this.options.sink.store(url, body, better?.mime ?? mime)
        : `data:${better?.mime ?? mime};base64,${body.toString("base64")}`;
      if (this.spent + uri.length > this.options.budgetBytes) return this.overBudget(url);
      this.spent += uri.length;
      // The original's size: a smaller re-encoding still stands in for it at the same place.
      return this.add(url, kind, uri, kind === "image" ? imageSize(fetched.body) : null);
    } finally {
      this.held -= held;
    }
  }

  private add(url: string, kind: EmbedKind, uri: string, size: Size | null): Embedded {
    this.embedded.set(url, kind);
    const file: Embedded = { id: this.byId.length, kind, uri, size, uses: 0 };
    this.byId.push(file);
    return file;
  }

  private get(url: string, maxBytes: number, admit?: (bytes: number) => boolean): Promise<Fetched | FetchFailure> {
    return safeFetch(url, { ...this.options, maxBytes, admit }).catch((error: unknown) =>
      error instanceof FetchFailure ? error : new FetchFailure("unreachable", String(error)),
    );
  }

  private overBudget(url: string): null {
    this.budgetSpent = true;
    return this.fail(url, "output_limit");
  }

  private fail(url: string, reason: FailedAsset["reason"]): null {
    this.failures.set(url, { url, reason });
    if (reason !== "output_limit") this.options.sink?.failed(url, reason);
    return null;
  }
}
