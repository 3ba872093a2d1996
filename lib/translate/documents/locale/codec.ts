import { ApiError } from "@/lib/http/api-error";

/** A locale file's text and how to encode it back exactly as it came: UTF-8 (with its BOM or not) or UTF-16. */
export type LocaleText = { text: string; encode(text: string): Uint8Array; encoding: string };

const bad = () =>
  new ApiError("invalid_input", "O arquivo não está em UTF-8 nem UTF-16. Salve-o em UTF-8 e envie de novo.");

function utf16(bytes: Uint8Array, littleEndian: boolean, bom: boolean): LocaleText {
  const start = bom ? 2 : 0;
  if ((bytes.length - start) % 2) throw bad();
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const units: number[] = [];
  for (let at = start; at < bytes.length; at += 2) units.push(view.getUint16(at, littleEndian));
  let text = "";
  for (let at = 0; at < units.length; at += 8192) text += String.fromCharCode(...units.slice(at, at + 8192));
  return {
    text,
    encoding: littleEndian ? "UTF-16LE" : "UTF-16BE",
    encode(out) {
      const result = new Uint8Array(start + out.length * 2);
      const write = new DataView(result.buffer);
      if (bom) write.setUint16(0, 0xfeff, littleEndian);
      for (let i = 0; i < out.length; i++) write.setUint16(start + i * 2, out.charCodeAt(i), littleEndian);
      return result;
    },
  };
}

/**
 * Decodes a locale file as its tools wrote it: UTF-16 by its BOM (Apple .strings) or by the zero bytes of ASCII
 * text without one, UTF-8 with or without a BOM, and ISO-8859-1 for a .properties file (Java's own encoding
 * before Java 9). Writing back uses the same encoding, BOM and all, so only the translated values change.
 */
export function decodeLocale(bytes: Uint8Array, latin1Allowed = false): LocaleText {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return utf16(bytes, true, true);
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return utf16(bytes, false, true);
  if (bytes.length >= 4 && bytes[1] === 0 && bytes[3] === 0 && bytes[0] && bytes[2]) return utf16(bytes, true, false);
  if (bytes.length >= 4 && bytes[0] === 0 && bytes[2] === 0 && bytes[1] && bytes[3]) return utf16(bytes, false, false);
  const bom = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf;
  try {
    const text = new TextDecoder("utf-8", { fatal: true, ignoreBOM: true }).decode(bom ? bytes.subarray(3) : bytes);
    const encoder = new TextEncoder();
    return {
      text,
      encoding: bom ? "UTF-8 com BOM" : "UTF-8",
      encode: (out) => encoder.encode(bom ? "\uFEFF" + out : out),
    };
  } catch {
    if (!latin1Allowed) throw bad();
    const text = new TextDecoder("latin1").decode(bytes);
    // Characters outside Latin-1 are written as \uXXXX, as native2ascii and Java's Properties.store do.
    return {
      text,
      encoding: "ISO-8859-1",
      encode: (out) =>
        Uint8Array.from(
          out.replace(/[^\u0000-\u00ff]/g, (c) => "\\u" + c.charCodeAt(0).toString(16).padStart(4, "0")),
          (c) => c.charCodeAt(0),
        ),
    };
  }
}
