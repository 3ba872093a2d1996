import { execFile } from "node:child_process";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";

const run = promisify(execFile);
export const CHROME = process.env.CHROME_PATH ?? "/usr/bin/chromium";
const SINGLE_FILE = path.resolve("bench/out/single-file/node_modules/single-file-cli/single-file-node.js");

/** Saves `url` with SingleFile (single-file-cli driving Debian's Chromium) into `file`: seconds and markup. */
export async function singleFile(url: string, file: string): Promise<{ seconds: number; html: string }> {
  const started = performance.now();
  await run(
    process.execPath,
    [
      SINGLE_FILE,
      url,
      file,
      `--browser-executable-path=${CHROME}`,
      '--browser-args=["--no-sandbox","--headless=new","--disable-gpu"]',
      "--filename-conflict-action=overwrite",
    ],
    { maxBuffer: 64 * 1024 * 1024 },
  ).catch(() => undefined);
  return { seconds: (performance.now() - started) / 1000, html: await readFile(file, "utf8").catch(() => "") };
}
