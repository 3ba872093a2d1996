import { readFile, readdir } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import fontverter from "fontverter";
import { Blob, Face } from "harfbuzzjs";
import { describe, expect, it } from "vitest";
import { fontCodePoints, subsetFont } from "./font-subset";

const require = createRequire(import.meta.url);
const limits = { workers: 2, timeoutMs: 20_000 };

/** A variable text font (Inter, Latin, wght axis) and an icon font (codicon: icons at U+EA60 and on). */
const inter = () => readFile(require.resolve("@fontsource-variable/inter/files/inter-latin-wght-normal.woff2"));
async function codicon(): Promise<Buffer> {
  const root = path.join(path.dirname(require.resolve("playwright-core/package.json")), "lib/vite/traceViewer");
  const file = (await readdir(root)).find((name) => /^codicon.*\.ttf$/.test(name))!;
  return readFile(path.join(root, file));
}

async function face(font: Buffer) {
  const sfnt = await fontverter.convert(font, "sfnt");
  const hb = new Face(new Blob(new Uint8Array(sfnt)));
  return { unicodes: new Set(hb.collectUnicodes()), axes: Object.keys(hb.getAxisInfos()) };
}

const codePoints = (text: string) => fontCodePoints([...text].map((c) => c.codePointAt(0)!));

describe("fonts cut to the characters the page uses", () => {
  it("keeps every character of the page in both cases, and printable ASCII, and nothing else", () => {
    const kept = codePoints("Olá, ação");
    for (const char of "OláÁçÇãÃ AZaz09~") expect(kept, char).toContain(char.codePointAt(0));
    expect(kept).not.toContain("Ø".codePointAt(0));
    expect(kept).not.toContain("\n".codePointAt(0));
  });

  it("a glyph the page uses is there, an unused one is gone, and the variable weight axis is kept", async () => {
    const font = await inter();
    const before = await face(font);
    expect(before.unicodes.has("Ø".codePointAt(0)!)).toBe(true);

    const { body, failed } = await subsetFont(font, "font/woff2", codePoints("Olá, ação"), limits);
    expect(failed).toBe(false);
    expect(body!.length).toBeLessThan(font.length * 0.7);
    expect(body!.subarray(0, 4).toString("latin1")).toBe("wOF2"); // same format as it came
    const after = await face(body!);
    for (const char of "OláÁçÃ") expect(after.unicodes.has(char.codePointAt(0)!), char).toBe(true);
    expect(after.unicodes.has("Ø".codePointAt(0)!)).toBe(false);
    expect(after.axes).toEqual(before.axes);
    expect(after.axes).toContain("wght");
  });

  it("an icon font keeps the icons the page's ::before content uses", async () => {
    const font = await codicon();
    const { body } = await subsetFont(font, "font/ttf", fontCodePoints([0xea60, 0xeb1c]), limits);
    const after = await face(body!);
    expect(after.unicodes.has(0xea60)).toBe(true);
    expect(after.unicodes.has(0xeb1c)).toBe(true);
    expect(after.unicodes.has(0xea61)).toBe(false);
    expect(body!.length).toBeLessThan(font.length / 10);
  });

  it("a font that cannot be cut stays whole and is reported", async () => {
    const broken = await subsetFont(Buffer.alloc(4000, 9), "font/woff2", codePoints("a"), limits);
    expect(broken).toEqual({ body: null, failed: true });
    const slow = await subsetFont(await inter(), "font/woff2", codePoints("a"), { workers: 2, timeoutMs: 1 });
    expect(slow).toEqual({ body: null, failed: true });
    // EOT is not read at all: kept whole, not a failure.
    expect(await subsetFont(Buffer.alloc(4000), "application/vnd.ms-fontobject", [65], limits)).toEqual({
      body: null,
      failed: false,
    });
  });
});
