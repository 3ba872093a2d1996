import { deflateSync, inflateSync } from "node:zlib";

/** Real PNG files for the fixture sites: a solid colour, or noise (incompressible, for size). */
export function png(width: number, height: number, rgb: [number, number, number], noise = false): Buffer {
  const row = 1 + width * 3;
  const raw = Buffer.alloc(row * height);
  let seed = (rgb[0] << 16) ^ (rgb[1] << 8) ^ rgb[2] ^ width ^ (height << 4);
  for (let y = 0; y < height; y++) {
    raw[y * row] = 0;
    for (let x = 0; x < width; x++) {
      const at = y * row + 1 + x * 3;
      for (let c = 0; c < 3; c++) {
        seed = (seed * 1103515245 + 12345) & 0x7fffffff;
        raw[at + c] = noise ? (rgb[c] + (seed & 63)) & 255 : rgb[c];
      }
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(raw)),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

const table = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(data: Buffer): number {
  let c = 0xffffffff;
  for (const byte of data) c = table[(c ^ byte) & 255] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

/**
 * A real RGBA PNG whose left half is fully transparent and right half opaque, as an image model
 * answers `background: "transparent"`: tests can check the alpha channel survives to the download.
 */
export function transparentPng(width: number, height: number, rgb: [number, number, number] = [40, 120, 200]): Buffer {
  const row = 1 + width * 4;
  const raw = Buffer.alloc(row * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      raw.set([...rgb, x < width / 2 ? 0 : 255], y * row + 1 + x * 4);
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 6, 0, 0, 0], 8); // 8-bit RGBA
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(raw)),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

/** The colour type of a PNG (6 = RGBA) and whether any pixel is not opaque, read back from its bytes. */
export function pngAlpha(bytes: Buffer): { colorType: number; hasTransparentPixel: boolean } {
  const colorType = bytes[25];
  const idat: Buffer[] = [];
  let width = 0;
  for (let at = 8; at < bytes.length;) {
    const length = bytes.readUInt32BE(at);
    const type = bytes.subarray(at + 4, at + 8).toString("latin1");
    if (type === "IHDR") width = bytes.readUInt32BE(at + 8);
    if (type === "IDAT") idat.push(bytes.subarray(at + 8, at + 8 + length));
    at += 12 + length;
  }
  if (colorType !== 6 || bytes[24] !== 8) return { colorType, hasTransparentPixel: false };
  // Unfiltered rows only (filter byte 0), which is what transparentPng writes; other filters read as opaque.
  const raw = inflateSync(Buffer.concat(idat));
  const row = 1 + width * 4;
  for (let y = 0; y * row < raw.length; y++) {
    if (raw[y * row] !== 0) continue;
    for (let x = 0; x < width; x++)
      if (raw[y * row + 1 + x * 4 + 3] < 255) return { colorType, hasTransparentPixel: true };
  }
  return { colorType, hasTransparentPixel: false };
}
