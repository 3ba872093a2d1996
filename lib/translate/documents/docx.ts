import type { Element } from "@xmldom/xmldom";
import { openPackage, OOXML_MAX_ENTRIES, type OfficeKind, type XmlPart } from "./ooxml";
import { elements, groupsOf, is, segmentOf, textsOf, writeGroups, type Dialect, type Group, type Piece } from "./runs";
import type { DocumentText } from "./text";

export const DOCX_MAX_ENTRIES = OOXML_MAX_ENTRIES;

/** Transitional (what Word saves by default) and Strict ("Strict Open XML Document"). */
const WORD_NAMESPACES = [
  "http://schemas.openxmlformats.org/wordprocessingml/2006/main",
  "http://purl.oclc.org/ooxml/wordprocessingml/main",
];

const WORD: OfficeKind = {
  extension: "docx",
  invalid: "O arquivo não é um documento do Word (.docx) válido. Abra-o no Word, salve de novo e envie.",
  old: "O arquivo é um documento do Word antigo (.doc). Abra-o no Word, salve como .docx e envie.",
};

/** The parts beside the body that hold text a reader sees, by their relationship from the main part. */
const TEXT_PARTS = ["header", "footer", "footnotes", "endnotes", "comments"];

/**
 * The runs of a paragraph, each with its container: the paragraph itself, a hyperlink, a tracked insertion, a
 * simple field, a content control, a ruby's base text, or the stretch of a complex field (its result runs sit
 * between fldChar "separate" and "end" among the paragraph's own runs, so each fldChar starts a new stretch).
 * Deleted text (w:del, w:moveFrom) and a ruby's reading (w:rt) are left as they are; nested paragraphs (a text
 * box) are paragraphs of their own.
 */
function runsOf(paragraph: Element, ns: string): Piece[] {
  const pieces: Piece[] = [];
  let stretch = 0;
  const containers = new Map<Element, unknown[]>();
  const containerOf = (parent: Element) => {
    const keys = containers.get(parent) ?? [];
    containers.set(parent, keys);
    keys[stretch] ??= {};
    return keys[stretch];
  };
  const walk = (parent: Element) => {
    for (const node of elements(parent)) {
      if (node.namespaceURI !== ns) {
        walk(node); // markup of other vocabularies around runs (mc:AlternateContent, custom XML)
        continue;
      }
      switch (node.localName) {
        case "p":
        case "del":
        case "moveFrom":
        case "pPr":
        case "rPr":
          continue;
        case "r": {
          if (elements(node).some((child) => is(child, ns, "fldChar"))) stretch++;
          pieces.push({ run: node, container: containerOf(parent) });
          const ruby = elements(node).find((child) => is(child, ns, "ruby"));
          const base = ruby && elements(ruby).find((child) => is(child, ns, "rubyBase"));
          if (base) walk(base);
          continue;
        }
        default:
          walk(node);
      }
    }
  };
  walk(paragraph);
  return pieces;
}

/**
 * A Word document: every paragraph of the body, headers, footers, footnotes, endnotes and comments is a segment;
 * its style (w:pPr) and its runs with their formatting (w:rPr: bold, italic...) stay, only the runs' text changes.
 * A ruby's reading (furigana) is cleared where its base text was translated: it spells the original word.
 * Everything else in the ZIP is kept byte for byte, in Transitional or Strict form as it came.
 */
export function readDocx(bytes: Uint8Array): DocumentText {
  const pkg = openPackage(bytes, WORD);
  const mainName = pkg.main("word/document.xml");
  const main = pkg.xml(mainName);
  const root = main?.root;
  const ns = WORD_NAMESPACES.find((candidate) => root && is(root, candidate, "document"));
  if (!main || !ns) throw pkg.invalid();
  const dialect: Dialect = { ns, run: "r", props: "rPr", text: "t", preserve: true };
  const others = TEXT_PARTS.flatMap((type) => pkg.related(mainName, type));
  const parts = [main, ...new Set(others)].flatMap((part) => (typeof part === "string" ? (pkg.xml(part) ?? []) : part));
  const paragraphs: Group[][] = parts.flatMap((part: XmlPart) =>
    Array.from(part.root.getElementsByTagNameNS(ns, "p"))
      .map((paragraph) => groupsOf(runsOf(paragraph, ns), dialect))
      .filter((groups) => groups.some((group) => group.text.trim())),
  );
  return {
    segments: paragraphs.map(segmentOf),
    chars: paragraphs.flat().reduce((sum, group) => sum + group.text.length, 0),
    write(translated) {
      paragraphs.forEach((groups, index) => {
        writeGroups(groups, translated[index], dialect).forEach((changed, i) => {
          if (changed) groups[i].runs.forEach((run) => clearReading(run, ns, dialect));
        });
      });
      return pkg.write(parts);
    },
  };
}

/** The reading (w:rt) of the ruby whose base holds this run. */
function clearReading(run: Element, ns: string, dialect: Dialect) {
  const base = run.parentNode as Element | null;
  if (!base || !is(base, ns, "rubyBase")) return;
  const reading = elements(base.parentNode as Element).find((node) => is(node, ns, "rt"));
  if (!reading) return;
  for (const readingRun of elements(reading).filter((node) => is(node, ns, "r"))) {
    for (const text of textsOf(readingRun, dialect)) text.textContent = "";
  }
}
