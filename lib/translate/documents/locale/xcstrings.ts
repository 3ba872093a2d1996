import { ApiError } from "@/lib/http/api-error";
import type { Entry, LocaleParse, Unit } from "./document";
import { CATEGORIES, isCategory, pluralCategories, type PluralCategory } from "./plurals";

/** A JSON value of the text with its span; an object keeps its members in file order with their key spans. */
type Node =
  | { kind: "object"; start: number; end: number; members: { key: string; keyStart: number; value: Node }[] }
  | { kind: "value"; start: number; end: number };

function parseTree(text: string): Node {
  let at = 0;
  const fail = (): never => {
    const line = text.slice(0, at).split("\n").length;
    throw new ApiError(
      "invalid_input",
      `O arquivo .xcstrings está quebrado na linha ${line}. Corrija-o e envie de novo.`,
    );
  };
  const space = () => {
    while (at < text.length && /\s/.test(text[at])) at++;
  };
  const string = () => {
    const start = at;
    if (text[at] !== '"') fail();
    for (at++; at < text.length && text[at] !== '"';) at += text[at] === "\\" ? 2 : 1;
    if (at >= text.length) fail();
    at++;
    return { start, value: JSON.parse(text.slice(start, at)) as string };
  };
  const value = (): Node => {
    space();
    const start = at;
    if (text[at] === "{") {
      at++;
      const members: { key: string; keyStart: number; value: Node }[] = [];
      space();
      if (text[at] === "}") return { kind: "object", start, end: ++at, members };
      for (;;) {
        space();
        const key = string();
        space();
        if (text[at++] !== ":") fail();
        members.push({ key: key.value, keyStart: key.start, value: value() });
        space();
        if (text[at] === ",") at++;
        else if (text[at] === "}") return { kind: "object", start, end: ++at, members };
        else fail();
      }
    }
    if (text[at] === "[") {
      at++;
      space();
      if (text[at] === "]") return { kind: "value", start, end: ++at };
      for (;;) {
        value();
        space();
        if (text[at] === ",") at++;
        else if (text[at] === "]") return { kind: "value", start, end: ++at };
        else fail();
      }
    }
    if (text[at] === '"') return { kind: "value", start, end: (string(), at) };
    const literal = /^(?:true|false|null|-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?)/.exec(text.slice(at, at + 40));
    if (!literal) fail();
    at += literal![0].length;
    return { kind: "value", start, end: at };
  };
  const root = value();
  space();
  if (at !== text.length) fail();
  return root;
}

const member = (node: Node | undefined, key: string) =>
  node?.kind === "object" ? node.members.find((m) => m.key === key) : undefined;

/** Xcode writes a catalog's keys sorted, case aside ("AAC" < "Add" < "ALAC"; "one" < "other" < "zero"). */
const order = (a: string, b: string) =>
  a.toLowerCase().localeCompare(b.toLowerCase(), "en") || (a < b ? -1 : a > b ? 1 : 0);

/** The project's target code as a String Catalog names it (Xcode's zh-Hans for Simplified Chinese). */
const APPLE_CODES: Record<string, string> = { zh: "zh-Hans" };
export const appleLanguage = (target: string) => APPLE_CODES[target] ?? target;

/** A string of the built localization that a unit's translation fills. */
class Slot {
  constructor(readonly index: number) {}
}
type Built = Slot | string | number | boolean | null | Built[] | { [key: string]: Built };
type Source = string | number | boolean | null | Source[] | { [key: string]: Source };

/** A key with no text in the source language that reads as an identifier (settings.title, AC_ALERT), not a text. */
const IDENTIFIER = /^[A-Za-z0-9]+(?:[._-][A-Za-z0-9]+)*[._][A-Za-z0-9]+$/;

/**
 * Xcode's String Catalog (.xcstrings, JSON): every key gets the target's localization (added, or replaced if there
 * was one), built from the source language's (or from the key, the source text when the catalog has none):
 * stringUnit, device variations, plural variations with exactly the target's CLDR categories (and "zero" where the
 * source has it), substitutions with their argNum and formatSpecifier. The comment and the key go as context,
 * %arg and %#@name@ are tokens, shouldTranslate: false stays. The file is written in the style it came in (the
 * " : " of Xcode or ": ", its indentation and line ends), each key in Xcode's sorted place.
 */
export function parseXcstrings(text: string, target: string): LocaleParse {
  const root = parseTree(text);
  const strings = member(root, "strings")?.value;
  if (root.kind !== "object" || strings?.kind !== "object")
    throw new ApiError(
      "invalid_input",
      "O arquivo .xcstrings não tem a lista de textos (strings). Envie o catálogo do Xcode.",
    );
  const read = (node: Node) => JSON.parse(text.slice(node.start, node.end)) as Source;
  const sourceNode = member(root, "sourceLanguage")?.value;
  const sourceLanguage = sourceNode ? String(read(sourceNode)) : "en";
  const language = appleLanguage(target);
  const eol = text.includes("\r\n") ? "\r\n" : "\n";
  const first = root.members[0];
  const separator = first ? text.slice(first.keyStart, first.value.start).replace(/^"(?:[^"\\]|\\.)*"/, "") : " : ";
  const lineIndent = (at: number) => /^[ \t]*/.exec(text.slice(text.lastIndexOf("\n", at - 1) + 1, at))![0];
  const step = first ? lineIndent(first.keyStart) || "  " : "  ";
  const slash = text.includes("\\/");
  const literal = (value: string) => {
    const json = JSON.stringify(value);
    return slash ? json.replace(/\//g, "\\/") : json;
  };
  const categories = pluralCategories(target);
  const entries: Entry[] = [];
  let unchanged = 0;
  if (language.toLowerCase() === sourceLanguage.toLowerCase()) return { entries, unchanged: strings.members.length };

  for (const { key, keyStart, value: entry } of strings.members) {
    const shouldTranslate = member(entry, "shouldTranslate")?.value;
    const localizations = member(entry, "localizations")?.value;
    const source = member(localizations, sourceLanguage)?.value;
    if (entry.kind !== "object" || (shouldTranslate && read(shouldTranslate) === false)) {
      unchanged++;
      continue;
    }
    if (!source && IDENTIFIER.test(key)) {
      unchanged++;
      continue;
    }
    const commentNode = member(entry, "comment")?.value;
    const comment = commentNode && typeof read(commentNode) === "string" ? (read(commentNode) as string) : undefined;
    const units: Unit[] = [];
    const added = new Set<PluralCategory>();
    const extra = /%arg\b/;

    type Context = { key: string; note?: string; plural?: PluralCategory; n?: string };
    const stringUnit = (unit: Source, context: Context): Built => {
      const object = (unit && typeof unit === "object" && !Array.isArray(unit) ? unit : {}) as Record<string, Source>;
      const index = units.push({ source: String(object.value ?? ""), extra, ...context }) - 1;
      // A source still under review stays so in the target; otherwise the translation is done.
      return { state: object.state === "needs_review" ? "needs_review" : "translated", value: new Slot(index) };
    };
    const plural = (forms: Record<string, Source>, context: Context): Built => {
      const present = Object.keys(forms).filter(isCategory);
      const other = forms.other ?? forms[present.at(-1) ?? ""] ?? {};
      const wanted = CATEGORIES.filter(
        (category) => categories.includes(category) || (category === "zero" && present.includes("zero")),
      );
      const out: Record<string, Built> = {};
      for (const category of wanted) {
        if (!present.includes(category)) added.add(category);
        const n = categories.includes(category) ? undefined : "0";
        out[category] = build(forms[category] ?? other, { ...context, plural: category, ...(n ? { n } : {}) });
      }
      return out;
    };
    const variations = (node: Source, context: Context): Built => {
      const out: Record<string, Built> = {};
      for (const [type, cases] of Object.entries((node ?? {}) as Record<string, Source>)) {
        const map = (cases ?? {}) as Record<string, Source>;
        out[type] =
          type === "plural"
            ? plural(map, context)
            : Object.fromEntries(
                Object.entries(map).map(([name, inner]) => [
                  name,
                  build(inner, { ...context, key: `${context.key} (${name})` }),
                ]),
              );
      }
      return out;
    };
    function build(node: Source, context: Context): Built {
      const out: Record<string, Built> = {};
      for (const [name, inner] of Object.entries((node ?? {}) as Record<string, Source>)) {
        if (name === "stringUnit") out[name] = stringUnit(inner, context);
        else if (name === "variations") out[name] = variations(inner, context);
        else if (name === "substitutions")
          out[name] = Object.fromEntries(
            Object.entries((inner ?? {}) as Record<string, Source>).map(([variable, substitution]) => [
              variable,
              build(substitution, { key: `${context.key} (${variable})`, note: context.note }),
            ]),
          );
        else out[name] = inner as Built;
      }
      return out;
    }
    const built = build(source ? read(source) : { stringUnit: { state: "translated", value: key } }, {
      key,
      note: comment,
    });

    const serialize = (value: Built, indent: string, texts: string[]): string => {
      if (value instanceof Slot) return literal(texts[value.index]);
      if (typeof value === "string") return literal(value);
      if (value === null || typeof value !== "object") return JSON.stringify(value);
      const inner = indent + step;
      if (Array.isArray(value))
        return value.length
          ? `[${eol}${value.map((item) => inner + serialize(item, inner, texts)).join(`,${eol}`)}${eol}${indent}]`
          : "[]";
      const keys = Object.keys(value).toSorted(order);
      if (!keys.length) return `{${eol}${eol}${indent}}`;
      const lines = keys.map((name) => `${inner}${literal(name)}${separator}${serialize(value[name], inner, texts)}`);
      return `{${eol}${lines.join(`,${eol}`)}${eol}${indent}}`;
    };

    // Where the target's localization goes: over the one there was, among the others, or in a new "localizations".
    const existing = member(localizations, language);
    let start: number;
    let end: number;
    let render: (texts: string[]) => string;
    if (existing) {
      start = existing.value.start;
      end = existing.value.end;
      const indent = lineIndent(existing.keyStart);
      render = (texts) => serialize(built, indent, texts);
    } else {
      const inLocalizations = localizations?.kind === "object";
      const parent = (inLocalizations ? localizations : entry) as Extract<Node, { kind: "object" }>;
      const name = inLocalizations ? language : "localizations";
      const parentIndent = lineIndent(inLocalizations ? member(entry, "localizations")!.keyStart : keyStart);
      const indent = parent.members.length ? lineIndent(parent.members[0].keyStart) : parentIndent + step;
      const value: Built = inLocalizations ? built : { [language]: built };
      const memberText = (texts: string[]) => `${literal(name)}${separator}${serialize(value, indent, texts)}`;
      const at = parent.members.findIndex((m) => order(m.key, name) > 0);
      if (!parent.members.length) {
        start = parent.start + 1;
        end = parent.end - 1;
        render = (texts) => `${eol}${indent}${memberText(texts)}${eol}${parentIndent}`;
      } else if (at === 0) {
        start = end = parent.members[0].keyStart;
        render = (texts) => `${memberText(texts)},${eol}${indent}`;
      } else {
        start = end = parent.members.at(at < 0 ? -1 : at - 1)!.value.end;
        render = (texts) => `,${eol}${indent}${memberText(texts)}`;
      }
    }
    entries.push({ key, start, end, units, added: [...added], render });
  }
  return { entries, unchanged };
}
