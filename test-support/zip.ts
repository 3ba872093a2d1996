import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import yauzl from "yauzl";

/** Every entry of a ZIP, by name (the archives here are small), read one after another. */
export async function readZip(zip: Buffer): Promise<Map<string, Buffer>> {
  const archive = await yauzl.fromBufferPromise(zip, { lazyEntries: true });
  const entries = new Map<string, Buffer>();
  await new Promise<void>((resolve, reject) => {
    archive.on("entry", (entry: yauzl.Entry) => {
      archive.openReadStream(entry, (error, stream) => {
        if (error) return reject(error);
        const chunks: Buffer[] = [];
        stream.on("data", (chunk: Buffer) => chunks.push(chunk));
        stream.on("error", reject);
        stream.on("end", () => {
          entries.set(entry.fileName, Buffer.concat(chunks));
          archive.readEntry();
        });
      });
    });
    archive.on("end", () => resolve());
    archive.on("error", reject);
    archive.readEntry();
  });
  return entries;
}

/** Writes the entries under `folder`, as unzip would. */
export async function extractZip(zip: Buffer, folder: string): Promise<Map<string, Buffer>> {
  const entries = await readZip(zip);
  for (const [name, body] of entries) {
    const target = path.join(folder, name);
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(target, body);
  }
  return entries;
}
