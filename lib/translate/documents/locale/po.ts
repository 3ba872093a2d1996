import { ApiError } from "@/lib/http/api-error";
import type { Edit } from "../text";
import type { Entry, LocaleParse } from "./document";
import { gettextPlurals } from "./plurals";

const unescape = (literal: string) =>
  literal.replace(/\\(["\\abfnrtv]|[0-7]{1,3}|x[0-9a-fA-F]+)/g, (_, code: string) => {
    const simple: Record<string, string> = { n: "\n", t: "\t", r: "\r", a: "\x07", b: "\b", f: "\f", v: "\v" };
    if (code in simple) return simple[code];
    if (code[0] === "x") return String.fromCharCode(parseInt(code.slice(1), 16));
    if (/^[0-7]/.test(code)) return String.fromCharCode(parseInt(code, 8));
    return code;
  });
const escape = (value: string) =>
  value.replace(/[\\"\n\t\r]/g, (c) => ({ "\\": "\\\\", '"': '\\"', "\n": "\\n", "\t": "\\t", "\r": "\\r" })[c]!);

type Field = { name: string; start: number; end: number; value: string; multiline: boolean };
type PoEntry = { fields: Field[]; comments: string[]; line: number };

/** gettext's language code for a BCP 47 one: pt-BR is pt_BR. */
const gettextLanguage = (code: string) => code.replace("-", "_");

/**
 * gettext .po and .pot: each msgid is translated into its msgstr (a .pot's empty ones filled), msgid_plural into
 * msgstr[0..n-1] in the order of the target's Plural-Forms (written in the header, with Language), each form asked
 * of the model with a number it stands for. msgctxt, translator and extracted comments go as context; flags,
 * references and obsolete entries stay as they are.
 */
export function parsePo(text: string, target: string): LocaleParse {
  const lines: { start: number; end: number; text: string }[] = [];
  for (let start = 0; start < text.length;) {
    const feed = text.indexOf("\n", start);
    const next = feed < 0 ? text.length : feed + 1;
    const end = feed < 0 ? text.length : feed > start && text[feed - 1] === "\r" ? feed - 1 : feed;
    lines.push({ start, end, text: text.slice(start, end) });
    start = next;
  }
  const entries: PoEntry[] = [];
  let current: PoEntry | undefined;
  let comments: string[] = [];
  let field: Field | undefined;
  lines.forEach((line, index) => {
    const trimmed = line.text.trim();
    if (!trimmed) {
      current = undefined;
      field = undefined;
      return;
    }
    if (trimmed.startsWith("#")) {
      if (current?.fields.some((f) => f.name.startsWith("msgstr"))) current = undefined;
      if (/^#[.\s]/.test(trimmed) || trimmed === "#") comments.push(trimmed.replace(/^#\.?\s?/, ""));
      field = undefined;
      return;
    }
    const keyword = /^(msgctxt|msgid_plural|msgid|msgstr(?:\[\d+\])?)\s+"(.*)"\s*$/.exec(trimmed);
    if (keyword) {
      if (keyword[1] === "msgctxt" || (keyword[1] === "msgid" && !current?.fields.some((f) => f.name === "msgctxt"))) {
        if (!current || current.fields.some((f) => f.name === "msgid")) {
          current = { fields: [], comments, line: index + 1 };
          entries.push(current);
          comments = [];
        }
      }
      if (!current) throw broken(index + 1);
      field = { name: keyword[1], start: line.start, end: line.end, value: unescape(keyword[2]), multiline: false };
      current.fields.push(field);
      return;
    }
    const continuation = /^"(.*)"\s*$/.exec(trimmed);
    if (continuation && field) {
      field.value += unescape(continuation[1]);
      field.end = line.end;
      field.multiline = true;
      return;
    }
    throw broken(index + 1);
  });

  const eol = text.includes("\r\n") ? "\r\n" : "\n";
  const plurals = gettextPlurals(target);
  const english = new Intl.PluralRules("en");
  const result: Entry[] = [];
  const fixed: Edit[] = [];
  let unchanged = 0;
  /** A msgstr written as gettext writes it: one line, or "" then one line per \n when the source had several. */
  const literal = (name: string, value: string, multiline: boolean) => {
    if (!multiline) return `${name} "${escape(value)}"`;
    const parts = value.split(/(?<=\n)/).map((part) => `"${escape(part)}"`);
    return [`${name} ""`, ...parts].join(eol);
  };
  for (const entry of entries) {
    const get = (name: string) => entry.fields.find((f) => f.name === name);
    const msgid = get("msgid");
    if (!msgid) continue;
    const context = get("msgctxt")?.value;
    const strs = entry.fields.filter((f) => f.name.startsWith("msgstr"));
    if (!strs.length) throw broken(entry.line);
    const first = strs[0];
    const last = strs.at(-1)!;
    if (!msgid.value) {
      fixed.push(header(text, first.start, last.end, target, plurals.header, eol));
      continue;
    }
    const note = [context && `contexto: ${context}`, ...entry.comments].filter(Boolean).join(" | ") || undefined;
    const key = (context ? `${context}|` : "") + msgid.value.slice(0, 80);
    const plural = get("msgid_plural");
    if (!msgid.value.trim()) {
      unchanged++;
      continue;
    }
    if (!plural) {
      result.push({
        key,
        start: first.start,
        end: last.end,
        units: [{ source: msgid.value, key, note }],
        render: ([value]) => literal("msgstr", value, msgid.multiline),
      });
      continue;
    }
    const units = plurals.forms.map((form) => ({
      source: english.select(Number(form.sample)) === "one" ? msgid.value : plural.value,
      key,
      note,
      plural: form.category,
    }));
    result.push({
      key,
      start: first.start,
      end: last.end,
      units,
      added: plurals.forms
        .map((form) => form.category)
        .filter((category) => category !== "one" && category !== "other"),
      render: (values) => values.map((value, index) => literal(`msgstr[${index}]`, value, msgid.multiline)).join(eol),
    });
  }
  return { entries: result, fixed, unchanged };
}

const broken = (line: number) =>
  new ApiError("invalid_input", `O arquivo .po está quebrado na linha ${line}. Corrija-o e envie de novo.`);

/** The header's msgstr with the target's Language and Plural-Forms (and UTF-8 where a .pot says CHARSET). */
function header(text: string, start: number, end: number, target: string, pluralForms: string, eol: string): Edit {
  let by = text.slice(start, end);
  const set = (name: string, value: string) => {
    const line = new RegExp(`"${name}:[^"\\n]*(?:\\\\n)?"`);
    if (line.test(by)) by = by.replace(line, () => `"${name}: ${value}\\n"`);
    else by += `${eol}"${name}: ${value}\\n"`;
  };
  set("Language", gettextLanguage(target));
  set("Plural-Forms", pluralForms);
  by = by.replace(/charset=CHARSET/, "charset=UTF-8");
  return { start, end, by };
}
