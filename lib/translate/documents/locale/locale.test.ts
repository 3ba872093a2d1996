import { execFileSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { DOMParser } from "@xmldom/xmldom";
import { describe, expect, it } from "vitest";
import { loses, realLocale as real, translateLocale as translate } from "@/test-support/stand-in-model";

const utf8 = (text: string) => new TextEncoder().encode(text);
const decode = (bytes: Uint8Array) => new TextDecoder().decode(bytes);

/** The placeholders of a text, sorted: what a translation must keep. */
const placeholders = (text: string) =>
  (text.match(/\{\{[^}]*\}\}|%\{\w+\}|\{\w+\}|%(?:\d+\$)?[sd@]|<\/?\w+[^>]*>/g) ?? []).toSorted();

const leaves = (value: unknown, prefix = ""): [string, string][] =>
  typeof value === "string"
    ? [[prefix, value]]
    : Object.entries(value as object).flatMap(([key, inner]) => leaves(inner, prefix ? `${prefix}.${key}` : key));

describe("JSON locale files", () => {
  it("translates every value of a real react-i18next file, keeping its keys, order, placeholders and bytes around", () => {
    const source = real("react-i18next-example_translation.json");
    const { out, review } = translate("json", source);
    const before = leaves(JSON.parse(decode(source)));
    const after = leaves(JSON.parse(out));
    expect(after.map(([key]) => key)).toEqual(before.map(([key]) => key));
    after.forEach(([, value], index) => {
      expect(value).toBe(before[index][1].toUpperCase().replace(/<\/?1>/g, (tag) => tag));
      expect(placeholders(value)).toEqual(placeholders(before[index][1]));
    });
    expect(out.replace(/"[^"]*"/g, '""')).toBe(decode(source).replace(/"[^"]*"/g, '""'));
    expect(review).toMatchObject({ strings: 4, translated: 4, kept: [] });
  });

  const i18next = utf8(
    '{\r\n  "inbox": {\r\n    "count_one": "You have {{count}} message",\r\n    "count_other": "You have {{count}} messages",\r\n' +
      '    "done_one": "Done"\r\n  },\r\n  "items": "{n, plural, =0 {No items} one {# item in {place}} other {# items in {place}}}",\r\n' +
      '  "only": "{{count}}",\r\n  "empty": ""\r\n}\r\n',
  );
  const keysOf = (out: string) => Object.keys(JSON.parse(out).inbox);
  const branches = (out: string) =>
    [...(JSON.parse(out).items as string).matchAll(/(=\d+|zero|one|two|few|many|other) \{/g)].map((m) => m[1]);

  it.each([
    ["ru", ["one", "few", "many", "other"]],
    ["ar", ["zero", "one", "two", "few", "many", "other"]],
    ["ja", ["other"]],
    ["pt-BR", ["one", "many", "other"]],
  ])("gives i18next keys and ICU branches the plural forms of %s, each asked with its number", (target, forms) => {
    const { out, segments, review } = translate("json", i18next, target);
    expect(
      keysOf(out)
        .filter((key) => key.startsWith("count_"))
        .toSorted(),
    ).toEqual([...new Set(["one", "other", ...forms])].map((form) => `count_${form}`).toSorted());
    expect(branches(out)).toEqual(["=0", ...forms]);
    expect(keysOf(out)).toContain("done_one"); // a key ending in _one with no _other beside it is not a plural
    if (target === "ru") {
      expect(segments).toContain('<ctx key="inbox.count" plural="few" n="2"/> You have <x1/> messages');
      expect(out).toContain('"count_many": "YOU HAVE {{count}} MESSAGES",\r\n    "done_one": "DONE"\r\n  },');
    }
    expect(JSON.parse(out)).toMatchObject({ only: "{{count}}", empty: "" });
    const added = forms.filter((form) => form !== "one" && form !== "other");
    expect(review.pluralsAdded.find((plural) => plural.key === "items")?.categories ?? []).toEqual(added);
  });

  it("keeps a value whose translation lost a placeholder in the source language and lists it", () => {
    const { out, review } = translate("json", i18next, "ru", loses);
    expect(JSON.parse(out).inbox.count_one).toBe("You have {{count}} message");
    expect(JSON.parse(out).inbox.done_one).toBe("DONE");
    expect(review.kept).toEqual([
      { key: "inbox.count", reason: expect.stringMatching(/perdeu \{\{count\}\}/) },
      { key: "items", reason: expect.stringMatching(/perdeu/) },
    ]);
    expect(review.retried).toEqual(["inbox.count", "items"]);
  });

  it("reads .arb metadata as context only and sets @@locale to the target", () => {
    const arb = utf8(
      '{\n  "@@locale": "en",\n  "hello": "Hello {name}",\n  "@hello": {\n    "description": "Greeting on the home page",\n' +
        '    "placeholders": { "name": { "type": "String" } }\n  }\n}\n',
    );
    const { out, segments } = translate("arb", arb, "pt-BR");
    expect(segments).toEqual(['<ctx key="hello" note="Greeting on the home page"/> Hello <x1/>']);
    expect(JSON.parse(out)).toEqual({
      "@@locale": "pt_BR",
      hello: "HELLO {name}",
      "@hello": { description: "Greeting on the home page", placeholders: { name: { type: "String" } } },
    });
  });
});

describe("gettext .po/.pot", () => {
  const pot = utf8(
    [
      "# Demo.",
      "#, fuzzy",
      'msgid ""',
      'msgstr ""',
      '"Project-Id-Version: demo 1.0\\n"',
      '"Language: \\n"',
      '"MIME-Version: 1.0\\n"',
      '"Content-Type: text/plain; charset=CHARSET\\n"',
      '"Content-Transfer-Encoding: 8bit\\n"',
      '"Plural-Forms: nplurals=INTEGER; plural=EXPRESSION;\\n"',
      "",
      "#. Shown on the main window",
      "#: src/main.c:12",
      "#, c-format",
      'msgid "Hello, %s!"',
      'msgstr ""',
      "",
      'msgctxt "menu"',
      'msgid "Open"',
      'msgstr ""',
      "",
      "#, c-format",
      'msgid "%d file deleted"',
      'msgid_plural "%d files deleted"',
      'msgstr[0] ""',
      'msgstr[1] ""',
      "",
      'msgid ""',
      '"A long text that "',
      '"spans lines.\\n"',
      'msgstr ""',
      "",
    ].join("\n"),
  );

  it.each([
    ["ru", 3, "nplurals=3; plural=(n%10==1"],
    ["ar", 6, "nplurals=6;"],
    ["ja", 1, "nplurals=1; plural=0;"],
    ["pt-BR", 2, "nplurals=2; plural=(n > 1);"],
  ])(
    "fills a .pot for %s with its Plural-Forms and msgstr[0..n-1], and msgfmt --check accepts it",
    (target, n, header) => {
      const { out, bytes, review } = translate("pot", pot, target);
      expect(out).toContain(`"Plural-Forms: ${header}`);
      expect(out).toContain('msgstr "HELLO, %s!"');
      expect(out).toContain('msgctxt "menu"\nmsgid "Open"\nmsgstr "OPEN"');
      expect(out.match(/msgstr\[\d\] "%d FILES? DELETED"/g)).toHaveLength(n);
      expect(out).toContain('msgstr ""\n"A LONG TEXT THAT SPANS LINES.\\n"');
      expect(review.kept).toEqual([]);
      const dir = mkdtempSync(path.join(tmpdir(), "po-"));
      writeFileSync(path.join(dir, "out.po"), bytes);
      execFileSync("msgfmt", ["--check", "-o", path.join(dir, "out.mo"), path.join(dir, "out.po")]);
    },
  );

  it("keeps an entry whose translation lost its printf placeholder untranslated", () => {
    const { out, review } = translate("pot", pot, "ru", loses);
    expect(out).toContain('msgid "Hello, %s!"\nmsgstr ""');
    expect(out).toContain('msgid "Open"\nmsgstr "OPEN"');
    expect(review.kept.map((kept) => kept.key)).toEqual(["Hello, %s!", "%d file deleted"]);
  });
});

describe("Android strings.xml", () => {
  it("translates a real termux strings.xml: every string, its placeholders and markup kept, the XML valid", () => {
    const source = real("termux-shared_strings.xml");
    const { out, review } = translate("xml", source);
    const read = (text: string) =>
      [...new DOMParser().parseFromString(text, "text/xml").getElementsByTagName("string")].map((element) => ({
        name: element.getAttribute("name"),
        text: element.textContent ?? "",
        keep: element.getAttribute("translatable") === "false",
      }));
    const before = read(decode(source));
    const after = read(out);
    expect(after.map((string) => string.name)).toEqual(before.map((string) => string.name));
    after.forEach((string, index) => {
      expect(placeholders(string.text)).toEqual(placeholders(before[index].text));
      if (before[index].keep) expect(string.text).toBe(before[index].text);
    });
    expect(after.filter((string, index) => string.text !== before[index].text).length).toBe(review.translated);
    expect(review.kept).toEqual([]);
  });

  const android = utf8(
    '<?xml version="1.0" encoding="utf-8"?>\n<resources>\n    <!-- The inbox title -->\n' +
      '    <string name="title">Don\\\'t panic, %1$s</string>\n    <string name="app" translatable="false">Termux</string>\n' +
      '    <plurals name="files">\n        <item quantity="one">%d file</item>\n        <item quantity="other">%d files</item>\n    </plurals>\n' +
      '    <string-array name="days">\n        <item>Monday</item>\n        <item>@string/app</item>\n    </string-array>\n</resources>\n',
  );

  it.each([
    ["ru", ["one", "few", "many", "other"]],
    ["ar", ["zero", "one", "two", "few", "many", "other"]],
    ["ja", ["other"]],
    ["pt-BR", ["one", "many", "other"]],
  ])("writes <plurals> with the quantities of %s, escaping ' and keeping translatable=false", (target, forms) => {
    const { out, segments } = translate("xml", android, target);
    expect([...out.matchAll(/quantity="(\w+)"/g)].map((m) => m[1])).toEqual(forms);
    expect(out).toContain('<string name="title">DON\\\'T PANIC, %1$s</string>');
    expect(out).toContain('<string name="app" translatable="false">Termux</string>');
    expect(out).toContain("<item>MONDAY</item>\n        <item>@string/app</item>");
    expect(segments[0]).toBe('<ctx key="title" note="The inbox title"/> Don\'t panic, <x1/>');
    expect(new DOMParser().parseFromString(out, "text/xml").getElementsByTagName("item")).toHaveLength(
      forms.length + 2,
    );
  });
});

describe("XLIFF", () => {
  it("fills the targets of a real Symfony XLIFF 1.2 file, state translated, target-language set", () => {
    const source = real("symfony-security-core_security.en.xlf");
    const { out, review } = translate("xlf", source, "pt-BR");
    expect(out).toContain('<file source-language="en" target-language="pt-BR"');
    const units = new DOMParser().parseFromString(out, "text/xml").getElementsByTagName("trans-unit");
    expect(units.length).toBe(review.strings);
    for (const unit of [...units]) {
      const from = unit.getElementsByTagName("source")[0].textContent!;
      const to = unit.getElementsByTagName("target")[0];
      expect(to.getAttribute("state")).toBe("translated");
      expect(to.textContent).toBe(from.toUpperCase().replace(/%[A-Z_]+%/g, (p) => p.toLowerCase()));
      expect(placeholders(to.textContent!)).toEqual(placeholders(from));
    }
  });

  it("adds a missing target, writes Symfony's a|b plural in the target's forms and fills XLIFF 2.0", () => {
    const v12 = utf8(
      '<xliff version="1.2"><file source-language="en" target-language="en"><body>\n      <trans-unit id="a" resname="apples">\n' +
        "        <source>One apple|%count% apples</source>\n        <note>Basket</note>\n      </trans-unit>\n</body></file></xliff>\n",
    );
    const { out, segments } = translate("xlf", v12, "ru");
    expect(segments[1]).toBe('<ctx key="apples" note="Basket" plural="few" n="2"/> <x1/> apples');
    expect(out).toContain(
      '<source>One apple|%count% apples</source>\n        <target state="translated">ONE APPLE|%count% APPLES|%count% APPLES</target>',
    );
    const v20 = utf8(
      '<xliff xmlns="urn:oasis:names:tc:xliff:document:2.0" version="2.0" srcLang="en">\n<file id="f"><unit id="u1">' +
        '<notes><note>Button</note></notes><segment><source>Save <pc id="1">now</pc></source></segment></unit></file></xliff>',
    );
    const two = translate("xliff", v20, "ja").out;
    expect(two).toContain('srcLang="en" trgLang="ja">');
    expect(two).toContain(
      '<segment state="translated"><source>Save <pc id="1">now</pc></source><target>SAVE <pc id="1">NOW</pc></target>',
    );
  });
});

describe("Rails YAML, .properties and Apple .strings", () => {
  it("renames the locale root, keeps %{var} and adds the target's plural keys in YAML", () => {
    const yaml = utf8(
      "# Devise\nen:\n  greeting: \"Hello, %{name}!\"\n  items:\n    one: '%{count} item'\n    other: '%{count} items'\n  plain: Save changes # button\n",
    );
    const { out } = translate("yml", yaml, "ru");
    expect(out).toBe(
      "# Devise\nru:\n  greeting: \"HELLO, %{name}!\"\n  items:\n    one: '%{count} ITEM'\n    other: '%{count} ITEMS'\n" +
        "    few: '%{count} ITEMS'\n    many: '%{count} ITEMS'\n  plain: SAVE CHANGES # button\n",
    );
  });

  it("reads .properties escapes and writes \\uXXXX where the file did", () => {
    const properties = utf8(
      "# Greeting\r\nhello = Ol\\u00e1 {0}, caf\\u00e9\r\nkey.only=\r\nlong = one \\\r\n    two\r\n",
    );
    const { out, segments } = translate("properties", properties, "ru");
    expect(segments).toEqual(['<ctx key="hello" note="Greeting"/> Olá <x1/>, café', '<ctx key="long"/> one two']);
    expect(out).toBe("# Greeting\r\nhello = OL\\u00c1 {0}, CAF\\u00c9\r\nkey.only=\r\nlong = ONE TWO\r\n");
  });

  it("reads and writes a UTF-16 .strings file with its BOM, comments as context", () => {
    const text = '/* Title of the alert */\n"alert.title" = "Delete %@?";\n"quote" = "Say \\"hi\\"";\n';
    const bytes = new Uint8Array(2 + text.length * 2);
    bytes.set([0xff, 0xfe]);
    for (let i = 0; i < text.length; i++) bytes[2 + i * 2] = text.charCodeAt(i);
    const { bytes: out, segments } = translate("strings", bytes, "pt-BR");
    expect(segments[0]).toBe('<ctx key="alert.title" note="Title of the alert"/> Delete <x1/>?');
    expect([out[0], out[1]]).toEqual([0xff, 0xfe]);
    expect(new TextDecoder("utf-16le").decode(out.subarray(2))).toBe(
      '/* Title of the alert */\n"alert.title" = "DELETE %@?";\n"quote" = "SAY \\"HI\\"";\n',
    );
  });
});
