import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { DOMParser } from "@xmldom/xmldom";
import { strToU8, unzipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { shout } from "@/test-support/stand-in-model";
import { thrownApiError } from "@/test-support/api-error";
import { wordPackage } from "@/test-support/docx";
import { readDocument } from "./index";

const translate = (bytes: Uint8Array, answer = shout) => {
  const document = readDocument("docx", bytes);
  return { document, out: unzipSync(document.write(document.segments.map(answer))) };
};
const text = (files: Record<string, Uint8Array>, name = "word/document.xml") => new TextDecoder().decode(files[name]);
const run = (inner: string, bold = false) => `<w:r>${bold ? "<w:rPr><w:b/></w:rPr>" : ""}<w:t>${inner}</w:t></w:r>`;

describe(".docx containers", () => {
  it("keeps a tracked insertion's text inside its w:ins and leaves a deletion as it is", () => {
    const body =
      `<w:p>${run("The contract ")}<w:ins w:id="1" w:author="Ana">${run("now ")}</w:ins>` +
      `<w:del w:id="2" w:author="Ana"><w:r><w:delText>never </w:delText></w:r></w:del>${run("ends in May.")}</w:p>`;
    const { document, out } = translate(wordPackage({ body }));
    expect(document.segments).toEqual(["<g1>The contract </g1><g2>now </g2><g3>ends in May.</g3>"]);
    const xml = text(out);
    expect(xml).toContain('<w:ins w:id="1" w:author="Ana"><w:r><w:t xml:space="preserve">NOW </w:t></w:r></w:ins>');
    expect(xml).toContain("<w:delText>never </w:delText>");
    expect(xml).toContain("THE CONTRACT ");
    expect(xml).toContain("ENDS IN MAY.");
  });

  it("keeps a hyperlink's text inside the hyperlink, even with the same formatting around it", () => {
    const body = `<w:p>${run("See ")}<w:hyperlink r:id="rId5" xmlns:r="urn:r">${run("our site")}</w:hyperlink>${run(" today")}</w:p>`;
    const { document, out } = translate(wordPackage({ body }));
    expect(document.segments).toEqual(["<g1>See </g1><g2>our site</g2><g3> today</g3>"]);
    expect(text(out)).toMatch(/<w:hyperlink[^>]*><w:r><w:t xml:space="preserve">OUR SITE<\/w:t><\/w:r><\/w:hyperlink>/);
  });

  it("keeps a simple field's and a complex field's result runs in the field", () => {
    const body =
      `<w:p>${run("Page ")}<w:fldSimple w:instr="PAGE">${run("1")}</w:fldSimple>${run(" of the report")}</w:p>` +
      `<w:p>${run("Date: ")}<w:r><w:fldChar w:fldCharType="begin"/></w:r><w:r><w:instrText> DATE </w:instrText></w:r>` +
      `<w:r><w:fldChar w:fldCharType="separate"/></w:r>${run("today")}<w:r><w:fldChar w:fldCharType="end"/></w:r>` +
      `${run(" signed")}</w:p>`;
    const { document, out } = translate(wordPackage({ body }));
    expect(document.segments).toEqual([
      "<g1>Page </g1><g2>1</g2><g3> of the report</g3>",
      "<g1>Date: </g1><g2>today</g2><g3> signed</g3>",
    ]);
    const xml = text(out);
    expect(xml).toMatch(/<w:fldSimple w:instr="PAGE"><w:r><w:t xml:space="preserve">1<\/w:t><\/w:r><\/w:fldSimple>/);
    expect(xml).toMatch(
      /w:fldCharType="separate"\/><\/w:r><w:r><w:t xml:space="preserve">TODAY<\/w:t><\/w:r><w:r><w:fldChar w:fldCharType="end"/,
    );
    expect(xml).toContain("<w:instrText> DATE </w:instrText>");
  });

  it("keeps a content control's text inside it", () => {
    const body = `<w:p>${run("Name: ")}<w:sdt><w:sdtPr/><w:sdtContent>${run("Write here")}</w:sdtContent></w:sdt></w:p>`;
    const { document, out } = translate(wordPackage({ body }));
    expect(document.segments).toEqual(["<g1>Name: </g1><g2>Write here</g2>"]);
    expect(text(out)).toMatch(/<w:sdtContent><w:r><w:t xml:space="preserve">WRITE HERE<\/w:t>/);
  });

  it("translates a ruby's base text and clears its reading, which spells the original word", () => {
    const ruby = (base: string, reading: string) =>
      `<w:r><w:ruby><w:rubyPr/><w:rt><w:r><w:t>${reading}</w:t></w:r></w:rt>` +
      `<w:rubyBase><w:r><w:t>${base}</w:t></w:r></w:rubyBase></w:ruby></w:r>`;
    const body = `<w:p>${ruby("漢字", "かんじ")}${run("を読む")}</w:p>`;
    const { document, out } = translate(wordPackage({ body }), (segment) =>
      segment.replace("漢字", "Kanji").replace("を読む", " lidos"),
    );
    expect(document.segments).toEqual(["<g1>漢字</g1><g2>を読む</g2>"]);
    const xml = text(out);
    expect(xml).toContain('<w:rubyBase><w:r><w:t xml:space="preserve">Kanji</w:t></w:r></w:rubyBase>');
    expect(xml).toContain("<w:rt><w:r><w:t/></w:r></w:rt>");
    expect(xml).toContain(" lidos");
  });
});

describe(".docx parts and forms", () => {
  it("translates comments", () => {
    const comments = `<w:comment w:id="0" w:author="Ana"><w:p>${run("Check this figure")}</w:p></w:comment>`;
    const { document, out } = translate(wordPackage({ body: `<w:p>${run("Sales grew")}</w:p>`, comments }));
    expect(document.segments).toEqual(["Sales grew", "Check this figure"]);
    expect(text(out, "word/comments.xml")).toContain("CHECK THIS FIGURE");
  });

  it("reads and writes back a Strict Open XML document in its own namespaces", () => {
    const { document, out } = translate(wordPackage({ body: `<w:p>${run("Strict text")}</w:p>`, strict: true }));
    expect(document.segments).toEqual(["Strict text"]);
    const xml = text(out);
    expect(xml).toContain('xmlns:w="http://purl.oclc.org/ooxml/wordprocessingml/main"');
    expect(xml).toContain("STRICT TEXT");
    expect(xml).not.toContain("schemas.openxmlformats.org/wordprocessingml");
  });

  it("finds the main part wherever _rels/.rels names it, with its comments beside it", () => {
    const comments = `<w:comment w:id="0"><w:p>${run("A note")}</w:p></w:comment>`;
    const bytes = wordPackage({ body: `<w:p>${run("Elsewhere")}</w:p>`, main: "content/main.xml", comments });
    const { document, out } = translate(bytes);
    expect(document.segments).toEqual(["Elsewhere", "A note"]);
    expect(text(out, "content/main.xml")).toContain("ELSEWHERE");
    expect(text(out, "content/comments.xml")).toContain("A NOTE");
  });

  it("says the true reason a file is refused", () => {
    const reason = (bytes: Uint8Array) => thrownApiError(() => readDocument("docx", bytes)).message;
    // An encrypted Office file is an OLE compound file holding "EncryptedPackage"; a .doc is one without it.
    const compound = (names: string) => {
      const bytes = new Uint8Array(2048);
      bytes.set([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
      bytes.set(Buffer.from(names, "utf16le"), 1024);
      return bytes;
    };
    expect(reason(compound("EncryptionInfo EncryptedPackage"))).toMatch(/protegido por senha/);
    expect(reason(compound("WordDocument"))).toMatch(/Word antigo \(\.doc\).*salve como \.docx/);
    expect(reason(strToU8("just text"))).toMatch(/não é um documento do Word/);
    expect(reason(wordPackage({ body: `<w:p>${run("  ")}</w:p>` }))).toMatch(/não tem texto/);
    const long = Array.from({ length: 2_600 }, () => `<w:p>${run("x".repeat(100))}</w:p>`).join("");
    expect(reason(wordPackage({ body: long }))).toMatch(/260\.000 caracteres.*limite é 250\.000/);
    // Text beyond what is parsed: counted on the XML's start, with the true reason, not "grande demais".
    const huge = Array.from({ length: 40_000 }, () => `<w:p>${run("y".repeat(100))}</w:p>`).join("");
    expect(reason(wordPackage({ body: huge }))).toMatch(/mais de [\d.]+ caracteres.*limite é 250\.000/);
  });
});

describe(".docx real files", () => {
  const folder = path.join(process.cwd(), "test-support/fixtures/real-docx");
  const files = readdirSync(folder).filter((name) => name.endsWith(".docx"));

  it.each(files)("%s comes back whole: same parts, same elements, every text translated", (name) => {
    const bytes = new Uint8Array(readFileSync(path.join(folder, name)));
    const before = unzipSync(bytes);
    const { document, out } = translate(bytes);
    expect(document.segments.length).toBeGreaterThan(0);
    expect(Object.keys(out)).toEqual(Object.keys(before));
    for (const part of Object.keys(before)) {
      if (!/\.(xml|rels)$/.test(part)) {
        expect(out[part], part).toEqual(before[part]);
        continue;
      }
      const count = (files: Record<string, Uint8Array>) => {
        const doc = new DOMParser().parseFromString(text(files, part), "application/xml");
        return doc.getElementsByTagName("*").length;
      };
      expect(count(out), part).toBe(count(before));
    }
    // Every text run of the body, notes, headers, footers and comments now holds the translation.
    const written = Object.entries(out)
      .filter(([part]) => /^word\/(document|header\d*|footer\d*|footnotes|endnotes|comments)\.xml$/.test(part))
      .flatMap(([part]) => [...text(out, part).matchAll(/<w:t(?:\s[^>]*)?>([^<]*)<\/w:t>/g)].map((m) => m[1]));
    expect(written.filter((value) => value !== value.toUpperCase())).toEqual([]);
    expect(written.some((value) => /[A-Z]/.test(value))).toBe(true);
  });
});
