import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import iconv from "iconv-lite";
import { describe, expect, it } from "vitest";
import { thrownApiError } from "@/test-support/api-error";
import { formatOf, readDocument } from "./index";

const fixtures = path.join(import.meta.dirname, "../../../test-support/fixtures/encodings");
const read = (name: string, encoding?: string) =>
  readDocument(formatOf(name), readFileSync(path.join(fixtures, name)), encoding);
const utf8 = (bytes: Uint8Array) => new TextDecoder("utf-8", { ignoreBOM: true }).decode(bytes);

describe("text files in legacy encodings read back in their own letters", () => {
  const cases: { file: string; original: string; encoding: string; words: string[] }[] = [
    {
      file: "sr-latn.windows-1250.srt",
      original: "sr-latn.srt",
      encoding: "windows-1250",
      words: ["Đino, dođavola", "Neće", "došla", "Čekaću", "Željka"],
    },
    {
      file: "sr-latn.iso-8859-2.srt",
      original: "sr-latn.srt",
      encoding: "ISO-8859-2",
      words: ["Đino, dođavola", "Neće", "došla", "Žao mi je"],
    },
    {
      file: "pl.iso-8859-2.srt",
      original: "pl.srt",
      encoding: "ISO-8859-2",
      words: ["Właśnie wyszła", "Śniadanie", "Gęś i źrebię", "Żaden"],
    },
    { file: "ru.koi8-r.srt", original: "ru.srt", encoding: "KOI8-R", words: ["Привет!", "Съешь же ещё", "вернётся"] },
    { file: "ru.windows-1251.srt", original: "ru.srt", encoding: "windows-1251", words: ["Привет!", "вернётся"] },
    {
      file: "sr-cyrl.windows-1251.srt",
      original: "sr-cyrl.srt",
      encoding: "windows-1251",
      words: ["Ђино, дођавола", "Неће", "дошла"],
    },
    {
      file: "pt.windows-1252.srt",
      original: "pt.srt",
      encoding: "windows-1252",
      words: ["almoçou", "“Não se preocupe”"],
    },
    // chardet names this one ISO-8859-1, which decoders read as windows-1252: the same letters.
    { file: "fr.windows-1252.txt", original: "fr.txt", encoding: "ISO-8859-1", words: ["bibliothèque", "« Ça va"] },
  ];

  for (const { file, original, encoding, words } of cases) {
    it(`${file}: read as ${encoding}, sure of it, and written back as its UTF-8 original with a BOM`, () => {
      const document = read(file);
      expect(document.convertedFrom).toBe(encoding);
      expect(document.uncertainEncoding).toBeUndefined();
      expect(document.segments).toEqual(read(original).segments);
      for (const word of words) expect(document.segments.join("\n")).toContain(word);
      expect(utf8(document.write(document.segments))).toBe(
        "\uFEFF" + readFileSync(path.join(fixtures, original), "utf8"),
      );
    });
  }

  it("reads a real Serbian subtitle in windows-1251 (SubtitleEdit's test file) in Cyrillic, every cue", () => {
    const real = path.join(import.meta.dirname, "../../../../shared/real-documents/subtitleedit_windows-1251.srt");
    expect(existsSync(real), `${real}: the shared real documents are beside the repository`).toBe(true);
    const document = readDocument("srt", readFileSync(real));
    expect(document.convertedFrom).toBe("windows-1251");
    expect(document.uncertainEncoding).toBeUndefined();
    expect(document.segments).toHaveLength(595);
    expect(document.segments.join("\n")).toContain("Из зоре времена долазимо");
    // No cue holds a letter outside ASCII and Cyrillic (what a wrong code page would leave).
    expect(document.segments.filter((cue) => /[^\u0000-\u007f\u0400-\u04ff\s…–—“”„’«»]/u.test(cue))).toEqual([]);
  });
});

describe("a weak guess, and the person's choice", () => {
  it("marks a guess as uncertain when another code page reads nearly as well, and reads the chosen one", () => {
    const bytes = iconv.encode("1\n00:00:01,000 --> 00:00:02,000\nNeće\n", "windows-1250");
    const guessed = readDocument("srt", bytes);
    expect(guessed.uncertainEncoding).toBe(true);
    const chosen = readDocument("srt", bytes, "windows-1250");
    expect(chosen).toMatchObject({ convertedFrom: "windows-1250", segments: ["Neće"] });
    expect(chosen.uncertainEncoding).toBeUndefined();
  });

  it("is sure of a single accented letter that every Latin code page reads alike", () => {
    const document = readDocument("txt", iconv.encode("Um café, por favor.", "windows-1252"));
    expect(document).toMatchObject({ segments: ["Um café, por favor."] });
    expect(document.uncertainEncoding).toBeUndefined();
  });

  it("reads a file as the chosen encoding even when the detector would not (KOI8-R chosen for a windows-1251 file)", () => {
    const document = read("ru.windows-1251.srt", "KOI8-R");
    expect(document.convertedFrom).toBe("KOI8-R");
    expect(document.segments[0]).not.toContain("Привет");
  });

  it("keeps a UTF-8 file chosen as UTF-8 as it is, BOM included", () => {
    const text = "\uFEFF1\n00:00:01,000 --> 00:00:02,000\nOlá\n";
    const document = readDocument("srt", new TextEncoder().encode(text), "UTF-8");
    expect(document.convertedFrom).toBeUndefined();
    expect(utf8(document.write(document.segments))).toBe(text);
  });

  it("refuses in pt-BR a file that has bytes the chosen encoding does not have", () => {
    const error = thrownApiError(() => read("sr-latn.windows-1250.srt", "UTF-8"));
    expect(error).toMatchObject({
      status: 400,
      message:
        "O arquivo não pode ser lido como UTF-8: há bytes que não existem nessa codificação. Escolha outra em “Codificação do arquivo”.",
    });
    // windows-1253 has no character at 0xAA.
    expect(thrownApiError(() => readDocument("txt", new Uint8Array([0x41, 0xaa]), "windows-1253")).status).toBe(400);
  });
});
