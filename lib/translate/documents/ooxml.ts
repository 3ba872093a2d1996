import { DOMParser, XMLSerializer, onErrorStopParsing, type Document, type Element } from "@xmldom/xmldom";
import { Inflate } from "fflate";
import { ApiError } from "@/lib/http/api-error";
import { DOCUMENT_MAX_CHARS } from "./limits";
import { tooManyChars } from "./text";
import { inflateEntry, readZip, writeZip, ZipError, type ZipEntry } from "./zip";

/** An Office file (.docx, .xlsx, .pptx) has at most this many ZIP entries and declares at most this many bytes. */
export const OOXML_MAX_ENTRIES = 1_000;
export const OOXML_MAX_UNCOMPRESSED = 30 * 1024 * 1024;
/**
 * The XML that is inflated and parsed (xmldom: about 1 ms per KB on a busy 2-core machine), in bytes and in
 * elements: a 20.000-character document written by Word has a few hundred KB and a few thousand elements; 2 MB
 * of empty paragraphs is 340.000 elements. Images, fonts and embedded files are never inflated.
 */
export const OOXML_MAX_XML = 4 * 1024 * 1024;
export const OOXML_MAX_NODES = 250_000;

export type OfficeKind = {
  /** "O .docx" / "A planilha", as the sentences below need it. */
  extension: "docx" | "xlsx" | "pptx";
  invalid: string;
  old: string;
};

const PACKAGE_RELS = "http://schemas.openxmlformats.org/package/2006/relationships";
/** Transitional and Strict (ISO 29500) name the same relationship types under two roots. */
export const relType = (type: Element | string, name: string) =>
  (typeof type === "string" ? type : (type.getAttribute("Type") ?? "")).endsWith(`/relationships/${name}`);

const protectedFile = new ApiError(
  "invalid_input",
  "O arquivo está protegido por senha. Abra-o, remova a senha (Arquivo > Informações > Proteger) e envie de novo.",
);
const tooLarge = (kind: OfficeKind) =>
  new ApiError(
    "invalid_input",
    `O .${kind.extension} se expande para um tamanho grande demais ao ser aberto. Envie um arquivo comum do Office.`,
  );

/** An OLE compound file: an encrypted Office file (the ZIP inside "EncryptedPackage"), or a .doc/.xls/.ppt of old. */
function compoundFile(bytes: Uint8Array, kind: OfficeKind): ApiError | undefined {
  const magic = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
  if (!magic.every((byte, index) => bytes[index] === byte)) return undefined;
  const utf16 = (text: string) => Buffer.from(text, "utf16le");
  const encrypted = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).includes(utf16("EncryptedPackage"));
  return encrypted ? protectedFile : new ApiError("invalid_input", kind.old);
}

/** Elements in an XML text (each start tag), counted on the bytes before a parser builds them. */
function countElements(bytes: Uint8Array): number {
  let count = 0;
  for (let index = bytes.indexOf(0x3c); index >= 0; index = bytes.indexOf(0x3c, index + 1)) {
    const next = bytes[index + 1];
    if ((next >= 0x41 && next <= 0x5a) || (next >= 0x61 && next <= 0x7a) || next === 0x5f) count++;
  }
  return count;
}

/** A relationship from a part: its id (r:id in the part), its type and its target as a package path. */
export type Relationship = { id: string; type: string; target: string };

export type XmlPart = { name: string; doc: Document; root: Element; declaration: string };

const serializer = new XMLSerializer();

/**
 * A package opened for its XML: `xml(name)` parses a part within the package's budget of bytes and elements;
 * `write(parts)` gives the file back with those parts serialised and every other entry byte for byte.
 */
export function openPackage(bytes: Uint8Array, kind: OfficeKind) {
  const invalid = () => new ApiError("invalid_input", kind.invalid);
  let entries: ZipEntry[];
  try {
    entries = readZip(bytes, OOXML_MAX_ENTRIES);
  } catch (error) {
    if (!(error instanceof ZipError)) throw error;
    if (error.reason === "not_zip") throw compoundFile(bytes, kind) ?? invalid();
    if (error.reason === "encrypted") throw protectedFile;
    if (error.reason === "too_many") throw tooLarge(kind);
    throw invalid();
  }
  if (entries.reduce((sum, entry) => sum + entry.size, 0) > OOXML_MAX_UNCOMPRESSED) throw tooLarge(kind);
  const byName = new Map(entries.map((entry) => [entry.name, entry]));
  let xmlBytes = 0;
  let nodes = 0;
  const raw: Uint8Array[] = [];

  /**
   * Over the budget: the true reason is the text's length when the parts read so far and the start of the one
   * that did not fit (inflated only up to the budget) hold more text than the cap.
   */
  const overBudget = (entry?: ZipEntry): ApiError => {
    const parts = entry ? [...raw, inflatePrefix(entry.data, OOXML_MAX_XML)] : raw;
    let chars = 0;
    for (const part of parts) {
      // Text between tags, a linear scan (no parse).
      for (const match of new TextDecoder().decode(part).matchAll(/<(?:\w+:)?t(?:\s[^<>]*)?>([^<]*)</g)) {
        chars += match[1].length;
      }
    }
    return chars > DOCUMENT_MAX_CHARS ? tooManyChars(chars, true) : tooLarge(kind);
  };

  function inflate(name: string, cap: number): Uint8Array | undefined {
    const entry = byName.get(name);
    if (!entry) return undefined;
    try {
      return inflateEntry(entry, cap);
    } catch (error) {
      if (error instanceof ZipError && error.reason === "too_large") throw overBudget(entry);
      throw invalid();
    }
  }

  function xml(name: string): XmlPart | undefined {
    const bytes = inflate(name, OOXML_MAX_XML - xmlBytes);
    if (!bytes) return undefined;
    xmlBytes += bytes.length;
    raw.push(bytes);
    nodes += countElements(bytes);
    if (nodes > OOXML_MAX_NODES) throw overBudget();
    const text = decodeXml(bytes);
    if (text === undefined) throw invalid();
    if (/<!DOCTYPE/i.test(text)) throw invalid(); // Office never writes one: no entity expansion, no external entity
    try {
      const doc = new DOMParser({ onError: onErrorStopParsing }).parseFromString(text, "application/xml");
      // Written back in UTF-8, whatever the part was in: its declaration says so.
      const declaration = (/^<\?xml[^>]*\?>\s*/.exec(text)?.[0] ?? "").replace(/encoding="[^"]*"/, 'encoding="UTF-8"');
      if (doc.documentElement) return { name, doc, root: doc.documentElement, declaration };
    } catch {
      // an unparsable part: the file is not what it claims
    }
    throw invalid();
  }

  /** A part's text, inflated within the package's byte cap but not parsed (to look for a word in it). */
  function peek(name: string): string {
    const bytes = inflate(name, OOXML_MAX_UNCOMPRESSED);
    return bytes ? new TextDecoder().decode(bytes) : "";
  }

  const relationsOf = new Map<string, Relationship[]>();

  /** A part's relationships to other parts of the package (not external targets), parsed once. */
  function relationships(part: string): Relationship[] {
    const known = relationsOf.get(part);
    if (known) return known;
    const slash = part.lastIndexOf("/");
    const folder = part.slice(0, slash + 1);
    const rels = xml(`${folder}_rels/${part.slice(slash + 1)}.rels`);
    const found = Array.from(rels?.root.getElementsByTagNameNS(PACKAGE_RELS, "Relationship") ?? [])
      .filter((relation) => relation.getAttribute("TargetMode") !== "External")
      .map((relation) => ({
        id: relation.getAttribute("Id") ?? "",
        type: relation.getAttribute("Type") ?? "",
        target: resolve(folder, relation.getAttribute("Target") ?? ""),
      }));
    relationsOf.set(part, found);
    return found;
  }

  /** The parts a part points to, by relationship type, as package paths. */
  function related(part: string, type: string): string[] {
    return relationships(part)
      .filter((relation) => relType(relation.type, type))
      .map((relation) => relation.target);
  }

  /**
   * The main part, wherever `_rels/.rels` says it is (word/document.xml, xl/workbook.xml are conventions only);
   * a package without `_rels/.rels` is read at the conventional place.
   */
  function main(conventional: string): string {
    const [target] = byName.has("_rels/.rels") ? related("", "officeDocument") : [conventional];
    if (!target || !byName.has(target)) throw invalid();
    return target;
  }

  function write(parts: readonly XmlPart[]): Uint8Array {
    const changed = new Map(parts.map((part) => [part.name, part]));
    return writeZip(
      entries.map((entry) => {
        const part = changed.get(entry.name);
        if (!part) return entry;
        const text = serializer.serializeToString(part.doc);
        const bytes = new TextEncoder().encode(part.declaration + text.replace(/^<\?xml[^>]*\?>\s*/, ""));
        return { name: entry.name, bytes, from: entry };
      }),
    );
  }

  return { xml, peek, relationships, related, main, write, invalid };
}

export type OfficePackage = ReturnType<typeof openPackage>;

/** An XML part's text (UTF-8, or UTF-16 with its BOM), or undefined when its bytes are not what they claim. */
function decodeXml(bytes: Uint8Array): string | undefined {
  const encoding =
    bytes[0] === 0xff && bytes[1] === 0xfe ? "utf-16le" : bytes[0] === 0xfe && bytes[1] === 0xff ? "utf-16be" : "utf-8";
  try {
    return new TextDecoder(encoding, { fatal: true }).decode(bytes);
  } catch {
    return undefined;
  }
}

/** The start of a deflate stream, up to `cap` bytes (what a lying or huge entry holds before the budget ends). */
function inflatePrefix(data: Uint8Array, cap: number): Uint8Array {
  const chunks: Uint8Array[] = [];
  let size = 0;
  const inflater = new Inflate((chunk) => {
    chunks.push(chunk);
    size += chunk.length;
  });
  try {
    for (let at = 0; at < data.length && size < cap; at += 1024) inflater.push(data.subarray(at, at + 1024));
  } catch {
    // a broken stream: what was inflated before the break
  }
  const out = new Uint8Array(Math.min(size, cap));
  let at = 0;
  for (const chunk of chunks) {
    if (at >= out.length) break;
    out.set(chunk.subarray(0, out.length - at), at);
    at += chunk.length;
  }
  return out;
}

/** A relationship's target as a package path ("/word/x.xml" from the root, "x.xml" from the part's folder). */
function resolve(folder: string, target: string): string {
  const path = target.startsWith("/") ? target.slice(1) : folder + target;
  const out: string[] = [];
  let decoded = path;
  try {
    decoded = decodeURI(path);
  } catch {
    // a target with a stray "%" names the part as written
  }
  for (const piece of decoded.split("/")) {
    if (piece === "..") out.pop();
    else if (piece && piece !== ".") out.push(piece);
  }
  return out.join("/");
}
