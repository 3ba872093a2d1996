import { ApiError } from "@/lib/http/api-error";
import type { Edit } from "../text";
import type { Entry, LocaleParse, Unit } from "./document";
import { hasIcuBranches, icuUnits, parseIcu } from "./icu";
import { CATEGORIES, pluralCategories, type PluralCategory } from "./plurals";

/** A JSON string's value, as JSON.parse reads it. */
export const jsonValue = (literal: string) => JSON.parse(literal) as string;

/** A string written as JSON writes it, keeping non-ASCII characters as they are (as the file had them). */
export const jsonLiteral = (value: string, source: string) => {
  const literal = JSON.stringify(value);
  // A file that escaped its non-ASCII characters (\u00e9) gets them escaped again.
  return /\\u[0-9a-fA-F]{4}/.test(source) && !/[^\x00-\x7f]/.test(source)
    ? literal.replace(/[^\x00-\x7f]/g, (c) => "\\u" + c.charCodeAt(0).toString(16).padStart(4, "0"))
    : literal;
};

export type JsonString = { path: string[]; start: number; end: number; value: string; keyStart?: number };

/** Every string value of a JSON text with its key path and the span of its literal (quotes included). */
export function jsonStrings(
  text: string,
  name = "JSON",
): { strings: JsonString[]; root?: { key: string; start: number; end: number }[] } {
  let at = 0;
  const strings: JsonString[] = [];
  const fail = (): never => {
    const line = text.slice(0, at).split("\n").length;
    throw new ApiError("invalid_input", `O arquivo ${name} está quebrado na linha ${line}. Corrija-o e envie de novo.`);
  };
  const space = () => {
    while (at < text.length && /\s/.test(text[at])) at++;
  };
  const string = () => {
    const start = at;
    if (text[at] !== '"') fail();
    at++;
    while (at < text.length && text[at] !== '"') at += text[at] === "\\" ? 2 : 1;
    if (at >= text.length) fail();
    at++;
    return { start, end: at, value: jsonValue(text.slice(start, at)) };
  };
  const rootKeys: { key: string; start: number; end: number }[] = [];
  const value = (path: string[], keyStart?: number): void => {
    space();
    if (text[at] === "{") {
      at++;
      space();
      if (text[at] === "}") return void at++;
      for (;;) {
        space();
        const key = string();
        if (!path.length) rootKeys.push({ key: key.value, start: key.start, end: key.end });
        space();
        if (text[at++] !== ":") fail();
        value([...path, key.value], key.start);
        space();
        if (text[at] === ",") at++;
        else if (text[at] === "}") return void at++;
        else fail();
      }
    }
    if (text[at] === "[") {
      at++;
      space();
      if (text[at] === "]") return void at++;
      for (let index = 0; ; index++) {
        value([...path, String(index)]);
        space();
        if (text[at] === ",") at++;
        else if (text[at] === "]") return void at++;
        else fail();
      }
    }
    if (text[at] === '"') return void strings.push({ path, keyStart, ...string() });
    const literal = /^(?:true|false|null|-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?)/.exec(text.slice(at, at + 40));
    if (!literal) fail();
    at += literal![0].length;
  };
  value([]);
  space();
  if (at !== text.length) fail();
  return { strings, root: rootKeys };
}

const PLURAL_SUFFIX = /^(.*?)_(ordinal_)?(zero|one|two|few|many|other)$/;

/** The file's line end and the indentation before a key. */
const lineEnd = (text: string) => (text.includes("\r\n") ? "\r\n" : "\n");
const indentBefore = (text: string, at: number) =>
  /[ \t]*$/.exec(text.slice(text.lastIndexOf("\n", at - 1) + 1, at))![0];

/** A string's units: an ICU message's branches, or the string itself. */
export function messageUnits(value: string, key: string, target: string, note?: string) {
  const nodes = hasIcuBranches(value) ? parseIcu(value) : undefined;
  if (nodes) return icuUnits(nodes, key, target, note);
  return { units: [{ source: value, key, note }] as Unit[], render: (texts: string[]) => texts[0], added: [] };
}

/**
 * JSON locale files: flat or nested (react-i18next, vue-i18n, next-intl, FormatJS), i18next plurals as sibling keys
 * (key_one, key_other: the target's missing categories are added after the last, from "other"; a key that ends in
 * _one without an _other beside it is an ordinary key), ICU messages with their branches, and .arb (Flutter): its
 * @key metadata is read as the model's context and never translated, @@locale becomes the target.
 */
export function parseJsonLocale(text: string, target: string, arb = false): LocaleParse {
  const { strings } = jsonStrings(text, arb ? ".arb" : "JSON");
  const entries: Entry[] = [];
  const fixed: Edit[] = [];
  let unchanged = 0;
  const byPath = new Map(strings.map((s) => [s.path.join("\u0000"), s]));
  const done = new Set<JsonString>();
  const targetCategories = pluralCategories(target);
  const eol = lineEnd(text);
  for (const string of strings) {
    if (done.has(string)) continue;
    const key = string.path.join(".");
    const last = string.path.at(-1) ?? "";
    if (arb && string.path.length === 1 && last.startsWith("@")) {
      if (last === "@@locale")
        fixed.push({ start: string.start, end: string.end, by: JSON.stringify(target.replace("-", "_")) });
      continue;
    }
    if (arb && string.path.length > 1 && string.path[0].startsWith("@")) continue;
    if (!string.value.trim()) {
      unchanged++;
      continue;
    }
    const note = arb ? byPath.get(["@" + last, "description"].join("\u0000"))?.value : undefined;
    const plural = PLURAL_SUFFIX.exec(last);
    const parent = string.path.slice(0, -1);
    const sibling = (category: string) =>
      plural && byPath.get([...parent, `${plural[1]}_${plural[2] ?? ""}${category}`].join("\u0000"));
    if (plural && sibling("other") && !arb) {
      // An i18next plural: every member, in file order, then the target's missing categories.
      const members = CATEGORIES.flatMap((category) => {
        const found = sibling(category);
        return found ? [{ category, string: found }] : [];
      }).toSorted((a, b) => a.string.start - b.string.start);
      members.forEach((member) => done.add(member.string));
      const ordinal = Boolean(plural[2]);
      const have = new Set(members.map((member) => member.category));
      const wanted = ordinal
        ? (new Intl.PluralRules(target, { type: "ordinal" }).resolvedOptions().pluralCategories as PluralCategory[])
        : targetCategories;
      const missing = CATEGORIES.filter((category) => wanted.includes(category) && !have.has(category));
      const other = sibling("other")!;
      const base = [...parent, plural[1]].join(".");
      const units: Unit[] = [
        ...members.map((member) => ({ source: member.string.value, key: base, note, plural: member.category })),
        ...missing.map((category) => ({ source: other.value, key: base, note, plural: category })),
      ];
      const lastMember = members.at(-1)!.string;
      const first = members[0].string;
      const indent = indentBefore(text, lastMember.keyStart ?? lastMember.start);
      entries.push({
        key: base,
        start: first.start,
        end: lastMember.end,
        units,
        added: missing,
        render(texts) {
          let out = "";
          let at = first.start;
          members.forEach((member, index) => {
            out +=
              text.slice(at, member.string.start) +
              jsonLiteral(texts[index], text.slice(member.string.start, member.string.end));
            at = member.string.end;
          });
          const separator = text.slice(lastMember.keyStart!, lastMember.start).replace(/^"(?:[^"\\]|\\.)*"/, "");
          missing.forEach((category, index) => {
            const name = `${plural[1]}_${plural[2] ?? ""}${category}`;
            out += `,${eol}${indent}${JSON.stringify(name)}${separator}${jsonLiteral(texts[members.length + index], other.value)}`;
          });
          return out;
        },
      });
      continue;
    }
    const message = messageUnits(string.value, key, target, note);
    entries.push({
      key,
      start: string.start,
      end: string.end,
      units: message.units,
      added: message.added,
      render: (texts) => jsonLiteral(message.render(texts), text.slice(string.start, string.end)),
    });
  }
  return { entries, fixed, unchanged };
}
