/**
 * Img Auto X (issue 27): what the history's server-side thumbnail costs per generation, and how big what
 * it stores is. Runs lib/images/history.ts's thumbnailer on a 1024x1536 RGBA PNG (the gpt-image portrait
 * size, transparent) and on a noisy 1024x1024 one, 30 times each after 3 warm-ups, and prints the median
 * and p95 time and the WebP size. `npx tsx bench/image-thumbnail.ts` (the "server-only" guard is
 * satisfied by the react-server condition, as in the app).
 */
import { performance } from "node:perf_hooks";
import { thumbnail } from "../lib/images/history";
import { png, transparentPng } from "../test-support/fakes/png";

const cases = [
  { name: "1024x1536 RGBA (transparent 9:16)", image: transparentPng(1024, 1536) },
  { name: "1024x1024 RGB noise (worst case for size)", image: png(1024, 1024, [120, 80, 40], true) },
];

async function main() {
  for (const { name, image } of cases) await measure(name, image);
}

async function measure(name: string, image: Buffer) {
  const dataUrl = `data:image/png;base64,${image.toString("base64")}`;
  for (let i = 0; i < 3; i++) await thumbnail(dataUrl);
  const times: number[] = [];
  let bytes = 0;
  for (let i = 0; i < 30; i++) {
    const start = performance.now();
    const small = await thumbnail(dataUrl);
    times.push(performance.now() - start);
    bytes = Buffer.from(small.slice(small.indexOf(",") + 1), "base64").length;
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))].toFixed(1);
  console.log(
    `${name}: input ${(image.length / 1024).toFixed(0)} KB PNG, median ${at(0.5)} ms, p95 ${at(0.95)} ms, WebP ${(bytes / 1024).toFixed(1)} KB`,
  );
}

void main();
