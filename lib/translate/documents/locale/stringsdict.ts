import { ApiError } from "@/lib/http/api-error";
import type { Entry, LocaleParse, Unit } from "./document";
import { mask, onlyPlaceholders } from "./placeholders";
import { isCategory, pluralCategories, type PluralCategory } from "./plurals";
import { blankComments, commentBefore, elements, xmlText } from "./xml";

/** One <key>…</key> of a plist <dict> and the element after it: its name, the value's tag and spans. */
type Pair = {
  key: string;
  keyStart: number;
  tag: string;
  start: number;
  end: number;
  inner: { start: number; end: number };
};

const broken = () =>
  new ApiError(
    "invalid_input",
    "O arquivo .stringsdict não é uma lista de propriedades válida. Corrija-o e envie de novo.",
  );

/** The key/value pairs directly inside [from, to) of a <dict>'s content, in file order. */
function pairs(text: string, scan: string, from: number, to: number): Pair[] {
  const found: Pair[] = [];
  const key = /<key>([^<]*)<\/key>|<key\s*\/>/g;
  key.lastIndex = from;
  for (let match = key.exec(scan); match && match.index < to; match = key.exec(scan)) {
    const valueAt = /\S/g;
    valueAt.lastIndex = match.index + match[0].length;
    const at = valueAt.exec(scan)?.index ?? -1;
    const tag = /^<([\w-]+)/.exec(scan.slice(at, at + 40))?.[1];
    if (!tag || at >= to) throw broken();
    const element = elements(scan, tag, at, to)[0];
    if (!element || element.start !== at) throw broken();
    found.push({ key: match[1] ?? "", keyStart: match.index, tag, ...element });
    key.lastIndex = element.end;
  }
  return found;
}

/** A span of the text replaced by what the translations give (a value, a form added, a form dropped). */
type Change = { start: number; end: number; by: (texts: string[]) => string };

const RULE_KEYS = new Set(["NSStringFormatSpecTypeKey", "NSStringFormatValueTypeKey"]);

/**
 * Apple .stringsdict (an XML property list): each key's NSStringLocalizedFormatKey (its text beside the %#@var@
 * tokens) and every string of its variables. A plural variable (NSStringPluralRuleType) gets exactly the target's
 * CLDR categories: the missing ones after the existing ones, with their indentation, from "other"; the ones the
 * target does not use are dropped, except "zero", which Apple allows as an explicit case in any language. The
 * comment above a key, the key and the format go as context; the rest of the file is kept byte for byte.
 */
export function parseStringsdict(text: string, target: string): LocaleParse {
  const scan = blankComments(text);
  const plist = elements(scan, "plist")[0];
  const root = plist && elements(scan, "dict", plist.inner.start, plist.inner.end)[0];
  if (!root) throw broken();
  const categories = pluralCategories(target);
  const entries: Entry[] = [];
  let unchanged = 0;
  const value = (pair: Pair) => text.slice(pair.inner.start, pair.inner.end);
  for (const top of pairs(text, scan, root.inner.start, root.inner.end)) {
    const key = top.key;
    const comment = commentBefore(text, top.keyStart);
    if (top.tag === "string") {
      if (!value(top).trim()) unchanged++;
      else
        entries.push({
          key,
          start: top.inner.start,
          end: top.inner.end,
          units: [{ source: value(top), key, note: comment }],
          render: ([translated]) => xmlText(translated),
        });
      continue;
    }
    if (top.tag !== "dict") {
      unchanged++;
      continue;
    }
    const units: Unit[] = [];
    const changes: Change[] = [];
    const added = new Set<PluralCategory>();
    /** A string value rewritten from the unit asked for it. */
    const ask = (pair: Pair, unit: Unit) => {
      const index = units.push(unit) - 1;
      // <string/> (empty) is only rewritten if a text comes back for it.
      if (pair.inner.start === pair.end)
        changes.push({
          start: pair.start,
          end: pair.end,
          by: (texts) =>
            texts[index] ? `<string>${xmlText(texts[index])}</string>` : text.slice(pair.start, pair.end),
        });
      else changes.push({ start: pair.inner.start, end: pair.inner.end, by: (texts) => xmlText(texts[index]) });
    };
    const members = pairs(text, scan, top.inner.start, top.inner.end);
    const format = members.find((pair) => pair.key === "NSStringLocalizedFormatKey" && pair.tag === "string");
    const formatText = format ? value(format) : "";
    // The format as context for its variables' forms, when it says more than its %#@var@ tokens.
    const formatNote = formatText && !onlyPlaceholders(mask(formatText)) ? formatText : "";
    if (format) ask(format, { source: formatText, key, note: comment });
    for (const variable of members) {
      if (variable.tag !== "dict") continue;
      const inside = pairs(text, scan, variable.inner.start, variable.inner.end);
      const strings = inside.filter((pair) => pair.tag === "string" && !RULE_KEYS.has(pair.key));
      const note = [comment, formatNote && `${variable.key} in ${formatNote}`].filter(Boolean).join("; ") || undefined;
      const isPlural = inside.some(
        (pair) => pair.key === "NSStringFormatSpecTypeKey" && /PluralRule/.test(value(pair)),
      );
      if (!isPlural) {
        for (const pair of strings) ask(pair, { source: value(pair), key: `${key}.${variable.key}.${pair.key}`, note });
        continue;
      }
      const forms = strings.filter((pair) => isCategory(pair.key));
      if (!forms.length) continue;
      const byCategory = new Map(forms.map((pair) => [pair.key, pair]));
      const other = byCategory.get("other") ?? forms.at(-1)!;
      const keeps = (category: string) => category === "zero" || (categories as string[]).includes(category);
      const pluralKey = `${key}.${variable.key}`;
      for (const pair of forms) {
        if (keeps(pair.key)) {
          const category = pair.key as PluralCategory;
          ask(pair, {
            source: value(pair),
            key: pluralKey,
            note,
            plural: category,
            ...(categories.includes(category) ? {} : { n: "0" }),
          });
          continue;
        }
        // A form the target does not use goes with the space before it (or after it, when it opens the dict).
        const index = inside.indexOf(pair);
        const start = index > 0 ? inside[index - 1].end : pair.keyStart;
        const end = index > 0 ? pair.end : (inside[index + 1]?.keyStart ?? pair.end);
        changes.push({ start, end, by: () => "" });
      }
      const missing = categories.filter((category) => !byCategory.has(category));
      if (!missing.length) continue;
      const kept = forms.filter((pair) => keeps(pair.key));
      const last = kept.at(-1) ?? forms.at(-1)!;
      const previous = inside[inside.indexOf(last) - 1];
      const gap = previous ? text.slice(previous.end, last.keyStart) : /\s*$/.exec(text.slice(0, last.keyStart))![0];
      const between = text.slice(last.keyStart, last.start).replace(/^<key>[^<]*<\/key>|^<key\s*\/>/, "");
      const indices = missing.map((category) => {
        added.add(category);
        return units.push({ source: value(other), key: pluralKey, note, plural: category }) - 1;
      });
      changes.push({
        start: last.end,
        end: last.end,
        by: (texts) =>
          missing
            .map(
              (category, i) => `${gap}<key>${category}</key>${between}<string>${xmlText(texts[indices[i]])}</string>`,
            )
            .join(""),
      });
    }
    if (!units.length && !added.size) {
      unchanged++;
      continue;
    }
    changes.sort((a, b) => a.start - b.start || a.end - b.end);
    const { start, end } = top.inner;
    entries.push({
      key,
      start,
      end,
      units,
      added: [...added],
      render(texts) {
        let out = "";
        let at = start;
        for (const change of changes) {
          out += text.slice(at, change.start) + change.by(texts);
          at = change.end;
        }
        return out + text.slice(at, end);
      },
    });
  }
  return { entries, unchanged };
}
