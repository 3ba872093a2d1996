import { ApiError } from "@/lib/http/api-error";
import type { Entry, LocaleParse } from "./document";

const unescape = (raw: string) =>
  raw.replace(/\\(U[0-9a-fA-F]{4}|u[0-9a-fA-F]{4}|.)/g, (_, code: string) =>
    code.length === 5
      ? String.fromCharCode(parseInt(code.slice(1), 16))
      : (({ n: "\n", t: "\t", r: "\r" } as Record<string, string>)[code] ?? code),
  );
const escape = (value: string) =>
  value.replace(/[\\"\n\t\r]/g, (c) => ({ "\\": "\\\\", '"': '\\"', "\n": "\\n", "\t": "\\t", "\r": "\\r" })[c]!);

/**
 * Apple .strings ("key" = "value";, UTF-8 or UTF-16): the comment above a pair (/* *\/ or //) goes as context;
 * %@, %1$@, %lld are tokens; only the value's literal is rewritten.
 */
export function parseStrings(text: string): LocaleParse {
  const entries: Entry[] = [];
  let unchanged = 0;
  const token = /\/\*([\s\S]*?)\*\/|\/\/([^\n]*)|("(?:[^"\\]|\\.)*"|[\w.-]+)\s*=\s*("(?:[^"\\]|\\.)*")\s*;|(\S)/g;
  let comment: string | undefined;
  for (const match of text.matchAll(token)) {
    if (match[1] !== undefined || match[2] !== undefined) {
      comment = (match[1] ?? match[2]).trim() || undefined;
      continue;
    }
    if (match[5] !== undefined) {
      const line = text.slice(0, match.index).split("\n").length;
      throw new ApiError(
        "invalid_input",
        `O arquivo .strings está quebrado na linha ${line}. Corrija-o e envie de novo.`,
      );
    }
    const key = match[3].startsWith('"') ? unescape(match[3].slice(1, -1)) : match[3];
    const literal = match[4];
    const value = unescape(literal.slice(1, -1));
    const start = match.index! + match[0].lastIndexOf(literal);
    const note = comment && !/^No comment provided/i.test(comment) ? comment : undefined;
    comment = undefined;
    if (!value.trim()) {
      unchanged++;
      continue;
    }
    entries.push({
      key,
      start,
      end: start + literal.length,
      units: [{ source: value, key, note }],
      render: ([v]) => `"${escape(v)}"`,
    });
  }
  return { entries, unchanged };
}
