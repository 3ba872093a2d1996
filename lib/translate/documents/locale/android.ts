import type { Entry, LocaleParse } from "./document";
import { pluralCategories } from "./plurals";
import { blankComments, commentBefore, elements, xmlText } from "./xml";

/** An Android string as the app shows it: its quotes and backslash escapes read (\' \" \@ \? \n \t \\ \uXXXX). */
function androidValue(raw: string): string {
  const trimmed = raw.trim();
  const quoted = trimmed.length >= 2 && trimmed.startsWith('"') && trimmed.endsWith('"') && !trimmed.endsWith('\\"');
  let text = quoted ? trimmed.slice(1, -1) : raw;
  text = text.replace(/\\(u[0-9a-fA-F]{4}|.)/g, (_, code: string) => {
    if (code.length === 5) return String.fromCharCode(parseInt(code.slice(1), 16));
    return ({ n: "\n", t: "\t" } as Record<string, string>)[code] ?? code;
  });
  return text;
}

/** A translation written in Android's escaping: ' and " and \ escaped, a leading @ or ? escaped, line breaks as \n. */
function androidEscape(part: string, first: boolean): string {
  const out = part.replace(
    /[\\'"\n\t]/g,
    (c) => ({ "\\": "\\\\", "'": "\\'", '"': '\\"', "\n": "\\n", "\t": "\\t" })[c]!,
  );
  return first ? out.replace(/^([@?])/, "\\$1") : out;
}

const androidText = (value: string) => {
  let first = true;
  return xmlText(value, (part) => {
    const out = androidEscape(part, first);
    first = false;
    return out;
  });
};

/**
 * Android res/values/strings.xml: <string>, <string-array> items and <plurals> (the target's CLDR quantities, a
 * new one from "other"); translatable="false" and resource references (@string/x) stay; the comment above an
 * element and its name go as context; inline markup (<b>, <xliff:g>) and entities are tokens.
 */
export function parseAndroid(text: string, target: string): LocaleParse {
  const scan = blankComments(text);
  const entries: Entry[] = [];
  let unchanged = 0;
  const resources = elements(scan, "resources")[0];
  if (!resources) return { entries };
  const from = resources.inner.start;
  const to = resources.inner.end;
  const kept = (attrs: Record<string, string>) => attrs.translatable === "false";
  const simple = (inner: { start: number; end: number }, key: string, note?: string): Entry | undefined => {
    const raw = text.slice(inner.start, inner.end);
    if (/^\s*[@?][\w:]+\/[\w.]+\s*$/.test(raw) || /<!\[CDATA\[/.test(raw)) return undefined;
    const source = androidValue(raw);
    return {
      key,
      start: inner.start,
      end: inner.end,
      units: [{ source, key, note }],
      render: ([value]) => androidText(value),
    };
  };
  for (const element of elements(scan, "string", from, to)) {
    const key = element.attrs.name ?? "";
    const entry = !kept(element.attrs) && simple(element.inner, key, commentBefore(text, element.start));
    if (entry) entries.push(entry);
    else unchanged++;
  }
  for (const array of elements(scan, "string-array", from, to)) {
    const note = commentBefore(text, array.start);
    elements(scan, "item", array.inner.start, array.inner.end).forEach((item, index) => {
      const entry = !kept(array.attrs) && simple(item.inner, `${array.attrs.name}[${index}]`, note);
      if (entry) entries.push(entry);
      else unchanged++;
    });
  }
  const categories = pluralCategories(target);
  for (const plurals of elements(scan, "plurals", from, to)) {
    const items = elements(scan, "item", plurals.inner.start, plurals.inner.end);
    if (kept(plurals.attrs) || !items.length) {
      unchanged++;
      continue;
    }
    const key = plurals.attrs.name ?? "";
    const note = commentBefore(text, plurals.start);
    const byQuantity = new Map(
      items.map((item) => [item.attrs.quantity, androidValue(text.slice(item.inner.start, item.inner.end))]),
    );
    const other = byQuantity.get("other") ?? [...byQuantity.values()].at(-1)!;
    const gap =
      items.length > 1
        ? text.slice(items[0].end, items[1].start)
        : /\s*$/.exec(text.slice(plurals.inner.start, items[0].start))![0];
    entries.push({
      key,
      start: items[0].start,
      end: items.at(-1)!.end,
      units: categories.map((category) => ({ source: byQuantity.get(category) ?? other, key, note, plural: category })),
      added: categories.filter((category) => !byQuantity.has(category)),
      render: (values) =>
        categories
          .map((category, index) => `<item quantity="${category}">${androidText(values[index])}</item>`)
          .join(gap),
    });
  }
  entries.sort((a, b) => a.start - b.start);
  return { entries, unchanged };
}
