import type { Entry, LocaleParse } from "./document";

/** A .properties value as Java reads it: \uXXXX, \n, \t, \\ and escaped separators; continuation lines joined. */
function propertiesValue(raw: string): string {
  return raw
    .replace(/\\\r?\n[ \t\f]*/g, "")
    .replace(/\\(u[0-9a-fA-F]{4}|.)/g, (_, code: string) =>
      code.length === 5
        ? String.fromCharCode(parseInt(code.slice(1), 16))
        : (({ n: "\n", t: "\t", r: "\r", f: "\f" } as Record<string, string>)[code] ?? code),
    );
}

/**
 * Java .properties (and Spring/Quarkus messages): key = value, key: value or key value; comments above a key
 * (# or !) go as context; MessageFormat's {0} and '' are kept; a value is written on one line, with \uXXXX for
 * what the file's encoding cannot hold (ISO-8859-1) or when the file wrote its non-ASCII letters so.
 */
export function parseProperties(text: string): LocaleParse {
  const entries: Entry[] = [];
  let unchanged = 0;
  const escapesUnicode = /\\u[0-9a-fA-F]{4}/.test(text) && !/[^\x00-\x7f]/.test(text);
  const logical =
    /^([ \t\f]*)(?:([#!].*)|((?:\\.|[^\s:=\\])+)([ \t\f]*[:=]?[ \t\f]*)((?:\\\r?\n|\\.|[^\r\n\\])*))(\r?\n|$)/gm;
  let comment: string[] = [];
  for (const match of text.matchAll(logical)) {
    if (!match[0] && match.index === text.length) break;
    const [, , remark, rawKey, separator, rawValue] = match;
    if (remark !== undefined) {
      comment.push(remark.replace(/^[#!]\s*/, ""));
      continue;
    }
    if (rawKey === undefined) {
      comment = [];
      continue;
    }
    const key = propertiesValue(rawKey);
    const value = propertiesValue(rawValue ?? "");
    const start = match.index! + match[1].length + rawKey.length + separator.length;
    const note = comment.join(" ").trim() || undefined;
    comment = [];
    if (!value.trim()) {
      unchanged++;
      continue;
    }
    entries.push({
      key,
      start,
      end: start + rawValue.length,
      units: [{ source: value, key, note, extra: /''/ }],
      render: ([translated]) => {
        let out = translated.replace(/\\/g, "\\\\").replace(/\n/g, "\\n").replace(/\t/g, "\\t").replace(/^ /, "\\ ");
        if (escapesUnicode)
          out = out.replace(/[^\x00-\x7f]/g, (c) => "\\u" + c.charCodeAt(0).toString(16).padStart(4, "0"));
        return out;
      },
    });
  }
  return { entries, unchanged };
}
