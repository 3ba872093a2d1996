import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { DOMParser, type Element as XmlElement } from "@xmldom/xmldom";
import { describe, expect, it } from "vitest";
import { shout } from "@/test-support/stand-in-model";
import { formatOf, readDocument, type DocumentFormat } from "../index";
import { mask } from "./placeholders";

/**
 * Every real file of test-support/locales (SOURCES.tsv), read for ru and pt-BR, translated by the stand-in model and
 * written back: the result parses, keeps every key of the source in order, keeps every placeholder of each value,
 * and its review adds up.
 */
const FOLDER = "test-support/locales";
const FILES = readFileSync(path.join(FOLDER, "SOURCES.tsv"), "utf8")
  .trim()
  .split("\n")
  .slice(1)
  .map((line) => line.split("\t")[0]);

type Pairs = [key: string, value: string][];

/**
 * An XML text parsed by xmldom, failing on any error or warning but an entity the file declares in its own DTD
 * (termux's &TERMUX_APP_NAME;), which xmldom does not read.
 */
function xml(text: string) {
  const problems: string[] = [];
  const report = (level: string, message: string) => {
    if (!/entity not found/.test(message)) problems.push(`${level}: ${message}`);
  };
  const document = new DOMParser({ onError: report }).parseFromString(text, "text/xml");
  expect(problems).toEqual([]);
  return document;
}
const children = (node: XmlElement, name: string) =>
  [...node.childNodes].filter(
    (child): child is XmlElement => child.nodeType === 1 && (child as XmlElement).tagName === name,
  );
const inner = (element: XmlElement | undefined) =>
  element ? [...element.childNodes].map((child) => child.toString()).join("") : "";

function jsonPairs(value: unknown, prefix: string[] = [], skip = (key: string) => key.startsWith("@")): Pairs {
  if (typeof value === "string") return [[prefix.join("/"), value]];
  if (!value || typeof value !== "object") return [];
  return Object.entries(value).flatMap(([key, inner]) => (skip(key) ? [] : jsonPairs(inner, [...prefix, key], skip)));
}

/** gettext entries: msgctxt+msgid as key, msgstr (all forms) as value; the header is left out. */
function poPairs(text: string, value: "msgid" | "msgstr"): Pairs {
  const unquote = (lines: string) =>
    [...lines.matchAll(/"((?:[^"\\]|\\.)*)"/g)].map((m) => JSON.parse(`"${m[1]}"`) as string).join("");
  return text
    .split(/\r?\n\s*\r?\n/)
    .map((block) => block.replace(/^#.*$/gm, ""))
    .filter((block) => /^msgid /m.test(block))
    .map((block) => {
      const field = (name: string) =>
        [...block.matchAll(new RegExp(`^${name} ((?:"(?:[^"\\\\]|\\\\.)*"\\s*)+)`, "gm"))].map((m) => unquote(m[1]));
      const id = field("msgid")[0];
      const source = [id, ...field("msgid_plural")].join(" ");
      return [
        `${field("msgctxt")[0] ?? ""}\u0004${id}`,
        value === "msgid" ? source : field("msgstr(?:\\[\\d+\\])?").join(" "),
      ];
    })
    .filter(([key]) => key !== "\u0004") as Pairs;
}

/** .properties: key and value of each logical line (continuations joined, escapes left as written). */
function propertiesPairs(text: string): Pairs {
  const logical = text.replace(/(?<!\\)((?:\\\\)*)\\\r?\n[ \t\f]*/g, "$1").split(/\r?\n/);
  return logical
    .filter((line) => line.trim() && !/^\s*[#!]/.test(line))
    .map((line) => {
      const m = /^\s*((?:[^\s=:\\]|\\.)*)\s*[=:\s]\s*(.*)$/.exec(line)!;
      return [m[1], m[2]];
    });
}

/** Apple .strings: "key" = "value"; with comments; anything else fails the parse. */
function stringsPairs(text: string): Pairs {
  const statement = /\s*"((?:[^"\\]|\\.)*)"\s*=\s*"((?:[^"\\]|\\.)*)"\s*;/y;
  const pairs: Pairs = [];
  const bare = text.replace(/\/\*[\s\S]*?\*\/|^\s*\/\/.*$/gm, "");
  let at = 0;
  while (at < bare.length && bare.slice(at).trim()) {
    statement.lastIndex = at;
    const m = statement.exec(bare);
    if (!m) throw new Error(`.strings does not parse at ${JSON.stringify(bare.slice(at, at + 60))}`);
    pairs.push([m[1], m[2]]);
    at = statement.lastIndex;
  }
  return pairs;
}

function androidPairs(text: string): Pairs {
  const root = xml(text).documentElement!;
  return [...root.childNodes]
    .filter((node): node is XmlElement => node.nodeType === 1)
    .flatMap((element): Pairs => {
      const name = element.getAttribute("name") ?? "";
      if (element.tagName === "string") return [[name, inner(element)]];
      if (element.tagName === "plurals")
        return children(element, "item").map((item) => [`${name}#${item.getAttribute("quantity")}`, inner(item)]);
      if (element.tagName === "string-array")
        return children(element, "item").map((item, index) => [`${name}[${index}]`, inner(item)]);
      return [];
    });
}

/** XLIFF 1.2 trans-units and 2.0 unit segments: the source, or the target written for it. */
function xliffPairs(text: string, side: "source" | "target"): Pairs {
  const document = xml(text);
  const units = [...document.getElementsByTagName("trans-unit")].map((unit): Pairs => [
    [unit.getAttribute("id") ?? "", inner(children(unit, side)[0])],
  ]);
  const units2 = [...document.getElementsByTagName("unit")].map((unit): Pairs =>
    children(unit, "segment").map((segment, index) => [
      `${unit.getAttribute("id")}/${index}`,
      inner(children(segment, side)[0]),
    ]),
  );
  return [...units, ...units2].flat();
}

/** The file's values, keyed as they are found in both the source and the translation. */
async function pairsOf(format: DocumentFormat, text: string, side: "source" | "target"): Promise<Pairs> {
  switch (format) {
    case "json":
      return jsonPairs(JSON.parse(text), [], () => false);
    case "arb":
      return jsonPairs(JSON.parse(text));
    case "po":
    case "pot":
      return poPairs(text, side === "source" ? "msgid" : "msgstr");
    case "properties":
      return propertiesPairs(text);
    case "strings":
      return stringsPairs(text);
    case "xml":
      return androidPairs(text);
    case "xlf":
    case "xliff":
      return xliffPairs(text, side);
    case "yml":
    case "yaml": {
      // js-yaml (a dependency of the tools, untyped here) parses the file; the locale root (en:, ru:) is left out.
      const yaml = (await import("js-yaml" as string)) as { load(text: string): unknown };
      const tree = yaml.load(text) as Record<string, unknown>;
      return jsonPairs(Object.values(tree)[0], [], () => false);
    }
    default:
      return [];
  }
}

/** The key a value added for the target's plural falls back to in the source (its "other" form). */
const otherOf = (key: string) =>
  key.replace(/([_#/.])(zero|one|two|few|many)$/, "$1other").replace(/_(zero|one|two|few|many)$/, "_other");

/**
 * A value's placeholders; in an ICU message a branch's text ("one {View}") is text, not an argument; in Rails YAML
 * strftime's directives (%Y, %m, %b) are placeholders too.
 */
const placeholdersOf = (value: string, format: DocumentFormat) =>
  mask(
    /\{\s*\w+\s*,\s*(?:plural|select|selectordinal)\s*,/.test(value)
      ? value.replace(/((?:=\d+|zero|one|two|few|many|other)\s*)\{([^{}]*)\}/g, "$1($2)")
      : value,
    format === "yml" ? /%[-_0^#:]*[A-Za-z]/ : undefined,
  ).tokens;
/** Whether `keys` holds every one of `wanted` in the same order. */
function inOrder(keys: string[], wanted: string[]) {
  let at = 0;
  for (const key of keys) if (key === wanted[at]) at++;
  return at === wanted.length;
}

describe.each(FILES)("real locale file %s", (file) => {
  const bytes = readFileSync(path.join(FOLDER, file));
  const format = formatOf(file);

  it.each(["ru", "pt-BR"])(
    "round-trips for %s: parses, keeps keys in order and placeholders, review adds up",
    async (target) => {
      const document = readDocument(format, bytes, undefined, target);
      const answers = document.segments.map((segment) => (segment ? shout(segment) : segment));
      const out = new TextDecoder().decode(document.write(answers));
      const review = document.review!(answers);

      // The review: every string translated (the stand-in keeps every token), nothing kept, no form added twice.
      expect(review.strings).toBeGreaterThan(0);
      expect(review.translated + review.kept.length).toBe(review.strings);
      expect(review.kept).toEqual([]);
      expect(review.retried).toEqual([]);
      for (const added of review.pluralsAdded) {
        expect(new Set(added.categories).size).toBe(added.categories.length);
        expect(added.categories).not.toContain("other");
      }

      if (format === "po" || format === "pot") {
        const dir = mkdtempSync(path.join(tmpdir(), "real-po-"));
        writeFileSync(path.join(dir, "out.po"), out);
        execFileSync("msgfmt", ["--check", "-o", path.join(dir, "out.mo"), path.join(dir, "out.po")]);
      }
      if (format === "xcstrings")
        expect(Object.keys(JSON.parse(out).strings)).toEqual(
          Object.keys(JSON.parse(new TextDecoder().decode(bytes)).strings),
        );
      if (format === "stringsdict") {
        const keys = (text: string) => [...xml(text).getElementsByTagName("key")].map((key) => key.textContent ?? "");
        expect(inOrder(keys(out), keys(new TextDecoder().decode(bytes)))).toBe(true);
      }

      const source = await pairsOf(format, new TextDecoder().decode(bytes), "source");
      const written = await pairsOf(format, out, "target");
      if (!source.length) return;
      // Placeholders kept: some exactly when the source's values have some (entities are not counted).
      const placeholders = source.flatMap(([, value]) =>
        placeholdersOf(value, format).filter((token) => !token.startsWith("&")),
      );
      expect(review.placeholders > 0).toBe(placeholders.length > 0);
      expect(
        inOrder(
          written.map(([key]) => key),
          source.map(([key]) => key),
        ),
      ).toBe(true);
      const before = new Map(source);
      let changed = 0;
      for (const [key, value] of written) {
        const from = before.get(key) ?? before.get(otherOf(key));
        expect(from, `${key} comes from the source`).toBeDefined();
        for (const token of placeholdersOf(from!, format)) expect(value, `${key} keeps ${token}`).toContain(token);
        if (value !== from) changed++;
      }
      expect(changed).toBeGreaterThan(0);
    },
  );
});
