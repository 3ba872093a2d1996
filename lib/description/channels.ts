import "server-only";
import { Parser } from "htmlparser2";
import sanitizeHtml from "sanitize-html";

/** What "Loja (HTML)" keeps: what every store editor accepts and no theme can be broken by. */
export const STORE_TAGS = ["h2", "h3", "p", "ul", "ol", "li", "strong", "em", "br"] as const;

/** Whatever the model sends, only these tags survive, with no attributes (so no links, styles or handlers). */
export function storeHtml(raw: string): string {
  return sanitizeHtml(raw, {
    allowedTags: [...STORE_TAGS],
    allowedAttributes: {},
    // The text of a dropped tag (a link, a span, a div) is kept; scripts and styles go with their content.
    disallowedTagsMode: "discard",
    nonTextTags: ["script", "style", "textarea", "option", "noscript", "iframe", "object", "template", "title"],
  }).trim();
}

const BLOCKS = new Set(["h1", "h2", "h3", "h4", "h5", "h6", "p", "div", "ul", "ol", "section", "article", "table"]);
const DROPPED = new Set(["script", "style", "noscript", "template", "iframe", "object", "textarea", "title"]);

/**
 * Plain text of an HTML fragment, read by a real parser: blocks become paragraphs, list items simple
 * bullets ("•" or "1."), <br> a line break; entities are decoded and tags never reach the output.
 */
export function plainText(html: string): string {
  let out = "";
  const lists: { ordered: boolean; n: number }[] = [];
  let dropped = 0;
  const breakLine = (blank: boolean) => {
    out = out.replace(/[ \t]+$/, "");
    if (!out) return;
    const wanted = blank ? "\n\n" : "\n";
    if (!out.endsWith(wanted)) out += out.endsWith("\n") ? "\n".repeat(wanted.length - 1) : wanted;
  };
  const parser = new Parser(
    {
      onopentag(name) {
        if (DROPPED.has(name)) dropped++;
        else if (name === "br") out += "\n";
        else if (name === "li") {
          breakLine(false);
          const list = lists.at(-1);
          out += list?.ordered ? `${++list.n}. ` : "• ";
        } else if (BLOCKS.has(name)) {
          breakLine(true);
          if (name === "ul" || name === "ol") lists.push({ ordered: name === "ol", n: 0 });
        }
      },
      ontext(text) {
        if (dropped) return;
        const squeezed = text.replace(/\s+/g, " ");
        out += /[\s\n]$/.test(out) || !out ? squeezed.replace(/^ /, "") : squeezed;
      },
      onclosetag(name) {
        if (DROPPED.has(name)) dropped = Math.max(0, dropped - 1);
        else if (name === "li") breakLine(false);
        else if (BLOCKS.has(name)) {
          if (name === "ul" || name === "ol") lists.pop();
          breakLine(true);
        }
      },
    },
    { decodeEntities: true },
  );
  parser.write(html);
  parser.end();
  return out
    .split("\n")
    .map((line) => line.trim())
    .join("\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}

/** Cuts at the last word boundary that fits, so a title never ends in half a word. */
export function trimAtWord(text: string, max: number): string {
  const clean = text.trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max + 1);
  const boundary = cut.search(/\s\S*$/);
  const head = boundary > max / 2 ? cut.slice(0, boundary) : clean.slice(0, max);
  return head.replace(/[\s,;:–—-]+$/, "");
}

/** Plain text of one line: line breaks inside a title or a bullet would break the CSV and the page. */
export function oneLine(text: string): string {
  return plainText(text).replace(/\s+/g, " ").trim();
}
