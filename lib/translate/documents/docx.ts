import { DOMParser, XMLSerializer, onErrorStopParsing, type Element } from "@xmldom/xmldom";
import { unzipSync, zipSync, type Unzipped } from "fflate";
import { ApiError } from "@/lib/http/api-error";
import type { DocumentText } from "./text";

/** ZIP-bomb guard, checked on the central directory before anything is inflated. fflate inflates an entry into a
 * buffer of its declared size and never grows it, so a lying header yields a cut (unparsable) part, not more. */
export const DOCX_MAX_ENTRIES = 1_000;
export const DOCX_MAX_UNCOMPRESSED = 30 * 1024 * 1024;
/**
 * The XML that is parsed, synchronously on the event loop (xmldom: about 1 ms per KB on a busy 2-core machine):
 * a 20.000-character document written by Word has a few hundred KB.
 */
export const DOCX_MAX_TEXT_XML = 2 * 1024 * 1024;

const W = "http://schemas.openxmlformats.org/wordprocessingml/2006/main";
/** The parts with the document's text: the body, headers, footers, footnotes and endnotes. */
const TEXT_PART = /^word\/(document|header\d*|footer\d*|footnotes|endnotes)\.xml$/;

const notDocx = () =>
  new ApiError(
    "invalid_input",
    "O arquivo não é um documento do Word (.docx) válido. Abra-o no Word, salve de novo e envie.",
  );

function unzip(bytes: Uint8Array): Unzipped {
  let entries = 0;
  let total = 0;
  let xml = 0;
  try {
    return unzipSync(bytes, {
      filter(file) {
        entries++;
        total += file.originalSize;
        if (TEXT_PART.test(file.name)) xml += file.originalSize;
        if (entries > DOCX_MAX_ENTRIES || total > DOCX_MAX_UNCOMPRESSED || xml > DOCX_MAX_TEXT_XML) {
          throw new ApiError(
            "invalid_input",
            "O .docx se expande para um tamanho grande demais ao ser aberto. Envie um documento comum do Word.",
          );
        }
        return true;
      },
    });
  } catch (error) {
    if (error instanceof ApiError) throw error;
    throw notDocx();
  }
}

/** A run's direct <w:t> children (not those of a text box inside it). */
const texts = (run: Element) =>
  Array.from(run.childNodes).filter(
    (node): node is Element =>
      node.nodeType === 1 && (node as Element).localName === "t" && (node as Element).namespaceURI === W,
  );

/** The runs of a paragraph, through hyperlinks, insertions and content controls, not those of a nested paragraph. */
function runsOf(parent: Element, into: Element[] = []): Element[] {
  for (const node of Array.from(parent.childNodes)) {
    if (node.nodeType !== 1) continue;
    const element = node as Element;
    if (element.namespaceURI === W && element.localName === "p") continue;
    if (element.namespaceURI === W && element.localName === "r") into.push(element);
    else if (!(element.namespaceURI === W && element.localName === "del")) runsOf(element, into);
  }
  return into;
}

const serializer = new XMLSerializer();

/** Consecutive runs with the same formatting (Word splits runs for spelling marks and revisions) form a group. */
type Group = { runs: Element[]; text: string };

function groupsOf(paragraph: Element): Group[] {
  const groups: (Group & { format: string })[] = [];
  for (const run of runsOf(paragraph)) {
    const parts = texts(run);
    if (!parts.length) continue;
    const properties = Array.from(run.childNodes).find(
      (node) => node.nodeType === 1 && (node as Element).localName === "rPr",
    );
    const format = properties ? serializer.serializeToString(properties) : "";
    const text = parts.map((part) => part.textContent ?? "").join("");
    const last = groups.at(-1);
    if (last && last.format === format) {
      last.runs.push(run);
      last.text += text;
    } else groups.push({ runs: [run], text, format });
  }
  return groups.filter((group) => group.text.length > 0 || groups.length === 1);
}

/** One group is sent as its text; several as <g1>...</g1><g2>...</g2>, tags the placeholder check guards. */
function segmentOf(groups: Group[]): string {
  if (groups.length === 1) return groups[0].text;
  return groups.map((group, index) => `<g${index + 1}>${group.text}</g${index + 1}>`).join("");
}

function split(translation: string, count: number): string[] {
  if (count === 1) return [translation];
  const parts: string[] = Array(count).fill("");
  const tagged = [...translation.matchAll(/<g(\d+)>([\s\S]*?)<\/g\1>/g)];
  const complete = tagged.length === count && tagged.every((match) => Number(match[1]) <= count);
  if (!complete) {
    // The groups were lost (the segment is marked "revisar"): the whole text goes to the first run.
    parts[0] = translation.replace(/<\/?g\d+>/g, "");
    return parts;
  }
  let last = 0;
  let end = 0;
  for (const match of tagged) {
    const index = Number(match[1]) - 1;
    // Text outside the tags joins the group before it (or the first).
    parts[last] += translation.slice(end, match.index);
    parts[index] += match[2];
    last = index;
    end = match.index + match[0].length;
  }
  parts[last] += translation.slice(end);
  return parts;
}

function setText(group: Group, text: string) {
  const all = group.runs.flatMap(texts);
  all.forEach((element, index) => {
    element.textContent = index === 0 ? text : "";
  });
  all[0].setAttribute("xml:space", "preserve");
}

/**
 * A Word document: every paragraph of its text parts is a segment; its style (w:pPr) and its runs with their
 * formatting (w:rPr: bold, italic...) stay, only the runs' text changes. Everything else in the ZIP is kept.
 */
export function readDocx(bytes: Uint8Array): DocumentText {
  const files = unzip(bytes);
  if (!files["word/document.xml"]) throw notDocx();
  const parts = Object.keys(files)
    .filter((name) => TEXT_PART.test(name))
    .map((name) => {
      const xml = new TextDecoder().decode(files[name]);
      if (/<!DOCTYPE/i.test(xml)) throw notDocx(); // Word never writes one; no entity tricks
      try {
        const doc = new DOMParser({ onError: onErrorStopParsing }).parseFromString(xml, "application/xml");
        const declaration = /^<\?xml[^>]*\?>\s*/.exec(xml)?.[0] ?? "";
        return { name, doc, declaration };
      } catch {
        throw notDocx();
      }
    });
  const paragraphs = parts.flatMap(({ doc }) =>
    Array.from(doc.getElementsByTagNameNS(W, "p"))
      .map(groupsOf)
      .filter((groups) => groups.some((group) => group.text.trim())),
  );
  return {
    segments: paragraphs.map(segmentOf),
    chars: paragraphs.flat().reduce((sum, group) => sum + group.text.length, 0),
    write(translated) {
      paragraphs.forEach((groups, index) => {
        split(translated[index], groups.length).forEach((text, i) => setText(groups[i], text));
      });
      const out: Unzipped = { ...files };
      for (const { name, doc, declaration } of parts) {
        const xml = serializer.serializeToString(doc);
        out[name] = new TextEncoder().encode(xml.startsWith("<?xml") ? xml : declaration + xml);
      }
      return zipSync(out, { level: 6 });
    },
  };
}
