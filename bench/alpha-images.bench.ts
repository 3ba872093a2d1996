/**
 * "Otimizar imagens" on the real sites' PNGs whose transparency is really used (photos cut out on a
 * transparent background, screenshots with a see-through edge): the lossless WebP every such image became
 * before (the same call the converter made) against what `optimiseImage` picks now, at the widest the page
 * could show them without a size (their own width, at most 1920 px), with the SSIM it measured.
 * Run: bash bench/alpha-images.bench.sh [folder ...] (default: ../shared/real-sites).
 */
import { readdir, readFile } from "node:fs/promises";
import { loadavg } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { MAX_IMAGE_WIDTH, optimiseImage } from "../lib/converter/optimise/image";

const roots = process.argv.slice(2).length ? process.argv.slice(2) : [path.resolve("../shared/real-sites")];
const limits = { maxPixels: 40_000_000, workers: 2, timeoutMs: 60_000 };

async function* pngs(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* pngs(file);
    else if (/\.png$/i.test(entry.name)) yield file;
  }
}

const kb = (bytes: number) => `${Math.round(bytes / 1024)} KB`;
console.log(
  `load ${loadavg()
    .map((n) => n.toFixed(1))
    .join(" ")}`,
);
let before = 0;
let after = 0;
for (const root of roots) {
  for await (const file of pngs(root)) {
    const body = await readFile(file);
    if (body.length < 24 * 1024) continue;
    const meta = await sharp(body).metadata();
    if (!meta.hasAlpha || meta.isPalette || (await sharp(body).stats()).isOpaque) continue;
    const width = Math.min(meta.width ?? 0, MAX_IMAGE_WIDTH);
    const lossless = await sharp(body).resize(width).webp({ lossless: true, effort: 4 }).toBuffer();
    const old = lossless.length < body.length * 0.9 ? lossless.length : body.length;
    const started = performance.now();
    const out = await optimiseImage(body, width, limits);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    const now = out?.body.length ?? body.length;
    before += old;
    after += now;
    console.log(
      `${path.relative(process.cwd(), file)} ${meta.width}x${meta.height}: PNG ${kb(body.length)}, before ${kb(old)}, ` +
        `now ${kb(now)} (${out ? `${out.format}${out.quality ? ` q${out.quality}` : ""}, SSIM ${out.ssim?.toFixed(4) ?? "exact"}` : "kept"}, ${seconds} s)`,
    );
  }
}
console.log(`total: before ${kb(before)}, now ${kb(after)} (${Math.round((100 * after) / before)}%)`);
