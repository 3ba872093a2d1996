import type { DocumentText } from "../text";
import { decodeLocale } from "./codec";
import { localeDocument, type LocaleFormat, type LocaleReview } from "./document";
import { parseJsonLocale } from "./json";
import { parsePo } from "./po";
import { parseAndroid } from "./android";
import { parseProperties } from "./properties";
import { parseStrings } from "./strings";
import { parseStringsdict } from "./stringsdict";
import { parseXcstrings } from "./xcstrings";
import { parseXliff } from "./xliff";
import { parseYaml } from "./yaml";

/** An app's locale formats: how each is read for a target language, and its download type. */
const parsers = {
  json: {
    parse: (text, target) => parseJsonLocale(text, target),
    type: "application/json; charset=utf-8",
    name: "JSON",
  },
  arb: {
    parse: (text, target) => parseJsonLocale(text, target, true),
    type: "application/json; charset=utf-8",
    name: ".arb",
  },
  po: { parse: parsePo, type: "text/x-gettext-translation; charset=utf-8", name: ".po" },
  pot: { parse: parsePo, type: "text/x-gettext-translation; charset=utf-8", name: ".pot" },
  xml: { parse: parseAndroid, type: "application/xml; charset=utf-8", name: "Android strings.xml" },
  xlf: { parse: parseXliff, type: "application/xliff+xml; charset=utf-8", name: "XLIFF" },
  xliff: { parse: parseXliff, type: "application/xliff+xml; charset=utf-8", name: "XLIFF" },
  yml: { parse: parseYaml, type: "application/yaml; charset=utf-8", name: "YAML" },
  yaml: { parse: parseYaml, type: "application/yaml; charset=utf-8", name: "YAML" },
  properties: { parse: parseProperties, type: "text/plain; charset=utf-8", name: ".properties" },
  strings: { parse: parseStrings, type: "text/plain; charset=utf-8", name: ".strings" },
  stringsdict: { parse: parseStringsdict, type: "application/x-plist; charset=utf-8", name: ".stringsdict" },
  xcstrings: { parse: parseXcstrings, type: "application/json; charset=utf-8", name: ".xcstrings" },
} as const satisfies Record<string, { parse: LocaleFormat; type: string; name: string }>;

export type LocaleFormatName = keyof typeof parsers;

const read =
  (format: LocaleFormatName) =>
  (bytes: Uint8Array, target = "pt-BR") => {
    const decoded = decodeLocale(bytes, format === "properties");
    return localeDocument(parsers[format].name, decoded, parsers[format].parse(decoded.text, target), target);
  };

export const LOCALE_FORMATS = Object.fromEntries(
  Object.entries(parsers).map(([format, { type }]) => [format, { read: read(format as LocaleFormatName), type }]),
) as { [F in LocaleFormatName]: { read: (bytes: Uint8Array, target?: string) => DocumentText; type: string } };

export function readLocale(format: string, bytes: Uint8Array, target: string): DocumentText {
  return LOCALE_FORMATS[format as LocaleFormatName].read(bytes, target);
}

export type { LocaleReview };
