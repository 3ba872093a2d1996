import { deflateRawSync } from "node:zlib";
import { strToU8, unzipSync, zipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { thrownApiError } from "@/test-support/api-error";
import { wordPackage } from "@/test-support/docx";
import { readDocument } from "./index";
import { crc32 } from "./zip";

const MB = 1024 * 1024;

/**
 * A hand-made ZIP: one local header and its data, and a central directory of `names` that all point at it and
 * declare `declared` bytes each (what a ZIP bomb does to pass a guard that trusts the directory).
 */
function rigged(names: string[], data: Uint8Array, declared: number, crc = 0): Uint8Array {
  const local = new Uint8Array(30 + names[0].length);
  const lv = new DataView(local.buffer);
  lv.setUint32(0, 0x04034b50, true);
  lv.setUint16(4, 20, true);
  lv.setUint16(8, 8, true);
  lv.setUint32(14, crc, true);
  lv.setUint32(18, data.length, true);
  lv.setUint32(22, declared, true);
  lv.setUint16(26, names[0].length, true);
  local.set(strToU8(names[0]), 30);
  const central = names.map((name) => {
    const entry = new Uint8Array(46 + name.length);
    const v = new DataView(entry.buffer);
    v.setUint32(0, 0x02014b50, true);
    v.setUint16(4, 20, true);
    v.setUint16(6, 20, true);
    v.setUint16(10, 8, true);
    v.setUint32(16, crc, true);
    v.setUint32(20, data.length, true);
    v.setUint32(24, declared, true);
    v.setUint16(28, name.length, true);
    entry.set(strToU8(name), 46);
    return entry;
  });
  const directorySize = central.reduce((sum, entry) => sum + entry.length, 0);
  const end = new Uint8Array(22);
  const ev = new DataView(end.buffer);
  ev.setUint32(0, 0x06054b50, true);
  ev.setUint16(8, names.length, true);
  ev.setUint16(10, names.length, true);
  ev.setUint32(12, directorySize, true);
  ev.setUint32(16, local.length + data.length, true);
  return Buffer.concat([local, data, ...central, end]);
}

const refusal = (bytes: Uint8Array) => thrownApiError(() => readDocument("docx", bytes));

describe("the Office ZIP reader", () => {
  // 200 MB of zeros is a 200 KB deflate stream.
  const zeros = deflateRawSync(Buffer.alloc(200 * MB));

  it("refuses four entries declaring 1 byte over one stream of 200 MB of zeros, quickly, without inflating it", () => {
    const names = ["word/document.xml", "word/styles.xml", "word/footnotes.xml", "[Content_Types].xml"];
    const started = performance.now();
    const error = refusal(rigged(names, zeros, 1));
    expect(performance.now() - started).toBeLessThan(1000);
    expect(error.status).toBe(400);
    expect(error.message).toMatch(/não é um documento do Word \(\.docx\) válido/);
  });

  it("stops inflating an entry at its declared size: one entry declaring 1 byte of a 200 MB stream", () => {
    const started = performance.now();
    const error = refusal(rigged(["word/document.xml"], zeros, 1));
    expect(performance.now() - started).toBeLessThan(1000);
    expect(error.message).toMatch(/não é um documento do Word/);
  });

  it("refuses an entry whose CRC does not match what it inflates to", () => {
    const xml = strToU8('<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"/>');
    const data = deflateRawSync(xml);
    expect(refusal(rigged(["word/document.xml"], data, xml.length, crc32(xml) ^ 1)).message).toMatch(
      /não é um documento do Word/,
    );
  });

  it("copies images and nested archives without opening them, byte for byte", () => {
    const bomb = zipSync({ "zeros.bin": new Uint8Array(20 * MB) }, { level: 9 });
    const document = wordPackage({ body: "<w:p><w:r><w:t>Hello</w:t></w:r></w:p>" });
    const files = { ...unzipSync(document), "word/embeddings/inner.zip": bomb, "word/media/a.bin": bomb };
    const translated = readDocument("docx", zipSync(files, { level: 0 }));
    const out = unzipSync(translated.write(["Olá"]));
    expect(out["word/embeddings/inner.zip"]).toEqual(bomb);
    expect(out["word/media/a.bin"]).toEqual(bomb);
    expect(new TextDecoder().decode(out["word/document.xml"])).toContain("Olá");
  });

  it("refuses an XML part of too many elements before parsing it", () => {
    // 300.000 empty paragraphs: 1,2 MB of XML, under the byte cap, over the element cap.
    const error = refusal(wordPackage({ body: "<w:p/>".repeat(300_000) }));
    expect(error.message).toMatch(/grande demais/);
  });

  it("refuses entity expansion and external entities (Office never writes a DOCTYPE)", () => {
    const files = unzipSync(wordPackage({ body: "<w:p><w:r><w:t>&a;</w:t></w:r></w:p>" }));
    const xml = new TextDecoder().decode(files["word/document.xml"]);
    for (const doctype of [
      '<!DOCTYPE d [<!ENTITY a "aaaaaaaaaa">]>',
      '<!DOCTYPE d [<!ENTITY a SYSTEM "file:///etc/passwd">]>',
    ]) {
      files["word/document.xml"] = strToU8(xml.replace("?>", `?>${doctype}`));
      expect(refusal(zipSync(files)).message).toMatch(/não é um documento do Word/);
    }
  });

  it("refuses an XML part of malformed UTF-8, and writes a UTF-16 part back as UTF-8 that says so", () => {
    const files = unzipSync(wordPackage({ body: "<w:p><w:r><w:t>Hello</w:t></w:r></w:p>" }));
    const xml = new TextDecoder().decode(files["word/document.xml"]);
    files["word/document.xml"] = Buffer.concat([strToU8(xml.replace("Hello", "Hel")), Buffer.from([0xc3, 0x28])]);
    expect(refusal(zipSync(files)).message).toMatch(/não é um documento do Word/);
    const utf16 = xml.replace('encoding="UTF-8"', 'encoding="UTF-16"');
    files["word/document.xml"] = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(utf16, "utf16le")]);
    const document = readDocument("docx", zipSync(files));
    expect(document.segments).toEqual(["Hello"]);
    const out = new TextDecoder("utf-8", { fatal: true }).decode(
      unzipSync(document.write(["Olá"]))["word/document.xml"],
    );
    expect(out).toMatch(/^<\?xml version="1.0" encoding="UTF-8" standalone="yes"\?>/);
    expect(out).toContain("Olá");
  });
});
