import "server-only";
import { createHash } from "node:crypto";
import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import type { AssetSink, FailedAsset } from "../assets";
import type { FetchFailure } from "../net/fetch-error";
import type { ImageOptimiser, Optimised } from "../optimise/page-optimiser";
import { mergeWidths } from "../optimise/displayed-size";
import { Semaphore } from "../semaphore";
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

type StoredFile = { name: string; bytes: number; pages: Set<number>; mime: string };

/** What the second pass of "Otimizar imagens" did to the site's files. */
export type SiteOptimisation = { images: number; fonts: number; savedBytes: number };

/**
 * The site's assets/ folder, on disk: each file once, named by its content's hash, whichever pages and
 * addresses use it. It counts every byte the package will hold, pages included, against the site's cap.
 */
export class SiteFiles implements AssetSink {
  readonly sheets: AssetSink["sheets"] = new Map<string, Promise<{ text: string; url: string } | FetchFailure>>();
  private readonly byUrl = new Map<string, { uri: string } | { failed: FailedAsset["reason"] }>();
  private readonly byName = new Map<string, StoredFile>();
  /** The widest each image address is shown on any page, in device pixels (null: unknown). */
  private readonly widths = new Map<string, number | null>();
  /** The characters every page shows, and the pages that said theirs (fonts are cut only if all did). */
  private readonly characters = new Set<number>();
  private readonly pagesWithCharacters = new Set<number>();
  /** A file the second pass replaced, by its first name (pages hold the first). */
  private readonly renamed = new Map<string, string>();
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
      file = { name, bytes, pages: new Set(), mime };
      this.byName.set(name, file);
      await mkdir(path.join(this.dir, "assets"), { recursive: true });
      await writeFile(path.join(this.dir, "assets", name), body);
    }
    file.pages.add(this.page);
    const uri = `${ASSET_MARK}${name}`;
    this.byUrl.set(url, { uri });
    return uri;
  }

  shownAt(url: string, width: number | null) {
    this.widths.set(url, mergeWidths(this.widths.get(url), width));
  }

  useCharacters(characters: Iterable<number>) {
    for (const code of characters) this.characters.add(code);
    this.pagesWithCharacters.add(this.page);
  }

  /** The file's name in the package: the first one, or what the second pass made of it. */
  nameOf(name: string): string {
    return this.renamed.get(name) ?? name;
  }

  /**
   * "Otimizar imagens" for the whole site, once every page's widths are known: each photo re-encoded once at
   * the widest any page shows it, each font cut once to the characters of all `pageCount` pages (kept whole
   * when a page did not say its characters), and the smaller file stands in for the first under a new name.
   */
  async optimise(optimiser: ImageOptimiser, pageCount: number): Promise<SiteOptimisation> {
    const widest = new Map<string, number | null>();
    for (const [url, found] of this.byUrl) {
      if (!("uri" in found)) continue;
      const name = found.uri.slice(ASSET_MARK.length);
      widest.set(name, mergeWidths(widest.get(name), this.widths.get(url) ?? null));
    }
    const allPages = Array.from({ length: pageCount }, (_, i) => i).every((i) => this.pagesWithCharacters.has(i));
    if (allPages) optimiser.useCharacters(this.characters);
    const done: SiteOptimisation = { images: 0, fonts: 0, savedBytes: 0 };
    // Two files read at a time (the optimiser works on two at once): a 200 MB site is never all in memory.
    const reading = new Semaphore(2);
    await Promise.all(
      this.files().map((file) =>
        reading.run(async () => {
          const font = file.mime.startsWith("font/");
          if (!font && !file.mime.startsWith("image/")) return;
          const body = await readFile(path.join(this.dir, "assets", file.name));
          const better: Optimised | null = font
            ? allPages
              ? await optimiser.font(body, file.mime)
              : null
            : await optimiser.optimise(body, file.mime, widest.get(file.name) ?? null);
          if (!better || better.body.length >= body.length) return;
          await this.replace(file, better);
          done[font ? "fonts" : "images"]++;
          done.savedBytes += body.length - better.body.length;
        }),
      ),
    );
    return done;
  }

  private async replace(file: StoredFile, better: Optimised) {
    const hash = createHash("sha256").update(better.body).digest("base64url").slice(0, 20);
    const name = `${hash}.${extensions[better.mime] ?? "bin"}`;
    await writeFile(path.join(this.dir, "assets", name), better.body);
    await rm(path.join(this.dir, "assets", file.name), { force: true });
    this.byName.delete(file.name);
    this.renamed.set(file.name, name);
    this.bytes += better.body.length - file.bytes;
    this.byName.set(name, { name, bytes: better.body.length, pages: file.pages, mime: better.mime });
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
      "uri" in found ? [[url, `assets/${this.nameOf(found.uri.slice(ASSET_MARK.length))}`] as [string, string]] : [],
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
