import { strToU8, zipSync } from "fflate";

const PACKAGE_RELS = "http://schemas.openxmlformats.org/package/2006/relationships";
const DIAGRAM_DRAWING = "http://schemas.microsoft.com/office/2007/relationships/diagramDrawing";
const DSP = "http://schemas.microsoft.com/office/drawing/2008/diagram";

const TRANSITIONAL = {
  p: "http://schemas.openxmlformats.org/presentationml/2006/main",
  a: "http://schemas.openxmlformats.org/drawingml/2006/main",
  c: "http://schemas.openxmlformats.org/drawingml/2006/chart",
  dgm: "http://schemas.openxmlformats.org/drawingml/2006/diagram",
  r: "http://schemas.openxmlformats.org/officeDocument/2006/relationships",
};
const STRICT = {
  p: "http://purl.oclc.org/ooxml/presentationml/main",
  a: "http://purl.oclc.org/ooxml/drawingml/main",
  c: "http://purl.oclc.org/ooxml/drawingml/chart",
  dgm: "http://purl.oclc.org/ooxml/drawingml/diagram",
  r: "http://purl.oclc.org/ooxml/officeDocument/relationships",
};

/**
 * A slide: its shapes as PresentationML inside p:spTree (prefixes p:, a:, r:), and when given its notes' shapes,
 * a chart (what goes inside c:chart, prefixes c: and a:) and a SmartArt (dgm:ptLst's points, prefixes dgm: and a:;
 * the drawing's dsp:spTree shapes, prefixes dsp: and a:).
 */
export type Slide = {
  body: string;
  notes?: string;
  chart?: string;
  diagram?: { data: string; drawing: string };
  hidden?: boolean;
};

/** The prompt text a layout and a master hold: never translated. */
export const MASTER_PROMPT = "Click to edit Master title style";

/**
 * A .pptx around slides given as PresentationML, with a slide layout and master holding prompt text, Transitional
 * by default or Strict (ISO 29500 namespaces). The presentation's relationships list the slides in reverse, so
 * only p:sldIdLst gives their order.
 */
export function slidePackage({ slides, strict = false }: { slides: Slide[]; strict?: boolean }): Uint8Array {
  const ns = strict ? STRICT : TRANSITIONAL;
  const relations = strict
    ? "http://purl.oclc.org/ooxml/officeDocument/relationships"
    : "http://schemas.openxmlformats.org/officeDocument/2006/relationships";
  const declaration = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>';
  const pml = `xmlns:p="${ns.p}" xmlns:a="${ns.a}" xmlns:r="${ns.r}"`;
  const rels = (list: [id: string, type: string, target: string][]) =>
    strToU8(
      `${declaration}<Relationships xmlns="${PACKAGE_RELS}">` +
        list
          .map(([id, type, target]) => {
            const full = type.startsWith("http") ? type : `${relations}/${type}`;
            return `<Relationship Id="${id}" Type="${full}" Target="${target}"/>`;
          })
          .join("") +
        "</Relationships>",
    );
  const tree = (shapes: string) =>
    `<p:cSld><p:spTree><p:nvGrpSpPr><p:cNvPr id="1" name=""/><p:cNvGrpSpPr/><p:nvPr/></p:nvGrpSpPr>` +
    `<p:grpSpPr/>${shapes}</p:spTree></p:cSld>`;
  const prompt =
    `<p:sp><p:nvSpPr><p:cNvPr id="2" name="Title 1"/><p:cNvSpPr/><p:nvPr><p:ph type="title"/></p:nvPr></p:nvSpPr>` +
    `<p:spPr/><p:txBody><a:bodyPr/><a:p><a:r><a:rPr lang="en-US"/><a:t>${MASTER_PROMPT}</a:t></a:r></a:p></p:txBody></p:sp>`;

  const files: Record<string, Uint8Array> = {
    "[Content_Types].xml": strToU8(
      declaration +
        '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
        '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
        '<Default Extension="xml" ContentType="application/xml"/>' +
        '<Override PartName="/ppt/presentation.xml" ContentType="application/vnd.openxmlformats-officedocument.presentationml.presentation.main+xml"/>' +
        "</Types>",
    ),
    "_rels/.rels": rels([["rId1", "officeDocument", "ppt/presentation.xml"]]),
    "ppt/presentation.xml": strToU8(
      `${declaration}<p:presentation ${pml}><p:sldMasterIdLst><p:sldMasterId id="2147483648" r:id="rId1"/>` +
        `</p:sldMasterIdLst><p:sldIdLst>` +
        slides.map((_, index) => `<p:sldId id="${256 + index}" r:id="rId${index + 10}"/>`).join("") +
        `</p:sldIdLst><p:sldSz cx="9144000" cy="6858000"/></p:presentation>`,
    ),
    "ppt/_rels/presentation.xml.rels": rels([
      ["rId1", "slideMaster", "slideMasters/slideMaster1.xml"],
      ...slides
        .map((_, index): [string, string, string] => [`rId${index + 10}`, "slide", `slides/slide${index + 1}.xml`])
        .reverse(),
    ]),
    "ppt/slideMasters/slideMaster1.xml": strToU8(`${declaration}<p:sldMaster ${pml}>${tree(prompt)}</p:sldMaster>`),
    "ppt/slideLayouts/slideLayout1.xml": strToU8(`${declaration}<p:sldLayout ${pml}>${tree(prompt)}</p:sldLayout>`),
    "ppt/slideLayouts/_rels/slideLayout1.xml.rels": rels([["rId1", "slideMaster", "../slideMasters/slideMaster1.xml"]]),
  };

  slides.forEach((slide, index) => {
    const n = index + 1;
    const hidden = slide.hidden ? ' show="0"' : "";
    files[`ppt/slides/slide${n}.xml`] = strToU8(`${declaration}<p:sld ${pml}${hidden}>${tree(slide.body)}</p:sld>`);
    const links: [string, string, string][] = [["rId1", "slideLayout", "../slideLayouts/slideLayout1.xml"]];
    if (slide.notes !== undefined) {
      links.push(["rId2", "notesSlide", `../notesSlides/notesSlide${n}.xml`]);
      files[`ppt/notesSlides/notesSlide${n}.xml`] = strToU8(
        `${declaration}<p:notes ${pml}>${tree(slide.notes)}</p:notes>`,
      );
    }
    if (slide.chart !== undefined) {
      links.push(["rId3", "chart", `../charts/chart${n}.xml`]);
      files[`ppt/charts/chart${n}.xml`] = strToU8(
        `${declaration}<c:chartSpace xmlns:c="${ns.c}" xmlns:a="${ns.a}" xmlns:r="${ns.r}">` +
          `<c:chart>${slide.chart}</c:chart></c:chartSpace>`,
      );
    }
    if (slide.diagram) {
      links.push(["rId4", "diagramData", `../diagrams/data${n}.xml`]);
      links.push(["rId5", DIAGRAM_DRAWING, `../diagrams/drawing${n}.xml`]);
      files[`ppt/diagrams/data${n}.xml`] = strToU8(
        `${declaration}<dgm:dataModel xmlns:dgm="${ns.dgm}" xmlns:a="${ns.a}">` +
          `<dgm:ptLst>${slide.diagram.data}</dgm:ptLst><dgm:cxnLst/></dgm:dataModel>`,
      );
      files[`ppt/diagrams/drawing${n}.xml`] = strToU8(
        `${declaration}<dsp:drawing xmlns:dsp="${DSP}" xmlns:dgm="${ns.dgm}" xmlns:a="${ns.a}">` +
          `<dsp:spTree><dsp:nvGrpSpPr><dsp:cNvPr id="0" name=""/><dsp:cNvGrpSpPr/></dsp:nvGrpSpPr><dsp:grpSpPr/>` +
          `${slide.diagram.drawing}</dsp:spTree></dsp:drawing>`,
      );
    }
    files[`ppt/slides/_rels/slide${n}.xml.rels`] = rels(links);
  });
  return zipSync(files);
}
