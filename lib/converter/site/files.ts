import "server-only";
import { createHash } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import type { AssetSink, FailedAsset } from "../assets";
import type { FetchFailure } from "../net/fetch-error";
import { widgetScript } from "../widgets";

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
