import { strToU8, unzipSync, zipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { shout } from "@/test-support/stand-in-model";
import { thrownApiError } from "@/test-support/api-error";
import { buildDocx, readDocxParagraphs } from "@/test-support/docx";
import { slidePackage } from "@/test-support/pptx";
import { DOCX_MAX_ENTRIES } from "./docx";
import { DOCUMENT_MAX_CHARS, formatOf, readDocument } from "./index";

const failure = thrownApiError;

const SRT =
  "\uFEFF1\r\n00:00:01,000 --> 00:00:04,000\r\nHello world\r\n\r\n" +
  "2\r\n00:00:05,500 --> 00:00:07,250 X1:10 X2:20\r\n<i>First line</i>\r\nsecond line\r\n\r\n" +
  "3\r\n00:01:00,000 --> 00:01:02,000\r\n\r\n";

describe(".srt", () => {
  it("translates every cue's text and keeps numbers, timecodes, line ends and BOM byte for byte", () => {
    const document = readDocument("srt", strToU8(SRT));
    expect(document.segments).toEqual(["Hello world", "<i>First line</i>\r\nsecond line", ""]);
    const out = new TextDecoder("utf-8", { ignoreBOM: true }).decode(document.write(document.segments.map(shout)));
    const lines = (text: string) => text.split("\r\n");
    const before = lines(SRT);
    const after = lines(out);
    expect(after).toHaveLength(before.length);
    for (const index of [0, 1, 4, 5, 8, 9]) expect(after[index]).toBe(before[index]);
    expect(out.startsWith("\uFEFF1\r\n")).toBe(true);
    expect(after[2]).toBe("HELLO WORLD");
    expect(after[6]).toBe("<i>FIRST LINE</i>");
    expect(after[7]).toBe("SECOND LINE");
  });

  it("says on which line a timecode or a cue number is broken", () => {
    const badTime = failure(() => readDocument("srt", strToU8("1\n00:00:01 --> 00:00:04,000\nOi\n")));
    expect(badTime.status).toBe(400);
    expect(badTime.message).toMatch(/linha 2.*00:00:01,000 --> 00:00:04,000/);
    expect(failure(() => readDocument("srt", strToU8("1\n00:00:61,000 --> 00:00:04,000\nOi\n"))).message).toMatch(
      /linha 2/,
    );
    expect(failure(() => readDocument("srt", strToU8("1\n00:00:05,000 --> 00:00:04,000\nOi\n"))).message).toMatch(
      /termina antes de começar/,
    );
    expect(failure(() => readDocument("srt", strToU8("Oi\n00:00:01,000 --> 00:00:04,000\n"))).message).toMatch(
      /linha 1/,
    );
  });
});

describe(".txt", () => {
  it("translates paragraph by paragraph and keeps the blank lines between them", () => {
    const text = "First paragraph\nstill first\n\n\nSecond\r\n";
    const document = readDocument("txt", strToU8(text));
    expect(document.segments).toEqual(["First paragraph\nstill first", "Second\r\n"]);
    expect(new TextDecoder().decode(document.write(document.segments.map(shout)))).toBe(
      "FIRST PARAGRAPH\nSTILL FIRST\n\n\nSECOND\r\n",
    );
  });

  it("refuses an empty file, a file of blanks and one that is not UTF-8", () => {
    expect(failure(() => readDocument("txt", new Uint8Array()))).toMatchObject({
      status: 400,
      message: "O arquivo está vazio. Escolha outro arquivo.",
    });
    expect(failure(() => readDocument("txt", strToU8(" \n\n "))).message).toMatch(/não tem texto/);
    expect(failure(() => readDocument("txt", new Uint8Array([0xff, 0xfe, 0x41]))).message).toMatch(/UTF-8/);
  });

  it("refuses more than 250.000 characters", () => {
    const error = failure(() => readDocument("txt", strToU8("a".repeat(DOCUMENT_MAX_CHARS + 1))));
    expect(error.message).toMatch(/250\.001 caracteres.*250\.000/);
  });
});

describe(".docx", () => {
  const paragraphs = [
    { style: "Heading1", runs: [{ text: "Welcome" }] },
    {
      runs: [{ text: "Plain and " }, { text: "bold", bold: true }, { text: " and " }, { text: "italic", italic: true }],
    },
    { runs: [] },
    { style: "ListParagraph", runs: [{ text: "Open " }, { text: "the link", bold: true, italic: true }] },
  ];

  it("keeps every paragraph, its style and its bold/italic runs, and changes the text", () => {
    const document = readDocument("docx", buildDocx(paragraphs));
    expect(document.segments).toEqual([
      "Welcome",
      "<g1>Plain and </g1><g2>bold</g2><g3> and </g3><g4>italic</g4>",
      "<g1>Open </g1><g2>the link</g2>",
    ]);
    const out = readDocxParagraphs(document.write(document.segments.map(shout)));
    expect(out).toEqual([
      { style: "Heading1", runs: [{ text: "WELCOME" }] },
      {
        runs: [
          { text: "PLAIN AND " },
          { text: "BOLD", bold: true },
          { text: " AND " },
          { text: "ITALIC", italic: true },
        ],
      },
      { runs: [] },
      { style: "ListParagraph", runs: [{ text: "OPEN " }, { text: "THE LINK", bold: true, italic: true }] },
    ]);
  });

  it("joins runs of the same formatting into one, and puts a translation that lost the groups in the first run", () => {
    const split = buildDocx([{ runs: [{ text: "Hel" }, { text: "lo " }, { text: "world", bold: true }] }]);
    const document = readDocument("docx", split);
    expect(document.segments).toEqual(["<g1>Hello </g1><g2>world</g2>"]);
    expect(readDocxParagraphs(document.write(["Olá mundo"]))).toEqual([
      { runs: [{ text: "Olá mundo" }, { text: "" }, { text: "", bold: true }] },
    ]);
  });

  it("refuses a .docx that is not a ZIP, a ZIP without a document, and a ZIP bomb before inflating it", () => {
    expect(failure(() => readDocument("docx", strToU8("not a zip at all"))).message).toMatch(
      /não é um documento do Word/,
    );
    expect(failure(() => readDocument("docx", zipSync({ "a.txt": strToU8("oi") }))).message).toMatch(
      /não é um documento do Word/,
    );
    // 31 MB of zeros deflates to ~30 KB: refused from the directory's sizes, without inflating a byte.
    const bomb = zipSync({ "word/media/a.bin": new Uint8Array(31 * 1024 * 1024) }, { level: 1 });
    expect(bomb.length).toBeLessThan(1024 * 1024);
    expect(failure(() => readDocument("docx", bomb)).message).toMatch(/grande demais/);
    // The XML that would be parsed on the event loop has its own, smaller cap.
    const xml = zipSync({ "word/document.xml": new Uint8Array(5 * 1024 * 1024) }, { level: 1 });
    expect(failure(() => readDocument("docx", xml)).message).toMatch(/grande demais/);
    const many = Object.fromEntries(
      Array.from({ length: DOCX_MAX_ENTRIES + 1 }, (_, i) => [`f${i}.xml`, strToU8("x")]),
    );
    expect(failure(() => readDocument("docx", zipSync(many))).message).toMatch(/grande demais/);
  });
});

describe(".pptx", () => {
  it("counts the characters of a presentation's text and writes it back", () => {
    const bytes = slidePackage({
      slides: [
        {
          body:
            '<p:sp><p:nvSpPr><p:cNvPr id="2" name="Title"/><p:cNvSpPr/><p:nvPr/></p:nvSpPr><p:spPr/><p:txBody>' +
            '<a:bodyPr/><a:p><a:r><a:rPr lang="en-US"/><a:t>Quarterly review</a:t></a:r></a:p></p:txBody></p:sp>',
        },
      ],
    });
    const document = readDocument("pptx", bytes);
    expect(document.segments).toEqual(["Quarterly review"]);
    expect(document.chars).toBe(16);
    const out = new TextDecoder().decode(
      unzipSync(document.write(document.segments.map(shout)))["ppt/slides/slide1.xml"],
    );
    expect(out).toContain("<a:t>QUARTERLY REVIEW</a:t>");
  });
});

describe("formatOf", () => {
  it("takes .txt, .srt, .vtt, .docx, .xlsx and .pptx whatever the case, and refuses others in pt-BR", () => {
    expect(formatOf("legenda.SRT")).toBe("srt");
    expect(formatOf("ficha.docx")).toBe("docx");
    expect(formatOf("planilha.XLSX")).toBe("xlsx");
    expect(formatOf("deck.pptx")).toBe("pptx");
    expect(formatOf("Apresentação.PPTX")).toBe("pptx");
    expect(failure(() => formatOf("slides.ppt"))).toMatchObject({
      status: 400,
      message:
        "Envie um arquivo .txt, .srt, .vtt, .docx, .xlsx, .pptx ou um arquivo de idioma (.json, .po, .pot, .xlf, .xliff, .xml, .arb, .yml, .yaml, .properties, .strings, .stringsdict, .xcstrings).",
    });
  });
});
