import { strToU8 } from "fflate";
import iconv from "iconv-lite";
import { describe, expect, it } from "vitest";
import { shout } from "@/test-support/stand-in-model";
import { thrownApiError } from "@/test-support/api-error";
import { readDocument } from "./index";

const utf8 = (bytes: Uint8Array) => new TextDecoder("utf-8", { ignoreBOM: true }).decode(bytes);
const BOM = "\uFEFF";

const srtOf = (cues: string[], eol = "\r\n") =>
  cues.map((cue, i) => `${i + 1}${eol}00:00:0${i},000 --> 00:00:0${i},900${eol}${cue}${eol}`).join(eol);

describe("subtitle encodings", () => {
  // Text in each language its legacy encodings were made for; the detector needs a few sentences to be sure.
  const portuguese = "Olá, você está bem? A tradução ficou ótima, não é? “Sim”, disse João. À noite, na praça, pão.";
  const latin1 = "Olá, você está bem? A tradução ficou ótima. À noite, na praça, comemos pão de queijo.";
  const czech = "Příliš žluťoučký kůň úpěl ďábelské ódy. Zažółć gęślą jaźń. Árvíztűrő tükörfúrógép.";
  const russian = "Съешь же ещё этих мягких французских булок, да выпей чаю. Привет, как дела?";
  const arabic = "السلام عليكم ورحمة الله وبركاته. كيف كان يومك؟ هل شاهدت الفيلم الجديد؟ لقد كان رائعا جدا.";
  const greek = "Καλημέρα, πώς είστε; Αυτή είναι μια μετάφραση του κειμένου.";
  const chinese = "你好，世界。这是一个字幕文件的翻译测试。我们喜欢看电影。";
  const traditional = "你好，世界。這是一個字幕檔案的翻譯測試。我們喜歡看電影。";
  const japanese = "こんにちは、世界。これは字幕ファイルの翻訳テストです。映画を見るのが好きです。";
  const cases: { encoding: string; text: string; detected: string }[] = [
    { encoding: "windows-1252", text: portuguese, detected: "windows-1252" },
    { encoding: "ISO-8859-1", text: latin1, detected: "ISO-8859-1" },
    { encoding: "windows-1250", text: czech, detected: "windows-1250" },
    { encoding: "ISO-8859-2", text: czech.slice(0, 58), detected: "ISO-8859-2" },
    { encoding: "windows-1251", text: russian, detected: "windows-1251" },
    { encoding: "ISO-8859-5", text: russian, detected: "ISO-8859-5" },
    { encoding: "windows-1256", text: arabic, detected: "windows-1256" },
    { encoding: "ISO-8859-7", text: greek, detected: "ISO-8859-7" },
    // GB18030 is the superset of GB2312 and GBK that decoders read them with.
    { encoding: "GB2312", text: chinese, detected: "GB18030" },
    { encoding: "GBK", text: chinese, detected: "GB18030" },
    { encoding: "Big5", text: traditional, detected: "Big5" },
    { encoding: "Shift_JIS", text: japanese, detected: "Shift_JIS" },
  ];

  for (const { encoding, text, detected } of cases) {
    it(`reads a ${encoding} subtitle and writes it back in UTF-8 with a BOM`, () => {
      const srt = srtOf([text, `<i>${text.slice(0, 20)}</i>`]);
      const document = readDocument("srt", iconv.encode(srt, encoding));
      expect(document.convertedFrom).toBe(detected);
      expect(document.segments).toEqual([text, `<i>${text.slice(0, 20)}</i>`]);
      const out = document.write(document.segments);
      expect([...out.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      expect(utf8(out)).toBe(BOM + srt);
    });
  }

  it("reads UTF-16 LE and BE by their BOM, and writes them back in UTF-8 with a BOM", () => {
    const srt = srtOf([latin1, russian, japanese]);
    for (const [encoding, bom, name] of [
      ["utf16le", [0xff, 0xfe], "UTF-16LE"],
      ["utf16be", [0xfe, 0xff], "UTF-16BE"],
    ] as const) {
      const bytes = new Uint8Array([...bom, ...iconv.encode(srt, encoding)]);
      const document = readDocument("srt", bytes);
      expect(document.convertedFrom).toBe(name);
      expect(document.segments).toEqual([latin1, russian, japanese]);
      expect(utf8(document.write(document.segments.map(shout)))).toBe(
        BOM + srtOf([shout(latin1), shout(russian), japanese]),
      );
    }
  });

  it("keeps a UTF-8 file as it was, with or without its BOM, and says nothing was converted", () => {
    const srt = srtOf([latin1, chinese], "\n");
    for (const bom of ["", BOM]) {
      const document = readDocument("srt", strToU8(bom + srt));
      expect(document.convertedFrom).toBeUndefined();
      expect(utf8(document.write(document.segments))).toBe(bom + srt);
    }
  });

  it("refuses malformed UTF-8 and UTF-16 with a pt-BR 400", () => {
    const damaged = strToU8(srtOf([latin1, latin1, "Ação"]));
    damaged[damaged.length - 4] = 0xff;
    for (const [bytes, name] of [
      [damaged, "UTF-8"],
      // A lone surrogate, then a byte short of a whole UTF-16 unit.
      [new Uint8Array([0xff, 0xfe, 0x31, 0x00, 0x00, 0xd8, 0x31, 0x00]), "UTF-16 LE"],
      [new Uint8Array([0xfe, 0xff, 0x00, 0x31, 0x00]), "UTF-16 BE"],
    ] as const) {
      const error = thrownApiError(() => readDocument("srt", bytes));
      expect(error.status).toBe(400);
      expect(error.message).toBe(
        `O arquivo parece estar em ${name}, mas tem bytes inválidos. Salve-o como UTF-8 e envie de novo.`,
      );
    }
  });

  it("converts a .txt the same way", () => {
    const document = readDocument("txt", iconv.encode(`${portuguese}\n\n${portuguese}`, "windows-1252"));
    expect(document.convertedFrom).toBe("windows-1252");
    expect(utf8(document.write(document.segments))).toBe(`${BOM}${portuguese}\n\n${portuguese}`);
  });
});

describe(".srt read as subtitle editors read it", () => {
  it("takes cues without a number line, blank lines inside a cue, '.' in timecodes and trailing spaces", () => {
    const srt =
      "00:00:01.000 --> 00:00:02.000  \n" +
      "Hello  \n\n" +
      "there\n\n" +
      "2  \n" +
      "00:00:03,000 --> 00:00:04,500\n" +
      "Second\n" +
      "00:00:05,000 --> 00:00:06,000 \n" +
      "<i>Third</i>\n\n\n" +
      "7\n" +
      "00:00:07,000 --> 00:00:08,000\n" +
      "Fourth\n";
    const document = readDocument("srt", strToU8(srt));
    expect(document.segments).toEqual(["Hello  \n\nthere", "Second", "<i>Third</i>", "Fourth"]);
    const out = utf8(document.write(document.segments.map(shout)));
    // Numbered from 1, every timing line as it was, each cue on its own after a blank line, none inside a cue.
    expect(out).toBe(
      "1\n00:00:01.000 --> 00:00:02.000  \n" +
        "HELLO  \nTHERE\n\n" +
        "2  \n00:00:03,000 --> 00:00:04,500\n" +
        "SECOND\n\n3\n" +
        "00:00:05,000 --> 00:00:06,000 \n" +
        "<i>THIRD</i>\n\n\n" +
        "4\n00:00:07,000 --> 00:00:08,000\n" +
        "FOURTH\n",
    );
  });

  it("reads an arrow inside a cue's text as text, and CRLF files without numbers as well", () => {
    const srt = "\r\n\r\n00:00:01,000 --> 00:00:02,000\r\nA --> B\r\n\r\n00:00:03,000 --> 00:00:04,000\r\nC\r\n";
    const document = readDocument("srt", strToU8(srt));
    expect(document.segments).toEqual(["A --> B", "C"]);
    expect(utf8(document.write(document.segments.map(shout)))).toBe(
      "\r\n\r\n1\r\n00:00:01,000 --> 00:00:02,000\r\nA --> B\r\n\r\n2\r\n00:00:03,000 --> 00:00:04,000\r\nC\r\n",
    );
  });

  it("refuses a file of more lines than a subtitle within the character cap can have, before reading its cues", () => {
    const cues = Array.from({ length: 320_000 }, (_, i) => `${i + 1}\n00:00:01,000 --> 00:00:02,000\na\n`).join("\n");
    expect(thrownApiError(() => readDocument("srt", strToU8(cues)))).toMatchObject({
      status: 400,
      message:
        "A legenda tem mais de 1.250.000 linhas: passa do limite de 250.000 caracteres de texto. Divida-a em partes menores.",
    });
  });

  it("keeps an ordinary file byte for byte when its text is unchanged", () => {
    const srt = `${BOM}1\r\n00:00:01,000 --> 00:00:04,000 X1:10\r\n<b>Hi</b>\r\n\r\n2\r\n00:00:05,000 --> 00:00:06,000\r\nYo\r\n`;
    const document = readDocument("srt", strToU8(srt));
    expect(utf8(document.write(document.segments))).toBe(srt);
  });
});

describe(".vtt", () => {
  const VTT =
    "WEBVTT - Legendas do episódio\n" +
    "Kind: captions\n\n" +
    "STYLE\n::cue {\n  color: yellow;\n}\n\n" +
    "NOTE Revisado por Ana\ncom duas linhas\n\n" +
    "REGION\nid:fred width:40%\n\n" +
    "intro\n" +
    "00:01.000 --> 00:04.000 position:10%,line-left align:left size:35%\n" +
    "<v Roger>Hello world</v>\n\n" +
    "01:00:05.500 --> 01:00:07.250 line:0\n" +
    "<c.yellow>First line</c>\n" +
    "second line\n\n" +
    "00:10.000 --> 00:11.000\n\n";

  it("translates every cue's text and keeps header, identifiers, settings, NOTE, STYLE and REGION byte for byte", () => {
    const document = readDocument("vtt", strToU8(VTT));
    expect(document.segments).toEqual(["<v Roger>Hello world</v>", "<c.yellow>First line</c>\nsecond line", ""]);
    const out = utf8(document.write(document.segments.map(shout)));
    expect(out).toBe(
      VTT.replace("Hello world", "HELLO WORLD").replace("First line</c>\nsecond line", "FIRST LINE</c>\nSECOND LINE"),
    );
  });

  it("converts another encoding to UTF-8 with a BOM", () => {
    const vtt = "WEBVTT\r\n\r\n00:01.000 --> 00:02.000\r\nOlá, você está bem? “A tradução ficou ótima.”\r\n";
    const document = readDocument("vtt", iconv.encode(vtt, "windows-1252"));
    expect(document.convertedFrom).toBe("windows-1252");
    expect(utf8(document.write(document.segments))).toBe(BOM + vtt);
  });

  it("refuses a file without WEBVTT, a broken timing and a cue that ends before it starts, saying the line", () => {
    expect(thrownApiError(() => readDocument("vtt", strToU8("1\n00:01.000 --> 00:02.000\nOi\n")))).toMatchObject({
      status: 400,
      message: expect.stringMatching(/linha 1: o arquivo precisa começar com WEBVTT/),
    });
    expect(thrownApiError(() => readDocument("vtt", strToU8("WEBVTT\n\n00:01 --> 00:02.000\nOi\n"))).message).toMatch(
      /linha 3: esperava o tempo no formato 00:00:01.000 --> 00:00:04.000/,
    );
    expect(
      thrownApiError(() => readDocument("vtt", strToU8("WEBVTT\n\nx\n00:05.000 --> 00:02.000\nOi\n"))).message,
    ).toMatch(/linha 4: a legenda termina antes de começar/);
  });
});
