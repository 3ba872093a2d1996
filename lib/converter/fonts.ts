import { unescapeCss } from "./css";

/**
 * Sites declare every face in several formats and unicode-range subsets, often for unused families; a
 * browser downloads one format of the faces it needs, so the saved file keeps only that.
 */
export type FontUsage = {
  /**
   * Families (lower-cased) that font and font-family declarations of rules that may apply name, directly or
   * through the custom properties they read.
   */
  families: Set<string>;
  /** The weights text can be drawn at (font-weight, the font shorthand, bold tags); null: any. */
  weights: Set<number> | null;
  characters: Set<number>;
  italic: boolean;
};

/** What selectors are matched against; null (scripts kept, they may change the page) applies every rule. */
export type PageShape = { classes: Set<string>; ids: Set<string>; tags: Set<string>; attributes: Set<string> } | null;

const italicTags = new Set(["i", "em", "cite", "dfn", "var", "address"]);

export function fontUsage(sheets: string[], inlineStyles: string[], text: string, page: PageShape): FontUsage {
  const blocks = [...sheets.map((sheet) => appliedDeclarations(withoutComments(sheet), page)), ...inlineStyles];
  const applied = blocks.join("\n");
  const declarations = applied.toLowerCase();
  const families = familiesNamed(blocks.join(";").toLowerCase(), !page);
  const weights = page && requestedWeights(blocks.join(";").toLowerCase(), page);
  const characters = new Set<number>();
  const add = (value: string) => {
    for (const char of value) characters.add(char.codePointAt(0)!);
  };
  add(text);
  for (const [, value] of applied.matchAll(/content\s*:\s*([^;}]*)/gi)) {
    for (const [, double, single] of value.matchAll(/"((?:[^"\\]|\\.)*)"|'((?:[^'\\]|\\.)*)'/g))
      add(unescapeCss(double ?? single ?? ""));
  }
  const italic =
    /\b(italic|oblique)\b/.test(declarations) || !page || [...page.tags].some((tag) => italicTags.has(tag));
  return { families, weights, characters, italic };
}

/**
 * The family names font and font-family declarations can use. A custom property counts only where such a
 * declaration reads it through var() (a theme's settings sheet names families in properties that only its
 * other sheets read, and those may be gone); with the page's scripts kept (`everyProperty`), any may be read.
 */
function familiesNamed(declarations: string, everyProperty: boolean): Set<string> {
  const { custom, values } = parseDeclarations(declarations);
  const roots = [...values("font-family"), ...values("font")];
  if (everyProperty) for (const list of custom.values()) roots.push(...list);
  const names = new Set<string>();
  // Too many combinations to follow: every property's value may be the one read.
  const every = () => [...custom.values()].flat();
  for (const value of roots) {
    for (const part of splitTopLevel((resolveVars(value, custom) ?? [value, ...every()]).join(","), ",")) {
      for (const [, double, single] of part.matchAll(/"([^"]*)"|'([^']*)'/g)) names.add((double ?? single).trim());
      // Unquoted, a name is the part's last words (font: 600 2rem/1 Inter Tight names "inter tight").
      const words = part
        .replace(/"[^"]*"|'[^']*'/g, " ")
        .replace(/!important/g, "")
        .trim()
        .split(/\s+/);
      for (let i = 0; i < words.length; i++) if (words[i]) names.add(words.slice(i).join(" "));
    }
  }
  return names;
}

/** Every declaration's value by property, custom properties apart. */
function parseDeclarations(declarations: string) {
  const custom = new Map<string, string[]>();
  const plain = new Map<string, string[]>();
  for (const [, property, value] of declarations.matchAll(/(--[\w-]+|[a-z-]+)\s*:\s*([^;{}]*)/g)) {
    const into = property.startsWith("--") ? custom : plain;
    into.set(property, [...(into.get(property) ?? []), value.trim()]);
  }
  return { custom, values: (property: string) => plain.get(property) ?? [] };
}

const MAX_VALUES = 256;

/**
 * The values a declaration can take once its var() references are replaced by the custom properties' values
 * (each one, and the fallback), through properties that read other properties; null when they are too many
 * to list (or nest too deep), so the caller assumes the worst.
 */
function resolveVars(value: string, custom: Map<string, string[]>, depth = 0): string[] | null {
  const match = /var\(\s*(--[\w-]+)\s*(?:,((?:[^()]|\([^()]*\))*))?\)/.exec(value);
  if (!match) return [value];
  if (depth > 8) return null;
  const before = value.slice(0, match.index);
  const after = value.slice(match.index + match[0].length);
  const options = [...(custom.get(match[1]) ?? []), ...(match[2] !== undefined ? [match[2].trim()] : [])];
  const out = new Set<string>();
  for (const option of options) {
    const resolved = resolveVars(`${before}${option}${after}`, custom, depth + 1);
    if (!resolved) return null;
    for (const one of resolved) out.add(one);
    if (out.size > MAX_VALUES) return null;
  }
  return [...out];
}

const boldTags = ["h1", "h2", "h3", "h4", "h5", "h6", "th", "optgroup"];
const keywordWeights = new Map([
  ["normal", 400],
  ["bold", 700],
]);
const cssWide = new Set(["inherit", "initial", "unset", "revert", "revert-layer"]);
const bolder = (w: number) => (w < 350 ? 400 : w < 550 ? 700 : Math.max(w, 900));
const lighter = (w: number) => (w < 550 ? Math.min(w, 100) : w < 750 ? 400 : 700);

/**
 * The weights the page's text can ask for: 400, every font-weight (through var()) and the font shorthand's,
 * 700 for headings, and bolder/lighter (<b> and <strong> are bolder than their parent) of each, repeated for
 * nesting. Null when a value cannot be read (calc(), a var() with no value) or the font shorthand reads var().
 */
function requestedWeights(declarations: string, page: NonNullable<PageShape>): Set<number> | null {
  const { custom, values } = parseDeclarations(declarations);
  const weights = new Set([400]);
  if (boldTags.some((tag) => page.tags.has(tag))) weights.add(700);
  const relative = new Set<"bolder" | "lighter">();
  if (page.tags.has("b") || page.tags.has("strong")) relative.add("bolder");
  const read = (token: string): boolean => {
    const word = token.replace(/!important$/, "").trim();
    if (!word || cssWide.has(word)) return true;
    if (word === "bolder" || word === "lighter") return (relative.add(word), true);
    const weight = keywordWeights.get(word) ?? (/^\d+(\.\d+)?$/.test(word) ? Number(word) : NaN);
    if (!(weight >= 1 && weight <= 1000)) return false;
    weights.add(weight);
    return true;
  };
  for (const value of values("font-weight")) {
    const resolved = resolveVars(value, custom);
    if (!resolved?.length || !resolved.every((v) => read(v.replace(/\s*!important$/, "")))) return null;
  }
  for (const value of values("font")) {
    if (/var\(/.test(value)) return null;
    // Style, variant, weight and stretch come before the size (the first word with a digit that is not a weight).
    for (const word of value.split(",")[0].trim().split(/\s+/)) {
      if (/\d/.test(word) && !/^\d+$/.test(word)) break;
      if (/^\d+$/.test(word) || keywordWeights.has(word) || word === "bolder" || word === "lighter") read(word);
    }
  }
  for (let size = 0; size !== weights.size;) {
    size = weights.size;
    for (const weight of [...weights]) {
      if (relative.has("bolder")) weights.add(bolder(weight));
      if (relative.has("lighter")) weights.add(lighter(weight));
    }
  }
  return weights;
}

/**
 * The face's weight range a browser draws `weight` with, among a family's ranges (CSS Fonts 4, 5.2): a range
 * holding it; else for 400-500 the nearest heavier up to 500, then lighter, then heavier; below 400 lighter
 * first; above 500 heavier first.
 */
function matchWeight(ranges: [number, number][], weight: number): [number, number] | undefined {
  const inside = ranges.find(([from, to]) => from <= weight && weight <= to);
  if (inside) return inside;
  const heavier = (limit = Infinity) =>
    ranges.filter(([from]) => from > weight && from <= limit).sort((a, b) => a[0] - b[0])[0];
  const lighterFace = () => ranges.filter(([, to]) => to < weight).sort((a, b) => b[1] - a[1])[0];
  if (weight >= 400 && weight <= 500) return heavier(500) ?? lighterFace() ?? heavier();
  if (weight < 400) return lighterFace() ?? heavier();
  return heavier() ?? lighterFace();
}

function appliedDeclarations(css: string, page: PageShape): string {
  if (!page) return withoutFontFaces(css);
  const out: string[] = [];
  for (let i = 0; i < css.length;) {
    const open = css.indexOf("{", i);
    if (open < 0) break;
    const semicolon = css.indexOf(";", i);
    if (semicolon >= 0 && semicolon < open && css.slice(i, semicolon).trim().startsWith("@")) {
      i = semicolon + 1; // @import, @charset, @layer a, b;
      continue;
    }
    const prelude = css
      .slice(i, open)
      .replace(/^[\s;]+/, "")
      .trim();
    const close = blockEnd(css, open + 1);
    const body = css.slice(open + 1, close);
    if (/^@(media|supports|layer|container|scope|document|-moz-document)\b/i.test(prelude))
      out.push(appliedDeclarations(body, page));
    else if (!prelude.startsWith("@") && selectorMayMatch(prelude, page)) out.push(body);
    i = close + 1;
  }
  return out.join(";");
}

/** Pages ship the CSS of every widget of the site, so rules that cannot match the page are dropped. */
export function pruneRules(css: string, page: PageShape): string {
  if (!page) return css;
  const walk = (text: string): string => {
    let out = "";
    for (let i = 0; i < text.length;) {
      const open = text.indexOf("{", i);
      const semicolon = text.indexOf(";", i);
      if (open < 0) return out + text.slice(i);
      if (semicolon >= 0 && semicolon < open && text.slice(i, semicolon).trim().startsWith("@")) {
        out += text.slice(i, semicolon + 1);
        i = semicolon + 1;
        continue;
      }
      const prelude = text.slice(i, open);
      const close = blockEnd(text, open + 1);
      const body = text.slice(open + 1, close);
      const name = prelude.replace(/^[\s;]+/, "").trim();
      if (/^@(media|supports|layer|container|scope|document|-moz-document)\b/i.test(name)) {
        const inner = walk(body);
        if (inner.trim() || /^@layer\b/i.test(name)) out += `${prelude}{${inner}}`;
      } else if (name.startsWith("@")) out += `${prelude}{${body}}`;
      else {
        const selectors = splitTopLevel(name, ",").filter((selector) => selectorMayMatch(selector, page));
        if (selectors.length) out += `${selectors.map((selector) => selector.trim()).join(",")}{${body}}`;
      }
      i = close + 1;
    }
    return out;
  };
  return walk(withoutComments(css));
}

/** Pseudo-classes and attribute conditions are ignored, so a rule is never dropped by mistake. */
export function selectorMayMatch(list: string, page: NonNullable<PageShape>): boolean {
  return splitTopLevel(list, ",").some((selector) => {
    // Escaped characters (Tailwind's .md\:flex) become a marker that makes the name count as present.
    let bare = selector.replace(/\\(?:[0-9a-f]{1,6}\s?|.)/gi, "\u0001");
    const attributes = [...bare.matchAll(/\[\s*([\w\u0001-]+)/g)].map((m) => m[1].toLowerCase());
    if (attributes.some((name) => !name.includes("\u0001") && !page.attributes.has(name))) return false;
    bare = bare.replace(/\[[^\]]*\]/g, "");
    for (let before = ""; before !== bare;) [before, bare] = [bare, bare.replace(/::?[\w-]+\([^()]*\)/g, "")];
    bare = bare.replace(/::?[\w-]+/g, "");
    const names = (sigil: string) => [...bare.matchAll(new RegExp(`\\${sigil}([\\w\u0001-]+)`, "g"))].map((m) => m[1]);
    if (names(".").some((name) => !name.includes("\u0001") && !page.classes.has(name))) return false;
    if (names("#").some((name) => !name.includes("\u0001") && !page.ids.has(name))) return false;
    return bare
      .split(/[\s>+~]+/)
      .map((compound) => /^[a-z][\w-]*/i.exec(compound)?.[0]?.toLowerCase())
      .every((tag) => !tag || page.tags.has(tag));
  });
}

export function pruneFontFaces(css: string, usage: FontUsage): string {
  const pruned = replaceFontFaces(css, (body) => {
    const descriptors = splitTopLevel(body, ";")
      .map((d) => d.trim())
      .filter(Boolean);
    const value = (name: string) =>
      descriptors
        .filter((d) => new RegExp(`^${name}\\s*:`, "i").test(d))
        .at(-1)
        ?.replace(/^[^:]*:/, "")
        .trim();
    const family = unquote(value("font-family") ?? "").toLowerCase();
    if (!family || !usage.families.has(family)) return null;
    if (!usage.italic && /^(italic|oblique)/i.test(value("font-style") ?? "")) return null;
    const range = value("unicode-range");
    if (range && !rangesHit(range, usage.characters)) return null;
    const src = value("src");
    const kept = descriptors.filter((d) => !/^src\s*:/i.test(d));
    if (src) kept.push(`src:${bestSource(src)}`);
    return kept.join(";");
  });
  return mergeSameFile(usage.weights ? pruneWeights(pruned, usage.weights) : pruned);
}

/** Faces of a family and style that no requested weight would be drawn with (Elementor asks for all nine). */
function pruneWeights(css: string, weights: Set<number>): string {
  const faceOf = (body: string) => {
    const descriptors = splitTopLevel(body, ";");
    const value = (name: string) =>
      descriptors
        .filter((d) => new RegExp(`^\\s*${name}\\s*:`, "i").test(d))
        .at(-1)
        ?.replace(/^[^:]*:/, "")
        .trim()
        .toLowerCase() ?? "";
    const style = /^(italic|oblique)/.test(value("font-style")) ? "italic" : "normal";
    const range = weightRange(value("font-weight") || "400") ?? [1, 1000];
    return { key: `${unquote(value("font-family"))}|${style}|${value("font-stretch")}`, range };
  };
  const ranges = new Map<string, [number, number][]>();
  replaceFontFaces(css, (body) => {
    const { key, range } = faceOf(body);
    ranges.set(key, [...(ranges.get(key) ?? []), range]);
    return body;
  });
  const drawn = new Map<string, Set<string>>();
  for (const [key, list] of ranges) {
    drawn.set(key, new Set([...weights].map((weight) => String(matchWeight(list, weight)))));
  }
  return replaceFontFaces(css, (body) => {
    const { key, range } = faceOf(body);
    return drawn.get(key)!.has(String(range)) ? body : null;
  });
}

/**
 * Sites declare one variable font file once per weight (Google Fonts: nine faces, one file), and each face
 * would embed the file again. Faces that differ only in font-weight and name the same file become one face
 * over the range of their weights, so the file is written once. (A weight between two declared ones, which
 * matched the nearer face, now gets its own weight from the variable font.)
 */
export function mergeSameFile(css: string): string {
  const ranges = new Map<string, [number, number]>();
  const faceOf = (body: string) => {
    const descriptors = splitTopLevel(body, ";")
      .map((d) => d.trim())
      .filter(Boolean);
    const weight = descriptors.filter((d) => /^font-weight\s*:/i.test(d)).at(-1);
    const others = descriptors.filter((d) => !/^font-weight\s*:/i.test(d));
    const src = others.find((d) => /^src\s*:/i.test(d));
    const range = weight ? weightRange(weight.replace(/^[^:]*:/, "")) : null;
    if (!src || !/url\(/i.test(src) || !range) return null;
    return {
      key: others
        .map((d) => d.replace(/\s*:\s*/, ":"))
        .sort()
        .join(";"),
      range,
      descriptors,
    };
  };
  const seen = new Map<string, number>();
  replaceFontFaces(css, (body) => {
    const face = faceOf(body);
    if (face) {
      const known = ranges.get(face.key);
      ranges.set(face.key, known ? [Math.min(known[0], face.range[0]), Math.max(known[1], face.range[1])] : face.range);
      seen.set(face.key, (seen.get(face.key) ?? 0) + 1);
    }
    return body;
  });
  const written = new Set<string>();
  return replaceFontFaces(css, (body) => {
    const face = faceOf(body);
    if (!face || seen.get(face.key) === 1) return body;
    if (written.has(face.key)) return null;
    written.add(face.key);
    const [from, to] = ranges.get(face.key)!;
    const weight = `font-weight:${from === to ? from : `${from} ${to}`}`;
    return face.descriptors.map((d) => (/^font-weight\s*:/i.test(d) ? weight : d)).join(";");
  });
}

function weightRange(value: string): [number, number] | null {
  const numbers = value
    .trim()
    .toLowerCase()
    .split(/\s+/)
    .map((part) => (part === "normal" ? 400 : part === "bold" ? 700 : Number(part)));
  if (!numbers.length || numbers.length > 2 || numbers.some((n) => !Number.isFinite(n) || n < 1 || n > 1000))
    return null;
  return [Math.min(...numbers), Math.max(...numbers)];
}

/** Keeps local() sources (no network) and the single best url() source. */
export function bestSource(src: string): string {
  const entries = splitTopLevel(src, ",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  const local = entries.filter((entry) => /^local\(/i.test(entry));
  const remote = entries.filter((entry) => /^url\(/i.test(entry));
  const ranked = remote.map((entry, index) => ({ entry, rank: formatRank(entry), index }));
  const best = ranked.sort((a, b) => a.rank - b.rank || a.index - b.index)[0];
  return [...local, ...(best ? [best.entry] : [])].join(",");
}

const formatOrder = ["woff2", "woff", "truetype", "opentype"];

function formatRank(entry: string): number {
  const hint = /format\(\s*["']?([\w-]+)/i.exec(entry)?.[1]?.toLowerCase();
  const url = /^url\(\s*["']?([^"')]*)/i.exec(entry)?.[1] ?? "";
  const extension = /\.(\w+)$/.exec(url.split(/[?#]/)[0])?.[1]?.toLowerCase();
  const kind = hint ?? { woff2: "woff2", woff: "woff", ttf: "truetype", otf: "opentype" }[extension ?? ""] ?? "";
  const rank = formatOrder.indexOf(kind.replace(/-variations$/, ""));
  return rank < 0 ? formatOrder.length : rank;
}

function rangesHit(range: string, characters: Set<number>): boolean {
  const spans = range.split(",").flatMap((part) => {
    const match = /^\s*u\+([0-9a-f?]{1,6})(?:-([0-9a-f]{1,6}))?\s*$/i.exec(part);
    if (!match) return [];
    const [from, to] = match[2]
      ? [parseInt(match[1], 16), parseInt(match[2], 16)]
      : [parseInt(match[1].replace(/\?/g, "0"), 16), parseInt(match[1].replace(/\?/g, "f"), 16)];
    return [[from, to] as const];
  });
  if (!spans.length) return true;
  for (const char of characters) if (spans.some(([from, to]) => char >= from && char <= to)) return true;
  return false;
}

function replaceFontFaces(css: string, edit: (body: string) => string | null): string {
  let out = "";
  let from = 0;
  const pattern = /@font-face\s*\{/gi;
  for (let match = pattern.exec(css); match; match = pattern.exec(css)) {
    const open = match.index + match[0].length;
    const close = blockEnd(css, open);
    const body = edit(css.slice(open, close));
    out += css.slice(from, match.index) + (body === null ? "" : `@font-face{${body}}`);
    from = Math.min(css.length, close + 1);
    pattern.lastIndex = from;
  }
  return out + css.slice(from);
}

function withoutFontFaces(css: string): string {
  return replaceFontFaces(css, () => null);
}

function withoutComments(css: string): string {
  return css.replace(/\/\*[\s\S]*?(\*\/|$)/g, "");
}

/** Index of the "}" closing the block that starts at `open` (strings and comments skipped). */
function blockEnd(css: string, open: number): number {
  let depth = 1;
  for (let i = open; i < css.length; i++) {
    const ch = css[i];
    if (ch === '"' || ch === "'") i = stringEnd(css, i);
    else if (ch === "/" && css[i + 1] === "*") {
      const end = css.indexOf("*/", i + 2);
      i = end < 0 ? css.length : end + 1;
    } else if (ch === "{") depth++;
    else if (ch === "}" && --depth === 0) return i;
  }
  return css.length;
}

function stringEnd(css: string, start: number): number {
  let i = start + 1;
  while (i < css.length && css[i] !== css[start]) i += css[i] === "\\" ? 2 : 1;
  return i;
}

function splitTopLevel(value: string, separator: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let from = 0;
  for (let i = 0; i < value.length; i++) {
    const ch = value[i];
    if (ch === '"' || ch === "'") i = stringEnd(value, i);
    else if (ch === "(") depth++;
    else if (ch === ")") depth = Math.max(0, depth - 1);
    else if (ch === separator && depth === 0) {
      parts.push(value.slice(from, i));
      from = i + 1;
    }
  }
  parts.push(value.slice(from));
  return parts;
}

function unquote(value: string): string {
  return value
    .trim()
    .replace(/^(["'])(.*)\1$/, "$2")
    .trim();
}
