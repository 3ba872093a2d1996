import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { DOMParser, XMLSerializer, type Element } from "@xmldom/xmldom";
import { strToU8, unzipSync, zipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { shout } from "@/test-support/stand-in-model";
import { thrownApiError } from "@/test-support/api-error";
import { MASTER_PROMPT, slidePackage, type Slide } from "@/test-support/pptx";
import { readDocument } from "./index";

const translate = (bytes: Uint8Array, answer = shout) => {
  const document = readDocument("pptx", bytes);
  return { document, out: unzipSync(document.write(document.segments.map(answer))) };
};
const text = (files: Record<string, Uint8Array>, name = "ppt/slides/slide1.xml") =>
  new TextDecoder().decode(files[name]);

/** A run with its formatting (the attributes of a:rPr) and, when given, what goes inside a:rPr. */
const r = (inner: string, attributes = 'lang="en-US"', props = "") =>
  `<a:r><a:rPr ${attributes}${props ? `>${props}</a:rPr>` : "/>"}<a:t>${inner}</a:t></a:r>`;
/** A shape with a text body of these paragraphs, a placeholder of `type` when given. */
const sp = (paragraphs: string, type?: string) =>
  `<p:sp><p:nvSpPr><p:cNvPr id="2" name="Shape"/><p:cNvSpPr/><p:nvPr>${type ? `<p:ph type="${type}"/>` : ""}</p:nvPr>` +
  `</p:nvSpPr><p:spPr/><p:txBody><a:bodyPr/><a:lstStyle/>${paragraphs}</p:txBody></p:sp>`;
const field = (type: string, value: string) =>
  `<a:fld id="{B6F15528-21DE-4FAA-801E-634DDDAF4B2B}" type="${type}"><a:rPr lang="en-US"/><a:t>${value}</a:t></a:fld>`;
const deck = (...slides: Slide[]) => slidePackage({ slides });

describe(".pptx containers", () => {
  it("keeps a hyperlink's text in the run that links, even with the same formatting around it", () => {
    const link = r("our site", 'lang="en-US"', '<a:hlinkClick r:id="rId7"/>');
    const other = r("the shop", 'lang="en-US"', '<a:hlinkClick r:id="rId8"/>');
    const { document, out } = translate(deck({ body: sp(`<a:p>${r("See ")}${link}${other}${r(" today")}</a:p>`) }));
    expect(document.segments).toEqual(["<g1>See </g1><g2>our site</g2><g3>the shop</g3><g4> today</g4>"]);
    const xml = text(out);
    expect(xml).toContain('<a:hlinkClick r:id="rId7"/></a:rPr><a:t>OUR SITE</a:t>');
    expect(xml).toContain('<a:hlinkClick r:id="rId8"/></a:rPr><a:t>THE SHOP</a:t>');
  });

  it("keeps a field (slide number, date) as it is, and the text on each side of it and of a line break in place", () => {
    const body = sp(
      `<a:p>${r("Slide ")}${field("slidenum", "3")}${r(" of the deck")}</a:p>` +
        `<a:p>${r("First line")}<a:br><a:rPr lang="en-US"/></a:br>${r("second line")}</a:p>` +
        `<a:p>${field("datetime1", "Monday")}</a:p>`,
    );
    const { document, out } = translate(deck({ body }));
    expect(document.segments).toEqual([
      "<g1>Slide </g1><g2> of the deck</g2>",
      "<g1>First line</g1><g2>second line</g2>",
    ]);
    const xml = text(out);
    expect(xml).toContain(
      '<a:t>SLIDE </a:t></a:r><a:fld id="{B6F15528-21DE-4FAA-801E-634DDDAF4B2B}" type="slidenum"><a:rPr lang="en-US"/>' +
        '<a:t>3</a:t></a:fld><a:r><a:rPr lang="en-US"/><a:t> OF THE DECK</a:t>',
    );
    expect(xml).toContain(
      '<a:t>FIRST LINE</a:t></a:r><a:br><a:rPr lang="en-US"/></a:br><a:r><a:rPr lang="en-US"/><a:t>SECOND LINE</a:t>',
    );
    expect(xml).toContain("<a:t>Monday</a:t>");
  });

  it("joins runs that differ only in spelling marks or proofing language, keeping every run's a:rPr", () => {
    const runs =
      r("Hel", 'lang="en-US" dirty="0"') + r("lo ", 'lang="en-GB" err="1"') + r("world", 'lang="en-US" b="1"');
    const { document, out } = translate(deck({ body: sp(`<a:p>${runs}</a:p>`) }));
    expect(document.segments).toEqual(["<g1>Hello </g1><g2>world</g2>"]);
    expect(text(out)).toContain(
      '<a:r><a:rPr lang="en-US" dirty="0"/><a:t>HELLO </a:t></a:r><a:r><a:rPr lang="en-GB" err="1"/><a:t/></a:r>' +
        '<a:r><a:rPr lang="en-US" b="1"/><a:t>WORLD</a:t></a:r>',
    );
  });
});

describe(".pptx parts", () => {
  it("translates slides in the presentation's order, hidden ones too, and skips paragraphs of only blanks", () => {
    const { document, out } = translate(
      deck(
        { body: sp(`<a:p>${r("First slide")}</a:p><a:p>${r("   ")}</a:p><a:p/>`, "title") },
        { body: sp(`<a:p>${r("Hidden slide")}</a:p>`), hidden: true },
      ),
    );
    expect(document.segments).toEqual(["First slide", "Hidden slide"]);
    expect(document.chars).toBe("First slide".length + "Hidden slide".length);
    expect(text(out, "ppt/slides/slide2.xml")).toContain("HIDDEN SLIDE");
  });

  it("translates a table's cells and a group's shapes", () => {
    const cell = (value: string) =>
      `<a:tc><a:txBody><a:bodyPr/><a:lstStyle/><a:p>${r(value)}</a:p></a:txBody><a:tcPr/></a:tc>`;
    const table =
      `<p:graphicFrame><p:nvGraphicFramePr><p:cNvPr id="4" name="Table 3"/><p:cNvGraphicFramePr/><p:nvPr/>` +
      `</p:nvGraphicFramePr><p:xfrm/><a:graphic><a:graphicData uri="http://schemas.openxmlformats.org/drawingml/2006/table">` +
      `<a:tbl><a:tblGrid><a:gridCol w="100"/><a:gridCol w="100"/></a:tblGrid>` +
      `<a:tr h="10">${cell("Price")}${cell("Delivery")}</a:tr><a:tr h="10">${cell("Ten dollars")}${cell("Next week")}</a:tr>` +
      `</a:tbl></a:graphicData></a:graphic></p:graphicFrame>`;
    const group = `<p:grpSp><p:nvGrpSpPr><p:cNvPr id="5" name="Group"/><p:cNvGrpSpPr/><p:nvPr/></p:nvGrpSpPr><p:grpSpPr/>${sp(`<a:p>${r("Inside a group")}</a:p>`)}</p:grpSp>`;
    const { document, out } = translate(deck({ body: table + group }));
    expect(document.segments).toEqual(["Price", "Delivery", "Ten dollars", "Next week", "Inside a group"]);
    const xml = text(out);
    for (const value of ["PRICE", "DELIVERY", "TEN DOLLARS", "NEXT WEEK", "INSIDE A GROUP"])
      expect(xml).toContain(value);
  });

  it("translates a slide's notes but not the slide picture's or the number's placeholder", () => {
    const notes =
      sp("", "sldImg") + sp(`<a:p>${r("Say hello first")}</a:p>`, "body") + sp(`<a:p>${r("7")}</a:p>`, "sldNum");
    const { document, out } = translate(deck({ body: sp(`<a:p>${r("Welcome")}</a:p>`), notes }));
    expect(document.segments).toEqual(["Welcome", "Say hello first"]);
    const xml = text(out, "ppt/notesSlides/notesSlide1.xml");
    expect(xml).toContain("SAY HELLO FIRST");
    expect(xml).toContain("<a:t>7</a:t>");
  });

  it("translates a SmartArt's data and the drawing PowerPoint shows alike", () => {
    const point = (id: string, value: string) =>
      `<dgm:pt modelId="${id}"><dgm:prSet/><dgm:spPr/><dgm:t><a:bodyPr/><a:lstStyle/><a:p>${r(value)}</a:p></dgm:t></dgm:pt>`;
    const shape = (value: string, size: string) =>
      `<dsp:sp modelId="{1}"><dsp:nvSpPr><dsp:cNvPr id="0" name=""/><dsp:cNvSpPr/></dsp:nvSpPr><dsp:spPr/>` +
      `<dsp:txBody><a:bodyPr/><a:lstStyle/><a:p>${r(value, `lang="en-US" sz="${size}"`)}</a:p></dsp:txBody></dsp:sp>`;
    const diagram = {
      data: point("{1}", "Plan the trip") + point("{2}", "Book a hotel") + `<dgm:pt modelId="{3}" type="parTrans"/>`,
      // The drawing's runs carry the size PowerPoint computed; "Pack" is only in the drawing (an old cache).
      drawing: shape("Plan the trip", "2400") + shape("Book a hotel", "2400") + shape("Pack", "2400"),
    };
    const { document, out } = translate(deck({ body: sp(`<a:p>${r("Steps")}</a:p>`), diagram }), (segment) =>
      segment === "Plan the trip" ? "Planeje a viagem" : shout(segment),
    );
    expect(document.segments).toEqual(["Steps", "Plan the trip", "Book a hotel", "Pack"]);
    const data = text(out, "ppt/diagrams/data1.xml");
    const drawing = text(out, "ppt/diagrams/drawing1.xml");
    for (const xml of [data, drawing]) {
      expect(xml).toContain("<a:t>Planeje a viagem</a:t>");
      expect(xml).toContain("<a:t>BOOK A HOTEL</a:t>");
      expect(xml).not.toMatch(/Plan the trip|Book a hotel/);
    }
    expect(drawing).toContain('sz="2400"/><a:t>PACK</a:t>');
  });

  it("translates a chart's and its axes' titles, not its data", () => {
    const title = (value: string) =>
      `<c:title><c:tx><c:rich><a:bodyPr/><a:lstStyle/><a:p><a:pPr><a:defRPr/></a:pPr>${r(value)}</a:p></c:rich></c:tx>` +
      `<c:overlay val="0"/></c:title>`;
    const chart =
      `${title("Sales by quarter")}<c:autoTitleDeleted val="0"/><c:plotArea><c:barChart><c:ser><c:idx val="0"/>` +
      `<c:tx><c:strRef><c:f>Sheet1!$B$1</c:f><c:strCache><c:ptCount val="1"/><c:pt idx="0"><c:v>Revenue</c:v></c:pt>` +
      `</c:strCache></c:strRef></c:tx></c:ser></c:barChart><c:valAx><c:axId val="1"/>${title("Millions")}</c:valAx>` +
      `<c:catAx><c:axId val="2"/><c:txPr><a:bodyPr/><a:p><a:pPr><a:defRPr/></a:pPr><a:endParaRPr lang="en-US"/></a:p></c:txPr>` +
      `</c:catAx></c:plotArea>`;
    const { document, out } = translate(deck({ body: sp(`<a:p>${r("Results")}</a:p>`), chart }));
    expect(document.segments).toEqual(["Results", "Sales by quarter", "Millions"]);
    const xml = text(out, "ppt/charts/chart1.xml");
    expect(xml).toContain("SALES BY QUARTER");
    expect(xml).toContain("MILLIONS");
    expect(xml).toContain("<c:v>Revenue</c:v>");
  });

  it("leaves slide layouts and masters (their prompt text) byte for byte", () => {
    const bytes = deck({ body: sp(`<a:p>${r("Only this")}</a:p>`, "title") });
    const before = unzipSync(bytes);
    const { document, out } = translate(bytes);
    expect(document.segments).toEqual(["Only this"]);
    expect(document.segments.join()).not.toContain(MASTER_PROMPT);
    for (const part of Object.keys(before).filter((name) => name !== "ppt/slides/slide1.xml")) {
      expect(out[part], part).toEqual(before[part]);
    }
  });

  it("reads and writes back a Strict presentation in its own namespaces", () => {
    const { document, out } = translate(
      slidePackage({
        slides: [{ body: sp(`<a:p>${r("Strict text")}</a:p>`), notes: sp(`<a:p>${r("A note")}</a:p>`) }],
        strict: true,
      }),
    );
    expect(document.segments).toEqual(["Strict text", "A note"]);
    const xml = text(out);
    expect(xml).toContain('xmlns:a="http://purl.oclc.org/ooxml/drawingml/main"');
    expect(xml).toContain("STRICT TEXT");
    expect(text(out, "ppt/notesSlides/notesSlide1.xml")).toContain("A NOTE");
  });

  it("says the true reason a file is refused", () => {
    const reason = (bytes: Uint8Array) => thrownApiError(() => readDocument("pptx", bytes));
    const compound = (names: string) => {
      const bytes = new Uint8Array(2048);
      bytes.set([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
      bytes.set(Buffer.from(names, "utf16le"), 1024);
      return bytes;
    };
    expect(reason(compound("EncryptionInfo EncryptedPackage"))).toMatchObject({
      status: 400,
      message: expect.stringMatching(/protegido por senha/),
    });
    expect(reason(compound("PowerPoint Document"))).toMatchObject({
      status: 400,
      message:
        "O arquivo é uma apresentação do PowerPoint antiga (.ppt). Abra-a no PowerPoint, salve como .pptx e envie.",
    });
    const invalid =
      "O arquivo não é uma apresentação do PowerPoint (.pptx) válida. Abra-a no PowerPoint, salve de novo e envie.";
    expect(reason(strToU8("just text")).message).toBe(invalid);
    expect(reason(zipSync({ "word/document.xml": strToU8("<w:document/>") })).message).toBe(invalid);
    expect(reason(deck({ body: sp(`<a:p>${r("  ")}</a:p>`) })).message).toMatch(/não tem texto/);
  });
});

describe(".pptx real files", () => {
  const folder = path.join(process.cwd(), "test-support/fixtures/real-pptx");
  const files = readdirSync(folder).filter((name) => name.endsWith(".pptx"));
  const A = "http://schemas.openxmlformats.org/drawingml/2006/main";
  const serializer = new XMLSerializer();
  const parse = (files: Record<string, Uint8Array>, part: string) =>
    new DOMParser().parseFromString(text(files, part), "application/xml");
  /** A paragraph's text outside fields, and its fields' text. */
  const paragraphs = (files: Record<string, Uint8Array>, part: string) =>
    Array.from(parse(files, part).getElementsByTagNameNS(A, "p")).map((p: Element) => {
      const texts = (name: string) =>
        Array.from(p.getElementsByTagNameNS(A, name)).flatMap((node) =>
          Array.from(node.getElementsByTagNameNS(A, "t")).map((t) => t.textContent ?? ""),
        );
      return { runs: texts("r").join(""), fields: texts("fld") };
    });
  const translatable = /^ppt\/(slides\/slide|notesSlides\/notesSlide|diagrams\/(data|drawing)|charts\/chart)\d+\.xml$/;

  it("are what the tests claim: SmartArt, a chart title, a table, notes, a field and a hyperlink among them", () => {
    const all = files.flatMap((name) => {
      const parts = unzipSync(new Uint8Array(readFileSync(path.join(folder, name))));
      return Object.keys(parts).map((part) => [part, text(parts, part)]);
    });
    const has = (part: RegExp, content: string) => all.some(([name, xml]) => part.test(name) && xml.includes(content));
    expect(has(/diagrams\/data/, "<a:t>")).toBe(true);
    expect(has(/diagrams\/drawing/, "<a:t>")).toBe(true);
    expect(has(/charts\/chart/, "<c:rich>")).toBe(true);
    expect(has(/slides\/slide/, "<a:tbl>")).toBe(true);
    expect(has(/notesSlides\/notesSlide/, "<a:t>")).toBe(true);
    expect(has(/slides\/slide/, "<a:fld ")).toBe(true);
    expect(has(/slides\/slide/, "<a:hlinkClick ")).toBe(true);
  });

  it.each(files)("%s comes back whole: same parts, runs and formatting, every text translated", (name) => {
    const bytes = new Uint8Array(readFileSync(path.join(folder, name)));
    const before = unzipSync(bytes);
    const { document, out } = translate(bytes);
    expect(document.segments.length).toBeGreaterThan(0);
    expect(Object.keys(out)).toEqual(Object.keys(before));
    for (const part of Object.keys(before)) {
      if (!translatable.test(part)) {
        expect(out[part], part).toEqual(before[part]);
        continue;
      }
      if (out[part].length === before[part].length && out[part].every((byte, i) => byte === before[part][i])) continue;
      const count = (files: Record<string, Uint8Array>) => parse(files, part).getElementsByTagName("*").length;
      expect(count(out), part).toBe(count(before));
      const props = (files: Record<string, Uint8Array>) =>
        Array.from(parse(files, part).getElementsByTagNameNS(A, "rPr")).map((node) =>
          serializer.serializeToString(node),
        );
      expect(props(out), part).toEqual(props(before));
      // Each paragraph's text is the same, upper-cased (charts: only titles), with its fields' text as it was.
      const after = paragraphs(out, part);
      paragraphs(before, part).forEach((paragraph, index) => {
        expect(after[index].fields, part).toEqual(paragraph.fields);
        expect([paragraph.runs, paragraph.runs.toUpperCase()], part).toContain(after[index].runs);
      });
      if (!/charts/.test(part)) {
        expect(
          after.map((paragraph) => paragraph.runs),
          part,
        ).toEqual(paragraphs(before, part).map((paragraph) => paragraph.runs.toUpperCase()));
      }
    }
    const titles = Object.keys(out)
      .filter((part) => /^ppt\/charts\/chart\d+\.xml$/.test(part))
      .flatMap((part) =>
        Array.from(parse(out, part).getElementsByTagName("c:title")).map((title) => title.textContent ?? ""),
      );
    expect(titles.filter((title) => title !== title.toUpperCase())).toEqual([]);
    expect(document.segments.join(" ")).not.toMatch(/Click to edit/);
  });
});
