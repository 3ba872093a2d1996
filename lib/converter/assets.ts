import "server-only";
import { decodeText } from "./charset";
import { rewriteCss, stripCharset } from "./css";
import { FetchFailure, type FetchFailureKind } from "./net/fetch-error";
import { imageMime, fontMime } from "./mime";
import { safeFetch, type Fetched, type FetchOptions } from "./net/safe-fetch";
import { Semaphore } from "./semaphore";

export type AssetKind = "stylesheet" | "image" | "font" | "script";

export type FailedAsset = { url: string; reason: FetchFailureKind | "not_image" | "output_limit" };

export type AssetSummary = { stylesheets: number; images: number; fonts: number; scripts: number; failed: FailedAsset[] };

type StoreOptions = Omit<FetchOptions, "maxBytes"> & {
  maxAssetBytes: number;
  concurrency: number;
  /** Bytes of data URIs this conversion may produce before it stops embedding. */
  budgetBytes: number;
};

const MAX_IMPORT_DEPTH = 8;

/**
 * Everything one conversion fetches besides the page: each address fetched at most once (per use as
 * stylesheet or as embedded file), at most
 * `concurrency` fetches in flight, every failure remembered (the caller keeps the absolute address).
 */
export class AssetStore {
  // Results are cached, not response bodies: an image's bytes are dropped once its data URI exists.
  private readonly sheets = new Map<string, Promise<{ text: string; url: string } | FetchFailure>>();
  private readonly dataUris = new Map<string, Promise<string | null>>();
  private readonly embedded = new Map<string, AssetKind>();
  private readonly failures = new Map<string, FailedAsset>();
  private readonly slots: Semaphore;
  private spent = 0;

  constructor(private readonly options: StoreOptions) {
    this.slots = new Semaphore(options.concurrency);
  }

  /** A data URI for an image, font or script, or null when it could not be fetched. */
  dataUri(url: string, kind: Exclude<AssetKind, "stylesheet">): Promise<string | null> {
    const key = withoutHash(url);
    let pending = this.dataUris.get(key);
    if (!pending) {
      pending = this.buildDataUri(key, kind);
      this.dataUris.set(key, pending);
    }
    return pending;
  }

  /** The stylesheet's text with its imports inlined and its url()s embedded, or null on failure. */
  async stylesheet(url: string, chain: readonly string[] = []): Promise<string | null> {
    const key = withoutHash(url);
    // Cycles and absurd depth: the import is dropped rather than waited on forever.
    if (chain.includes(key) || chain.length >= MAX_IMPORT_DEPTH) return "";
    let pending = this.sheets.get(key);
    if (!pending) {
      pending = this.fetch(key).then((fetched) =>
        fetched instanceof FetchFailure ? fetched : { text: stripCharset(decodeText(fetched.body, fetched.contentType, "css")), url: fetched.url.href },
      );
      this.sheets.set(key, pending);
    }
    const sheet = await pending;
    if (sheet instanceof FetchFailure) return this.fail(key, sheet.kind);
    this.embedded.set(key, "stylesheet");
    return this.rewrite(sheet.text, sheet.url, [...chain, key]);
  }

  /** Rewrites CSS found in the page itself (style elements and attributes). */
  rewrite(css: string, baseUrl: string, chain: readonly string[] = []): Promise<string> {
    return rewriteCss(css, baseUrl, {
      asset: (url, kind) => this.dataUri(url, kind),
      importSheet: (url) => this.stylesheet(url, chain),
    });
  }

  summary(): AssetSummary {
    const count = (kind: AssetKind) => [...this.embedded.values()].filter((k) => k === kind).length;
    return {
      stylesheets: count("stylesheet"),
      images: count("image"),
      fonts: count("font"),
      scripts: count("script"),
      failed: [...this.failures.values()],
    };
  }

  private async buildDataUri(url: string, kind: Exclude<AssetKind, "stylesheet">): Promise<string | null> {
    const fetched = await this.fetch(url);
    if (fetched instanceof FetchFailure) return this.fail(url, fetched.kind);
    const mime =
      kind === "image" ? imageMime(fetched.contentType, fetched.body) : kind === "font" ? fontMime(fetched.contentType, url) : "text/javascript";
    if (!mime) return this.fail(url, "not_image");
    const uri = `data:${mime};base64,${fetched.body.toString("base64")}`;
    this.spent += uri.length;
    if (this.spent > this.options.budgetBytes) {
      this.spent -= uri.length;
      return this.fail(url, "output_limit");
    }
    this.embedded.set(url, kind);
    return uri;
  }

  private fetch(url: string): Promise<Fetched | FetchFailure> {
    return this.slots.run(() =>
      safeFetch(url, { ...this.options, maxBytes: this.options.maxAssetBytes }).catch((error: unknown) =>
        error instanceof FetchFailure ? error : new FetchFailure("unreachable", String(error)),
      ),
    );
  }

  private fail(url: string, reason: FailedAsset["reason"]): null {
    this.failures.set(url, { url, reason });
    return null;
  }
}

function withoutHash(url: string): string {
  const hash = url.indexOf("#");
  return hash < 0 ? url : url.slice(0, hash);
}
