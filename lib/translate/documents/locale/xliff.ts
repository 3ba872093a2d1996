import type { Edit } from "../text";
import type { Entry, LocaleParse } from "./document";
import { gettextPlurals } from "./plurals";
import { blankComments, elements, withAttribute, xmlText, type Element } from "./xml";

/** Symfony's plural in one string: "one|many", or with intervals "{0} none|]1,Inf[ many". */
const INTERVAL = /^\s*(\{[^}]*\}|[[\]][^[\]]*[[\]])\s*/;

function units(source: string, key: string, note: string | undefined, target: string) {
  const parts = source.split(/(?<!\|)\|(?!\|)/);
  if (parts.length < 2 || !parts.every((part) => part.trim())) {
    return { units: [{ source, key, note }], render: (texts: string[]) => texts[0], added: [] as string[] };
  }
  if (parts.some((part) => INTERVAL.test(part))) {
    // Intervals name their numbers: each part translated, its interval kept.
    const heads = parts.map((part) => INTERVAL.exec(part)?.[0] ?? "");
    return {
      units: parts.map((part, index) => ({ source: part.slice(heads[index].length), key, note })),
      render: (texts: string[]) => texts.map((text, index) => heads[index] + text).join("|"),
      added: [] as string[],
    };
  }
  // Symfony orders the forms as gettext does for the target language: one form per msgstr[n].
  const forms = gettextPlurals(target).forms;
  const english = new Intl.PluralRules("en");
  return {
    units: forms.map((form) => ({
      source: english.select(Number(form.sample)) === "one" ? parts[0] : parts.at(-1)!,
      key,
      note,
      plural: form.category,
    })),
    render: (texts: string[]) => texts.join("|"),
    added: forms.map((form) => form.category).filter((category) => category !== "one" && category !== "other"),
  };
}

/**
 * XLIFF 1.2 (<trans-unit>: <target state="translated"> filled or added after <source>, the file's
 * target-language set) and 2.0 (<unit><segment>: state="translated" on the segment, trgLang on <xliff>).
 * resname/id and <note>s go as context; inline elements (<g>, <x/>, <ph>, <pc>) are tokens. Symfony's plurals
 * ("a|b") get the target's forms.
 */
export function parseXliff(text: string, target: string): LocaleParse {
  const scan = blankComments(text);
  const entries: Entry[] = [];
  const fixed: Edit[] = [];
  let unchanged = 0;
  const version2 = /<xliff\b[^>]*\bversion\s*=\s*["']2/.test(scan);
  const note = (within: Element) =>
    elements(scan, "note", within.start, within.end)
      .map((n) => text.slice(n.inner.start, n.inner.end).trim())
      .join(" | ") || undefined;
  const add = (container: Element, key: string, noteText: string | undefined, stateOn: "target" | "segment") => {
    const source = elements(scan, "source", container.inner.start, container.inner.end)[0];
    if (!source) return;
    const existing = elements(scan, "target", container.inner.start, container.inner.end)[0];
    const raw = text.slice(source.inner.start, source.inner.end);
    if (!raw.trim() || /<!\[CDATA\[/.test(raw) || container.attrs.translate === "no") {
      unchanged++;
      return;
    }
    const message = units(raw, key, noteText, target);
    const write = (value: string) => xmlText(value);
    if (existing) {
      const start = stateOn === "target" ? existing.start : existing.inner.start;
      entries.push({
        key,
        start,
        end: existing.inner.end,
        units: message.units,
        added: message.added as Entry["added"],
        render: (texts) =>
          (stateOn === "target" ? withAttribute(existing.open, "state", "translated") : "") +
          write(message.render(texts)),
      });
    } else {
      const indent = /[ \t]*$/.exec(text.slice(text.lastIndexOf("\n", source.start - 1) + 1, source.start))![0];
      const eol = text.includes("\r\n") ? "\r\n" : "\n";
      const lineBreak =
        text.slice(source.end, source.end + 2).startsWith(eol) || /\n[ \t]*$/.test(text.slice(0, source.start))
          ? eol + indent
          : "";
      const state = stateOn === "target" ? ' state="translated"' : "";
      entries.push({
        key,
        start: source.end,
        end: source.end,
        units: message.units,
        added: message.added as Entry["added"],
        render: (texts) => `${lineBreak}<target${state}>${write(message.render(texts))}</target>`,
      });
    }
  };
  if (version2) {
    const root = elements(scan, "xliff")[0];
    if (root)
      fixed.push({
        start: root.start,
        end: root.start + root.open.length,
        by: withAttribute(root.open, "trgLang", target),
      });
    for (const unit of elements(scan, "unit")) {
      const key = unit.attrs.name ?? unit.attrs.id ?? "";
      for (const segment of elements(scan, "segment", unit.inner.start, unit.inner.end)) {
        const before = entries.length;
        add(segment, key, note(unit), "segment");
        if (entries.length > before) {
          fixed.push({
            start: segment.start,
            end: segment.start + segment.open.length,
            by: withAttribute(segment.open, "state", "translated"),
          });
        }
      }
    }
  } else {
    for (const file of elements(scan, "file")) {
      const openEnd = file.start + file.open.length;
      fixed.push({ start: file.start, end: openEnd, by: withAttribute(file.open, "target-language", target) });
    }
    for (const unit of elements(scan, "trans-unit"))
      add(unit, unit.attrs.resname ?? unit.attrs.id ?? "", note(unit), "target");
  }
  return { entries, fixed, unchanged };
}
