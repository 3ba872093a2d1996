import "server-only";
import { createWriteStream } from "node:fs";
import { rename, rm } from "node:fs/promises";
import type { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import yazl from "yazl";
import { windowsReserved } from "./links";

const storedAsIs = /\.(png|jpg|gif|webp|avif|woff2?)$/;

export type ZipEntry = { name: string } & ({ file: string } | { text: string });

/**
 * Streams the entries into a ZIP on disk, under a temporary name until it is whole, so a half-written
 * archive is never the one offered. Every name is checked to stay inside the archive's root.
 */
export async function writeZip(entries: AsyncIterable<ZipEntry>, target: string, signal: AbortSignal): Promise<void> {
  const zip = new yazl.ZipFile();
  const partial = `${target}.part`;
  const written = pipeline(zip.outputStream, createWriteStream(partial), { signal });
  try {
    for await (const entry of entries) {
      signal.throwIfAborted();
      const name = entryName(entry.name);
      // Photos and web fonts are compressed already: deflating them again costs time and saves nothing.
      if ("file" in entry) zip.addFile(entry.file, name, { compress: !storedAsIs.test(name) });
      else zip.addBuffer(Buffer.from(entry.text), name);
    }
    zip.end();
    await written;
  } catch (error) {
    (zip.outputStream as Readable).destroy();
    await written.catch(() => {});
    await rm(partial, { force: true });
    throw error;
  }
  await rename(partial, target);
}

export function entryName(name: string): string {
  const parts = name.split("/");
  if (
    !name ||
    name.startsWith("/") ||
    name.includes("\\") ||
    /[\u0000-\u001f]/.test(name) ||
    parts.some(
      (part) => part === "" || part === "." || part === ".." || /[. ]$/.test(part) || windowsReserved.test(part),
    )
  ) {
    throw new Error(`unsafe entry name: ${JSON.stringify(name)}`);
  }
  return name;
}
