import { ApiError } from "@/lib/http/api-error";

/** An element found in XML text by its tag: where it starts and ends, its start tag, and its content's span. */
export type Element = {
  start: number;
  end: number;
  open: string;
  inner: { start: number; end: number };
  attrs: Record<string, string>;
};

/** The text with comments, CDATA and processing instructions blanked (same length), so a scan skips them. */
export function blankComments(text: string): string {
  return text.replace(/<!--[\s\S]*?-->|<!\[CDATA\[[\s\S]*?\]\]>|<\?[\s\S]*?\?>/g, (m) => " ".repeat(m.length));
}

export function attributes(open: string): Record<string, string> {
  const attrs: Record<string, string> = {};
  for (const [, name, , value] of open.matchAll(/([\w:.-]+)\s*=\s*(["'])([\s\S]*?)\2/g)) attrs[name] = value;
  return attrs;
}

/** Every `name` element inside [from, to) of the (comment-blanked) text, outermost first, not nested in each other. */
export function elements(scan: string, name: string, from = 0, to = scan.length): Element[] {
  const found: Element[] = [];
  const open = new RegExp(`<${name.replace(/[.-]/g, "\\$&")}(?=[\\s/>])[^>]*?(/?)>`, "g");
  open.lastIndex = from;
  for (let match = open.exec(scan); match && match.index < to; match = open.exec(scan)) {
    const start = match.index;
    const afterOpen = start + match[0].length;
    if (match[1]) {
      found.push({
        start,
        end: afterOpen,
        open: match[0],
        inner: { start: afterOpen, end: afterOpen },
        attrs: attributes(match[0]),
      });
      continue;
    }
    // The matching close tag, counting elements of the same name nested inside.
    const tags = new RegExp(`<(/?)${name.replace(/[.-]/g, "\\$&")}(?=[\\s/>])[^>]*?(/?)>`, "g");
    tags.lastIndex = afterOpen;
    let depth = 1;
    let close: RegExpExecArray | null = null;
    while (depth && (close = tags.exec(scan))) {
      if (close[1]) depth--;
      else if (!close[2]) depth++;
    }
    if (!close)
      throw new ApiError("invalid_input", `O arquivo XML não fecha o elemento <${name}>. Corrija-o e envie de novo.`);
    found.push({
      start,
      end: close.index + close[0].length,
      open: match[0],
      inner: { start: afterOpen, end: close.index },
      attrs: attributes(match[0]),
    });
    open.lastIndex = close.index + close[0].length;
  }
  return found;
}

/** A start tag with an attribute set (replaced where it is, or added before its end). */
export function withAttribute(open: string, name: string, value: string): string {
  const existing = new RegExp(`(\\s${name.replace(/[.-]/g, "\\$&")}\\s*=\\s*)(["'])[\\s\\S]*?\\2`);
  if (existing.test(open))
    return open.replace(existing, (_, head: string, quote: string) => `${head}${quote}${value}${quote}`);
  return open.replace(/\s*(\/?)>$/, (end, slash: string) => ` ${name}="${value}"${slash ? "/" : ""}>`);
}

const TAG_OR_ENTITY = /(<[^<>]+>|&(?:[a-z]+|#\d+|#x[0-9a-f]+);)/i;

/** Text for XML content: the model's own & and < escaped, tags and entities (put back from tokens) kept. */
export function xmlText(text: string, escapeText: (part: string) => string = (p) => p): string {
  return text
    .split(TAG_OR_ENTITY)
    .map((part, index) => (index % 2 ? part : escapeText(part.replace(/&/g, "&amp;").replace(/</g, "&lt;"))))
    .join("");
}

/** The comment just before an element (a translator's note), if any. */
export function commentBefore(text: string, at: number): string | undefined {
  const before = text.slice(Math.max(0, at - 2000), at);
  const match = /<!--([\s\S]*?)-->\s*$/.exec(before);
  return match?.[1].trim() || undefined;
}
