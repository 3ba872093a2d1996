import { deflateRawSync, inflateRawSync } from "node:zlib";

/**
 * The ZIP of an Office file, read from what its bytes hold rather than what its directory claims: entries that
 * share bytes are refused, an entry is inflated only when its XML is needed, never past its declared size or the
 * caller's cap (zlib stops there), and its CRC is checked. Entries that are not read (images, fonts, embedded
 * files, nested archives) are copied to the output as they came, still compressed, so they are never opened.
 * Pure (bytes in, bytes out): it runs the same in a worker thread.
 */
export type ZipEntry = {
  name: string;
  method: number;
  flags: number;
  crc: number;
  compressedSize: number;
  size: number;
  time: number;
  date: number;
  /** The compressed bytes, a view into the uploaded file. */
  data: Uint8Array;
};

export class ZipError extends Error {
  constructor(
    readonly reason: "not_zip" | "encrypted" | "too_large" | "too_many" | "corrupt",
    message: string = reason,
  ) {
    super(message);
  }
}

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;

export function readZip(bytes: Uint8Array, maxEntries: number): ZipEntry[] {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let end = -1;
  for (let at = bytes.length - 22; at >= Math.max(0, bytes.length - 22 - 0xffff); at--) {
    if (view.getUint32(at, true) === EOCD) {
      end = at;
      break;
    }
  }
  if (end < 0) throw new ZipError("not_zip");
  const count = view.getUint16(end + 10, true);
  const directorySize = view.getUint32(end + 12, true);
  const directoryStart = view.getUint32(end + 16, true);
  // ZIP64 (over 65.535 entries or 4 GB) is never needed by a document that fits the upload cap.
  if (count === 0xffff || directoryStart === 0xffffffff) throw new ZipError("corrupt");
  if (count > maxEntries) throw new ZipError("too_many");
  if (directoryStart + directorySize > end) throw new ZipError("corrupt");

  const entries: ZipEntry[] = [];
  /** Where each entry's bytes lie in the file, from its local header to its data's end. */
  const spans: { start: number; end: number }[] = [];
  let at = directoryStart;
  for (let index = 0; index < count; index++) {
    if (at + 46 > end || view.getUint32(at, true) !== CENTRAL) throw new ZipError("corrupt");
    const flags = view.getUint16(at + 8, true);
    const method = view.getUint16(at + 10, true);
    const time = view.getUint16(at + 12, true);
    const date = view.getUint16(at + 14, true);
    const crc = view.getUint32(at + 16, true);
    const compressedSize = view.getUint32(at + 20, true);
    const size = view.getUint32(at + 24, true);
    const nameLength = view.getUint16(at + 28, true);
    const extraLength = view.getUint16(at + 30, true);
    const commentLength = view.getUint16(at + 32, true);
    const local = view.getUint32(at + 42, true);
    const name = new TextDecoder().decode(bytes.subarray(at + 46, at + 46 + nameLength));
    at += 46 + nameLength + extraLength + commentLength;
    if (flags & 1) throw new ZipError("encrypted");
    if (local + 30 > directoryStart || view.getUint32(local, true) !== LOCAL) throw new ZipError("corrupt");
    const dataStart = local + 30 + view.getUint16(local + 26, true) + view.getUint16(local + 28, true);
    const dataEnd = dataStart + compressedSize;
    if (dataEnd > directoryStart) throw new ZipError("corrupt");
    entries.push({
      name,
      method,
      flags,
      crc,
      compressedSize,
      size,
      time,
      date,
      data: bytes.subarray(dataStart, dataEnd),
    });
    spans.push({ start: local, end: dataEnd });
  }
  // Two entries over the same bytes are how one small stream is made to count many times: never in a real file.
  const sorted = spans.sort((a, b) => a.start - b.start);
  for (let index = 1; index < sorted.length; index++) {
    if (sorted[index].start < sorted[index - 1].end) throw new ZipError("corrupt", "overlapping entries");
  }
  const names = new Set(entries.map((entry) => entry.name));
  if (names.size !== entries.length) throw new ZipError("corrupt", "duplicate names");
  return entries;
}

/** An entry's bytes, inflated at most to its declared size and to `cap`; a stream that says otherwise is refused. */
export function inflateEntry(entry: ZipEntry, cap: number): Uint8Array {
  if (entry.size > cap) throw new ZipError("too_large");
  let out: Uint8Array;
  if (entry.method === 0) out = entry.data;
  else if (entry.method === 8) {
    try {
      out = inflateRawSync(entry.data, { maxOutputLength: Math.max(1, entry.size) });
    } catch {
      // More than declared (zlib stops at the limit, so a bomb is not inflated) or a broken stream.
      throw new ZipError("corrupt", `${entry.name}: stream larger than declared or broken`);
    }
  } else throw new ZipError("corrupt", `${entry.name}: method ${entry.method}`);
  if (out.length !== entry.size || crc32(out) !== entry.crc) throw new ZipError("corrupt", `${entry.name}: CRC`);
  return out;
}

/** A ZIP of the entries in this order: changed ones deflated anew, the others copied as they were. */
export function writeZip(entries: readonly (ZipEntry | { name: string; bytes: Uint8Array; from: ZipEntry })[]) {
  const chunks: Uint8Array[] = [];
  const directory: Uint8Array[] = [];
  let offset = 0;
  for (const item of entries) {
    const entry =
      "bytes" in item
        ? {
            ...item.from,
            method: 8,
            flags: item.from.flags & 0x800, // keep "name is UTF-8"; sizes are known, no data descriptor
            crc: crc32(item.bytes),
            size: item.bytes.length,
            data: deflateRawSync(item.bytes, { level: 6 }),
          }
        : { ...item, flags: item.flags & 0x806 };
    const name = new TextEncoder().encode(entry.name);
    const head = (central: boolean) => {
      const header = new Uint8Array((central ? 46 : 30) + name.length);
      const view = new DataView(header.buffer);
      const fields = central ? 6 : 4;
      view.setUint32(0, central ? CENTRAL : LOCAL, true);
      if (central) view.setUint16(4, 20, true);
      view.setUint16(fields, 20, true);
      view.setUint16(fields + 2, entry.flags, true);
      view.setUint16(fields + 4, entry.method, true);
      view.setUint16(fields + 6, entry.time, true);
      view.setUint16(fields + 8, entry.date, true);
      view.setUint32(fields + 10, entry.crc, true);
      view.setUint32(fields + 14, entry.data.length, true);
      view.setUint32(fields + 18, entry.size, true);
      view.setUint16(fields + 22, name.length, true);
      if (central) view.setUint32(42, offset, true);
      header.set(name, central ? 46 : 30);
      return header;
    };
    directory.push(head(true));
    const local = head(false);
    chunks.push(local, entry.data);
    offset += local.length + entry.data.length;
  }
  const directorySize = directory.reduce((sum, chunk) => sum + chunk.length, 0);
  const tail = new Uint8Array(22);
  const view = new DataView(tail.buffer);
  view.setUint32(0, EOCD, true);
  view.setUint16(8, entries.length, true);
  view.setUint16(10, entries.length, true);
  view.setUint32(12, directorySize, true);
  view.setUint32(16, offset, true);
  const out = new Uint8Array(offset + directorySize + 22);
  let at = 0;
  for (const chunk of [...chunks, ...directory, tail]) {
    out.set(chunk, at);
    at += chunk.length;
  }
  return out;
}

let table: Uint32Array | undefined;

export function crc32(bytes: Uint8Array): number {
  table ??= Uint32Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c;
  });
  let crc = 0xffffffff;
  for (let index = 0; index < bytes.length; index++) crc = table[(crc ^ bytes[index]) & 0xff] ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}
