import { ApiError } from "@/lib/http/api-error";
import type { Edit } from "../text";
import type { Entry, LocaleParse } from "./document";
import { isCategory, pluralCategories } from "./plurals";

type Scalar = {
  path: string[];
  key: string;
  start: number;
  end: number;
  value: string;
  style: "plain" | "single" | "double";
  indent: number;
  line: { start: number; keyStart: number };
};

function scalar(raw: string): { value: string; style: Scalar["style"] } | undefined {
  if (raw.startsWith('"')) {
    if (!/^"(?:[^"\\]|\\.)*"$/.test(raw)) return undefined;
    return { value: JSON.parse(raw.replace(/\\'/g, "'")) as string, style: "double" };
  }
  if (raw.startsWith("'")) {
    if (!/^'(?:[^']|'')*'$/.test(raw)) return undefined;
    return { value: raw.slice(1, -1).replace(/''/g, "'"), style: "single" };
  }
  if (/^[|>&*!{[]/.test(raw) || /^(true|false|yes|no|null|~|-?\d[\d.]*)$/i.test(raw)) return undefined;
  return { value: raw, style: "plain" };
}

/** Ruby's own placeholders beside the usual ones: format's %<name>s and strftime's %Y, %-d, %^a (Rails' I18n.l). */
const RUBY = /%<\w+>[a-z]|%[-_0^#:]*[A-Za-z]/;

/** A translation written in the value's own quoting (a plain value that now needs quotes gets double ones). */
function yamlLiteral(value: string, style: Scalar["style"]): string {
  if (style === "single" && !value.includes("\n")) return `'${value.replace(/'/g, "''")}'`;
  if (style === "plain" && !/^[\s\-?:,[\]{}#&*!|>'"%@`]|: | #|\n|\s$|^$/.test(value)) return value;
  return JSON.stringify(value);
}

/**
 * Rails (and Symfony) YAML: nested keys under a locale root, which is renamed to the target (en: becomes ru:);
 * %{name} and %<name>s are tokens; a mapping of one/other keys is a plural and gets the target's CLDR keys (a new
 * one from "other", after the last). Block scalars (| and >), anchors and flow collections stay as they are.
 */
export function parseYaml(text: string, target: string): LocaleParse {
  const entries: Entry[] = [];
  const fixed: Edit[] = [];
  let unchanged = 0;
  const stack: { indent: number; key: string }[] = [];
  const scalars: Scalar[] = [];
  const line =
    /^([ \t]*)(?:(#.*)|((?:"(?:[^"\\]|\\.)*"|'(?:[^']|'')*'|[^\s#'"][^:#\n]*?))[ \t]*:(?:[ \t]+(.*?))?[ \t]*(?:#.*)?)?(\r?\n|$)/gm;
  let rootRenamed = false;
  for (const match of text.matchAll(line)) {
    if (match.index === text.length && !match[0]) break;
    const [whole, spaces, comment, rawKey, rawValue] = match;
    if (comment !== undefined || rawKey === undefined) {
      if (whole.trim() && comment === undefined && !/^\s*(---|\.\.\.|-)/.test(whole)) {
        // A continuation of a multi-line value or a list: left as it is.
      }
      continue;
    }
    const indent = spaces.length;
    while (stack.length && stack.at(-1)!.indent >= indent) stack.pop();
    const key = rawKey.replace(/^["']|["']$/g, "");
    const keyStart = match.index! + spaces.length;
    if (!stack.length && !rootRenamed && !rawValue && /^[a-z]{2,3}([-_][A-Za-z]{2,4})?$/.test(key)) {
      rootRenamed = true;
      fixed.push({ start: keyStart, end: keyStart + rawKey.length, by: target });
    }
    if (!rawValue) {
      stack.push({ indent, key });
      continue;
    }
    const parsed = scalar(rawValue);
    const valueStart = match.index! + whole.indexOf(rawValue, spaces.length + rawKey.length);
    if (!parsed) {
      unchanged++;
      continue;
    }
    scalars.push({
      path: [...stack.map((s) => s.key), key],
      key,
      start: valueStart,
      end: valueStart + rawValue.length,
      ...parsed,
      indent,
      line: { start: match.index!, keyStart },
    });
  }
  if (!scalars.length && !fixed.length && text.trim()) {
    throw new ApiError(
      "invalid_input",
      "O arquivo YAML não tem textos no formato chave: valor. Corrija-o e envie de novo.",
    );
  }
  const categories = pluralCategories(target);
  const eol = text.includes("\r\n") ? "\r\n" : "\n";
  const done = new Set<Scalar>();
  for (const item of scalars) {
    if (done.has(item)) continue;
    const parent = item.path.slice(0, -1).join(".");
    const siblings = scalars.filter(
      (s) => s.path.slice(0, -1).join(".") === parent && s.path.length === item.path.length,
    );
    const plural =
      isCategory(item.key) && siblings.some((s) => s.key === "other") && siblings.every((s) => isCategory(s.key));
    if (!plural) {
      if (!item.value.trim()) {
        unchanged++;
        continue;
      }
      const key = item.path.slice(1).join(".") || item.key;
      entries.push({
        key,
        start: item.start,
        end: item.end,
        units: [{ source: item.value, key, extra: RUBY }],
        render: ([v]) => yamlLiteral(v, item.style),
      });
      continue;
    }
    siblings.forEach((s) => done.add(s));
    const key = item.path.slice(1, -1).join(".");
    const other = siblings.find((s) => s.key === "other")!;
    const missing = categories.filter((category) => !siblings.some((s) => s.key === category));
    const last = siblings.at(-1)!;
    const indentText = text.slice(last.line.start, last.line.keyStart);
    entries.push({
      key,
      start: siblings[0].start,
      end: last.end,
      units: [
        ...siblings.map((s) => ({ source: s.value, key, plural: s.key as never, extra: RUBY })),
        ...missing.map((category) => ({ source: other.value, key, plural: category, extra: RUBY })),
      ],
      added: missing,
      render: (values) => {
        let out = "";
        let at = siblings[0].start;
        siblings.forEach((s, index) => {
          out += text.slice(at, s.start) + yamlLiteral(values[index], s.style);
          at = s.end;
        });
        out += text.slice(at, last.end);
        missing.forEach((category, index) => {
          out += `${eol}${indentText}${category}: ${yamlLiteral(values[siblings.length + index], other.style)}`;
        });
        return out;
      },
    });
  }
  return { entries, fixed, unchanged };
}
