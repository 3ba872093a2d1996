import type { Element } from "@xmldom/xmldom";
import { openPackage, relType, type OfficeKind, type XmlPart } from "./ooxml";
import { elements, groupsOf, is, segmentOf, writeGroups, type Dialect, type Group, type Piece } from "./runs";
import type { DocumentText } from "./text";

/**
 * Transitional (what PowerPoint saves by default) and Strict namespaces, in that order: a package is one or the
 * other throughout, so the presentation's own namespace picks the index of every other vocabulary.
 */
const PRESENTATION = [
  "http://schemas.openxmlformats.org/presentationml/2006/main",
  "http://purl.oclc.org/ooxml/presentationml/main",
];
const DRAWING = ["http://schemas.openxmlformats.org/drawingml/2006/main", "http://purl.oclc.org/ooxml/drawingml/main"];
const CHART = ["http://schemas.openxmlformats.org/drawingml/2006/chart", "http://purl.oclc.org/ooxml/drawingml/chart"];
const DIAGRAM = [
  "http://schemas.openxmlformats.org/drawingml/2006/diagram",
  "http://purl.oclc.org/ooxml/drawingml/diagram",
];
const RELATIONSHIPS = [
  "http://schemas.openxmlformats.org/officeDocument/2006/relationships",
  "http://purl.oclc.org/ooxml/officeDocument/relationships",
];

const POWERPOINT: OfficeKind = {
  extension: "pptx",
  invalid:
    "O arquivo não é uma apresentação do PowerPoint (.pptx) válida. Abra-a no PowerPoint, salve de novo e envie.",
  old: "O arquivo é uma apresentação do PowerPoint antiga (.ppt). Abra-a no PowerPoint, salve como .pptx e envie.",
};

/** Placeholders PowerPoint fills itself: the slide's picture on a notes page, the slide number. */
const DRAWN = new Set(["sldImg", "sldNum"]);

/**
 * Attributes of a:rPr that PowerPoint changes as one types or checks spelling (and the proofing language): runs
 * that differ only in them look the same, so they are one group (the first run's attributes stay).
 */
const VOLATILE = ["lang", "altLang", "dirty", "err", "smtClean", "smtId", "bmk"];

/** One segment, written into one paragraph, or into a SmartArt's data and its drawn copy when they read alike. */
type Item = { paragraphs: Group[][] };

/**
 * The runs of a DrawingML paragraph, each with its container: the stretch between line breaks (a:br), fields
 * (a:fld: a slide number, a date, left as they are) and any other markup, and the hyperlink it points to.
 */
function runsOf(paragraph: Element, a: string, r: string): Piece[] {
  const pieces: Piece[] = [];
  let stretch = 0;
  for (const node of elements(paragraph)) {
    if (is(node, a, "r")) {
      const props = elements(node).find((child) => is(child, a, "rPr"));
      const links = props ? elements(props).filter((child) => /^hlink/.test(child.localName ?? "")) : [];
      const target = links.map((link) => `${link.localName}=${link.getAttributeNS(r, "id") ?? ""}`).join(" ");
      pieces.push({ run: node, container: `${stretch} ${target}` });
    } else if (!is(node, a, "pPr") && !is(node, a, "endParaRPr")) stretch++;
  }
  return pieces;
}

/** The placeholder type of the shape that holds a node ("title", "body", "sldNum"...), or undefined. */
function placeholderOf(node: Element, p: string): string | undefined {
  for (let at: Element | null = node; at; at = at.parentNode as Element | null) {
    if (at.nodeType !== 1 || !is(at, p, "sp")) continue;
    const properties = elements(at).find((child) => is(child, p, "nvSpPr"));
    const application = properties && elements(properties).find((child) => is(child, p, "nvPr"));
    const placeholder = application && elements(application).find((child) => is(child, p, "ph"));
    return placeholder ? (placeholder.getAttribute("type") ?? "body") : undefined;
  }
  return undefined;
}

/**
 * A PowerPoint presentation: the text of every slide (shapes, groups, tables), its speaker notes, its SmartArt
 * (the data and the drawing PowerPoint shows from, translated alike) and its charts' and axes' titles, slide by
 * slide in the presentation's order, hidden slides included. Each paragraph is a segment; its runs keep their
 * formatting (a:rPr), and runs are never joined across a line break, a field or a hyperlink's edge. Fields (slide
 * number, date), a chart's data, slide layouts and masters (their prompt text) and every other entry of the ZIP
 * stay byte for byte, in Transitional or Strict form as they came.
 */
export function readPptx(bytes: Uint8Array): DocumentText {
  const pkg = openPackage(bytes, POWERPOINT);
  const mainName = pkg.main("ppt/presentation.xml");
  const main = pkg.xml(mainName);
  const root = main?.root;
  const form = PRESENTATION.findIndex((candidate) => root && is(root, candidate, "presentation"));
  if (!main || form < 0) throw pkg.invalid();
  const [p, a, c, dgm, r] = [PRESENTATION, DRAWING, CHART, DIAGRAM, RELATIONSHIPS].map((names) => names[form]);
  const dialect: Dialect = { ns: a, run: "r", props: "rPr", text: "t", preserve: false, volatile: VOLATILE };

  const items: Item[] = [];
  const changed = new Set<XmlPart>();
  const seen = new Set<string>();
  /** A part not read before (two slides may point to one chart), parsed. */
  const open = (name: string): XmlPart | undefined => {
    if (seen.has(name)) return undefined;
    seen.add(name);
    return pkg.xml(name);
  };
  const paragraphsOf = (part: XmlPart, scopes: Element[]): Group[][] => {
    const paragraphs = scopes
      .flatMap((scope) => Array.from(scope.getElementsByTagNameNS(a, "p")))
      .filter((paragraph) => !DRAWN.has(placeholderOf(paragraph, p) ?? ""))
      .map((paragraph) => groupsOf(runsOf(paragraph, a, r), dialect))
      .filter((groups) => groups.some((group) => group.text.trim()));
    if (paragraphs.length) changed.add(part);
    return paragraphs;
  };
  const add = (paragraphs: Group[][]) => items.push(...paragraphs.map((groups) => ({ paragraphs: [groups] })));

  const targets = new Map(
    pkg
      .relationships(mainName)
      .filter((relation) => relType(relation.type, "slide"))
      .map((relation) => [relation.id, relation.target]),
  );
  const slides = Array.from(root!.getElementsByTagNameNS(p, "sldId")).flatMap(
    (slide) => targets.get(slide.getAttributeNS(r, "id") ?? "") ?? [],
  );
  for (const slideName of slides) {
    const slide = open(slideName);
    if (!slide || !is(slide.root, p, "sld")) continue;
    add(paragraphsOf(slide, [slide.root]));

    const diagrams = pkg.related(slideName, "diagramData").flatMap((name) => open(name) ?? []);
    const drawings = pkg.related(slideName, "diagramDrawing").flatMap((name) => open(name) ?? []);
    const shown = new Map<string, Item>();
    for (const data of diagrams) {
      for (const groups of paragraphsOf(data, Array.from(data.root.getElementsByTagNameNS(dgm, "t")))) {
        const item = { paragraphs: [groups] };
        items.push(item);
        if (!shown.has(segmentOf(groups))) shown.set(segmentOf(groups), item);
      }
    }
    for (const drawing of drawings) {
      for (const groups of paragraphsOf(drawing, [drawing.root])) {
        // The drawn copy of a data paragraph gets the same translation; one that reads otherwise is its own.
        const same = shown.get(segmentOf(groups));
        if (same) same.paragraphs.push(groups);
        else items.push({ paragraphs: [groups] });
      }
    }

    for (const chart of pkg.related(slideName, "chart").flatMap((name) => open(name) ?? [])) {
      const titles = Array.from(chart.root.getElementsByTagNameNS(c, "title"));
      const rich = titles.flatMap((title) => Array.from(title.getElementsByTagNameNS(c, "rich")));
      add(paragraphsOf(chart, rich));
    }

    for (const notes of pkg.related(slideName, "notesSlide").flatMap((name) => open(name) ?? [])) {
      if (is(notes.root, p, "notes")) add(paragraphsOf(notes, [notes.root]));
    }
  }

  return {
    segments: items.map((item) => segmentOf(item.paragraphs[0])),
    chars: items.flatMap((item) => item.paragraphs[0]).reduce((sum, group) => sum + group.text.length, 0),
    write(translated) {
      items.forEach((item, index) => {
        for (const groups of item.paragraphs) writeGroups(groups, translated[index], dialect);
      });
      return pkg.write([...changed]);
    },
  };
}
