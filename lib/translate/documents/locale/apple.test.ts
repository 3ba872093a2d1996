import { DOMParser, type Element as XmlElement } from "@xmldom/xmldom";
import { describe, expect, it } from "vitest";
import { loses, realLocale as real, translateLocale as translate } from "@/test-support/stand-in-model";
import { formatOf } from "../index";

const utf8 = (text: string) => new TextEncoder().encode(text);
const decode = (bytes: Uint8Array) => new TextDecoder().decode(bytes);

/** Apple's placeholders of a text, sorted: what a translation must keep. */
const placeholders = (text: string) =>
  (text.match(/%(?:\d+\$)?#@\w+@|%arg\b|%(?:\d+\$)?(?:ll|l)?[sdi@]|&\w+;/g) ?? []).toSorted();

/** What the stand-in model makes of a text: its words upper-cased, its placeholders as they were. */
const shouted = (text: string) =>
  text.replace(
    /(%(?:\d+\$)?(?:#@\w+@|arg\b|l{0,2}[di]|@)|&\w+;)|([^%&]+|[%&])/g,
    (_, kept, words) => kept ?? words.toUpperCase(),
  );

const FORMS = [
  ["ru", ["one", "few", "many", "other"]],
  ["ar", ["zero", "one", "two", "few", "many", "other"]],
  ["ja", ["other"]],
  ["pt-BR", ["one", "many", "other"]],
] as const;

describe("formatOf", () => {
  it("knows Apple's locale files", () => {
    expect(formatOf("Localizable.xcstrings")).toBe("xcstrings");
    expect(formatOf("en.lproj/Localizable.stringsdict")).toBe("stringsdict");
  });
});

/** A plist read as Foundation reads it: each top key's dict, as nested objects of strings. */
type Plist = string | { [key: string]: Plist };
function plist(text: string): Record<string, Plist> {
  const document = new DOMParser().parseFromString(text, "text/xml");
  const read = (dict: XmlElement): Record<string, Plist> => {
    const out: Record<string, Plist> = {};
    const children = [...dict.childNodes].filter((node): node is XmlElement => node.nodeType === 1);
    for (let i = 0; i < children.length; i += 2) {
      const value = children[i + 1];
      out[children[i].textContent ?? ""] = value.tagName === "dict" ? read(value) : (value.textContent ?? "");
    }
    return out;
  };
  return read(document.getElementsByTagName("dict")[0]);
}
const stringsOf = (value: Plist, prefix = ""): [string, string][] =>
  typeof value === "string"
    ? [[prefix, value]]
    : Object.entries(value).flatMap(([key, inner]) => stringsOf(inner, prefix ? `${prefix}/${key}` : key));

describe("Apple .stringsdict", () => {
  const mastodon = real("mastodon-ios_Localizable.stringsdict");

  it("translates a real Mastodon .stringsdict: every value, its placeholders kept, the rest byte for byte", () => {
    const { out, review } = translate("stringsdict", mastodon, "pt-BR");
    const source = decode(mastodon);
    const before = plist(source);
    const after = plist(out);
    expect(Object.keys(after)).toEqual(Object.keys(before));
    const added = new Set(review.pluralsAdded.map((plural) => plural.key));
    for (const [key, dict] of Object.entries(before)) {
      const was = new Map(stringsOf(dict));
      for (const [where, value] of stringsOf(after[key])) {
        const category = where.split("/").at(-1)!;
        const from = was.get(where) ?? was.get(where.replace(/[^/]+$/, "other"))!;
        const untouched =
          /^NSString/.test(category) &&
          !(where === "NSStringLocalizedFormatKey" && /[a-z]{2}/i.test(from.replace(/%#@\w+@/g, "")));
        expect(value).toBe(untouched ? from : shouted(from));
        expect(placeholders(value)).toEqual(placeholders(from));
        if (!was.has(where)) expect(added.has(key)).toBe(true);
      }
    }
    // pt-BR gains "many" beside one/other; outside the values and the forms added, the file is the same bytes.
    expect(out.match(/<key>many<\/key>/g)).toHaveLength(source.match(/<key>other<\/key>/g)!.length);
    const blank = (text: string) =>
      text
        .replace(/\n\s*<key>many<\/key>\n\s*<string>[^<]*<\/string>/g, "")
        .replace(/<string>[^<]*<\/string>/g, "<string/>");
    expect(blank(out)).toBe(blank(source));
    expect(review).toMatchObject({ strings: 30, translated: 30, kept: [] });
    expect(out.startsWith('<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE plist PUBLIC')).toBe(true);
  });

  const sample = utf8(
    '<?xml version="1.0" encoding="UTF-8"?>\r\n<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">\r\n' +
      '<plist version="1.0">\r\n<dict>\r\n\t<!-- Shown in the file browser -->\r\n\t<key>files.count</key>\r\n\t<dict>\r\n' +
      "\t\t<key>NSStringLocalizedFormatKey</key>\r\n\t\t<string>You have %#@files@ in %#@folders@</string>\r\n" +
      "\t\t<key>files</key>\r\n\t\t<dict>\r\n\t\t\t<key>NSStringFormatSpecTypeKey</key>\r\n\t\t\t<string>NSStringPluralRuleType</string>\r\n" +
      "\t\t\t<key>NSStringFormatValueTypeKey</key>\r\n\t\t\t<string>lld</string>\r\n" +
      "\t\t\t<key>zero</key>\r\n\t\t\t<string>no files</string>\r\n" +
      "\t\t\t<key>one</key>\r\n\t\t\t<string>%lld file &amp; more</string>\r\n" +
      "\t\t\t<key>other</key>\r\n\t\t\t<string>%lld files &amp; more</string>\r\n\t\t</dict>\r\n" +
      "\t\t<key>folders</key>\r\n\t\t<dict>\r\n\t\t\t<key>NSStringFormatSpecTypeKey</key>\r\n\t\t\t<string>NSStringPluralRuleType</string>\r\n" +
      "\t\t\t<key>NSStringFormatValueTypeKey</key>\r\n\t\t\t<string>d</string>\r\n" +
      "\t\t\t<key>one</key>\r\n\t\t\t<string>%d folder</string>\r\n" +
      "\t\t\t<key>other</key>\r\n\t\t\t<string>%d folders</string>\r\n\t\t</dict>\r\n\t</dict>\r\n" +
      "\t<key>only</key>\r\n\t<dict>\r\n\t\t<key>NSStringLocalizedFormatKey</key>\r\n\t\t<string>%#@n@</string>\r\n" +
      "\t\t<key>n</key>\r\n\t\t<dict>\r\n\t\t\t<key>NSStringFormatSpecTypeKey</key>\r\n\t\t\t<string>NSStringPluralRuleType</string>\r\n" +
      "\t\t\t<key>NSStringFormatValueTypeKey</key>\r\n\t\t\t<string>d</string>\r\n" +
      "\t\t\t<key>other</key>\r\n\t\t\t<string>%d</string>\r\n\t\t</dict>\r\n\t</dict>\r\n</dict>\r\n</plist>\r\n",
  );
  const formsOf = (out: string, variable: string) => {
    const dict = plist(out)["files.count"] as Record<string, Record<string, string>>;
    return Object.keys(dict[variable]).filter((key) => !key.startsWith("NSString"));
  };

  it.each(FORMS)(
    "writes each plural variable in the forms of %s (zero kept), asked with their numbers",
    (target, forms) => {
      const { out, segments, review } = translate("stringsdict", sample, target);
      const explicitZero = forms.includes("zero" as never) ? [] : ["zero"];
      expect(formsOf(out, "files").toSorted()).toEqual([...explicitZero, ...forms].toSorted());
      expect(formsOf(out, "folders").toSorted()).toEqual([...forms].toSorted());
      expect(segments[0]).toBe('<ctx key="files.count" note="Shown in the file browser"/> You have <x1/> in <x2/>');
      expect(segments).toContain(
        `<ctx key="files.count.files" note="Shown in the file browser; files in You have %#@files@ in %#@folders@" plural="zero" n="0"/> no files`,
      );
      const files = (plist(out)["files.count"] as Record<string, Record<string, string>>).files;
      expect(files.other).toBe("%lld FILES & MORE");
      expect(out).toContain("%lld FILES &amp; MORE");
      expect(out).toContain("\t\t\t<key>other</key>\r\n\t\t\t<string>%d FOLDERS</string>");
      if (target === "ru") {
        expect(segments).toContain(
          '<ctx key="files.count.folders" note="Shown in the file browser; folders in You have %#@files@ in %#@folders@" plural="few" n="2"/> <x1/> folders',
        );
        expect(out).toContain(
          "\t\t\t<key>other</key>\r\n\t\t\t<string>%d FOLDERS</string>\r\n\t\t\t<key>few</key>\r\n\t\t\t<string>%d FOLDERS</string>\r\n" +
            "\t\t\t<key>many</key>\r\n\t\t\t<string>%d FOLDERS</string>\r\n\t\t</dict>",
        );
      }
      if (target === "ja") expect(out).not.toContain("<key>one</key>");
      // A key that is only its variable, whose form is only a placeholder, gains the target's forms all the same.
      const only = (plist(out).only as Record<string, Record<string, string>>).n;
      expect(
        Object.keys(only)
          .filter((key) => !key.startsWith("NSString"))
          .toSorted(),
      ).toEqual([...new Set(["other", ...forms])].toSorted());
      expect(review.pluralsAdded.map((plural) => plural.key)).toEqual(target === "ja" ? [] : ["files.count", "only"]);
    },
  );

  it("keeps a key whose translation lost a placeholder in the source language, after asking again", () => {
    const { out, review } = translate("stringsdict", sample, "ru", loses);
    const source = decode(sample);
    const only = source.indexOf("\t<key>only</key>");
    expect(out.slice(0, only)).toBe(source.slice(0, only)); // files.count as it was
    expect(out).toContain("<string>%d</string>\r\n\t\t\t<key>one</key>\r\n\t\t\t<string>%d</string>"); // forms added all the same
    expect(review.kept).toEqual([{ key: "files.count", reason: expect.stringMatching(/perdeu %#@files@/) }]);
    expect(review.retried).toEqual(["files.count"]);
  });
});

/** A catalog's strings with the target's localizations taken out (what must not change). */
const without = (catalog: { strings: Record<string, { localizations?: Record<string, unknown> }> }, code: string) => {
  for (const entry of Object.values(catalog.strings)) {
    if (!entry.localizations) continue;
    delete entry.localizations[code];
    if (!Object.keys(entry.localizations).length) delete entry.localizations;
  }
  return catalog;
};
type Unit = { stringUnit?: { state: string; value: string }; variations?: Record<string, Record<string, Unit>> };
type Localization = Unit & { substitutions?: Record<string, Unit & { argNum?: number; formatSpecifier?: string }> };
type Catalog = {
  sourceLanguage: string;
  strings: Record<
    string,
    { comment?: string; shouldTranslate?: boolean; localizations?: Record<string, Localization> }
  >;
};

/** Every stringUnit of a localization, by its path (variations/plural/one, substitutions/arg1/...). */
const stringUnits = (node: unknown, at = ""): [string, { state: string; value: string }][] =>
  Object.entries(node as Record<string, unknown>).flatMap(([key, inner]) =>
    key === "stringUnit"
      ? [[at, inner as { state: string; value: string }]]
      : inner && typeof inner === "object"
        ? stringUnits(inner, `${at}/${key}`)
        : [],
  );

describe("Xcode String Catalog (.xcstrings)", () => {
  const bench = real("swift-translate_LargeTestBench.xcstrings");

  it("adds the target's localization to every key of a real catalog, in Xcode's own style, and nothing else", () => {
    const { out, review } = translate("xcstrings", bench, "pt-BR");
    const source = decode(bench);
    const before = JSON.parse(source) as Catalog;
    const after = JSON.parse(out) as Catalog;
    expect(without(structuredClone(after), "pt-BR")).toEqual(before);
    for (const [key, entry] of Object.entries(after.strings)) {
      const translated = entry.localizations!["pt-BR"];
      const from = before.strings[key].localizations?.en ?? { stringUnit: { state: "translated", value: key } };
      const was = new Map(stringUnits(from));
      const now = stringUnits(translated);
      expect(now.length).toBeGreaterThanOrEqual(was.size);
      for (const [where, unit] of now) {
        const origin = was.get(where) ?? was.get(where.replace(/plural\/\w+/, "plural/other"))!;
        expect(unit.value).toBe(shouted(origin.value));
        expect(placeholders(unit.value)).toEqual(placeholders(origin.value));
        expect(unit.state).toBe(origin.state === "needs_review" ? "needs_review" : "translated");
      }
      for (const [name, substitution] of Object.entries(from.substitutions ?? {})) {
        const to = translated.substitutions![name];
        expect([to.argNum, to.formatSpecifier]).toEqual([substitution.argNum, substitution.formatSpecifier]);
        const plural = to.variations!.plural;
        expect(Object.keys(plural)).toEqual(["many", "one", "other"]); // pt-BR's, sorted as Xcode sorts
        expect(plural.many.stringUnit!.value).toBe(shouted(substitution.variations!.plural.other.stringUnit!.value));
      }
    }
    expect(review).toMatchObject({ strings: 71, translated: 71, kept: [] });
    // Every line of the file is still there, in order (the blank line of an empty key gives way to its localization).
    const lines = out.split("\n");
    let at = 0;
    for (const line of source.split("\n").filter((line) => line.trim())) {
      while (at < lines.length && lines[at] !== line) at++;
      expect(at, line).toBeLessThan(lines.length);
    }
    expect(out).toContain(
      '        "pt-BR" : {\n          "stringUnit" : {\n            "state" : "translated",\n            "value" : "ADD"',
    );
    expect(out.endsWith('  "version" : "1.0"\n}')).toBe(true);
  });

  const catalog = utf8(
    JSON.stringify(
      {
        sourceLanguage: "en",
        strings: {
          "%lld photos": {
            comment: "Album subtitle",
            localizations: {
              de: { stringUnit: { state: "translated", value: "%lld Fotos" } },
              en: {
                variations: {
                  plural: {
                    one: { stringUnit: { state: "translated", value: "%lld photo" } },
                    other: { stringUnit: { state: "translated", value: "%lld photos" } },
                  },
                },
              },
            },
          },
          "Open %@": { localizations: { ru: { stringUnit: { state: "translated", value: "старое" } } } },
          "device.hint": {
            localizations: {
              en: {
                variations: {
                  device: {
                    iphone: { stringUnit: { state: "translated", value: "Tap to open" } },
                    mac: { stringUnit: { state: "translated", value: "Click to open" } },
                  },
                },
              },
            },
          },
          Brand: { shouldTranslate: false },
          "settings.title": {},
        },
        version: "1.0",
      },
      null,
      4,
    ),
  );

  it.each(FORMS)(
    "completes plurals for %s, replaces its old localization and keeps the file's ': ' style",
    (target, forms) => {
      const { out, segments } = translate("xcstrings", catalog, target);
      const after = JSON.parse(out) as Catalog;
      const photos = after.strings["%lld photos"].localizations![target]!.variations!.plural;
      expect(Object.keys(photos)).toEqual([...forms].toSorted());
      for (const form of forms)
        expect(photos[form].stringUnit).toEqual({
          state: "translated",
          value: form === "one" ? "%lld PHOTO" : "%lld PHOTOS",
        });
      expect(after.strings["Open %@"].localizations![target].stringUnit!.value).toBe("OPEN %@");
      expect(Object.keys(after.strings["Open %@"].localizations!)).toEqual(
        target === "ru" ? ["ru"] : [target, "ru"].toSorted(),
      );
      expect(after.strings["device.hint"].localizations![target].variations!.device.mac.stringUnit!.value).toBe(
        "CLICK TO OPEN",
      );
      expect(after.strings.Brand).toEqual({ shouldTranslate: false });
      expect(after.strings["settings.title"]).toEqual({}); // an identifier with no text in the source language
      const other = segments.find((segment) =>
        segment.startsWith('<ctx key="%lld photos" note="Album subtitle" plural="other"'),
      );
      expect(other).toMatch(/ n="[\d.]+"\/> <x1\/> photos$/);
      if (target === "ru")
        expect(segments).toContain('<ctx key="%lld photos" note="Album subtitle" plural="few" n="2"/> <x1/> photos');
      expect(out).toMatch(/\n {20}"stringUnit": \{\n {24}"state": "translated",/);
      expect(out).not.toContain('" : ');
    },
  );

  it("keeps a key whose translation lost a placeholder untranslated and lists it", () => {
    const { out, review } = translate("xcstrings", catalog, "ru", loses);
    const after = JSON.parse(out) as Catalog;
    expect(after.strings["%lld photos"].localizations!.ru).toBeUndefined();
    expect(after.strings["Open %@"].localizations!.ru.stringUnit!.value).toBe("старое");
    expect(after.strings["device.hint"].localizations!.ru.variations!.device.iphone.stringUnit!.value).toBe(
      "TAP TO OPEN",
    );
    expect(review.kept).toEqual([
      { key: "%lld photos", reason: expect.stringMatching(/perdeu %lld/) },
      { key: "Open %@", reason: expect.stringMatching(/perdeu %@/) },
    ]);
    expect(review.retried).toEqual(["%lld photos", "Open %@"]);
  });
});
