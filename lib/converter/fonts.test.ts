import { describe, expect, it } from "vitest";
import { bestSource, fontUsage, mergeSameFile, pruneFontFaces, pruneRules, selectorMayMatch } from "./fonts";
import { imageSize } from "./image-size";
import { png } from "@/test-support/fakes/png";

describe("bestSource", () => {
  it("keeps local() and the one url() a browser would pick: woff2, else woff, else ttf, else otf", () => {
    expect(
      bestSource(
        `url("a.eot?#iefix") format("embedded-opentype"), url("a.woff") format("woff"), url("a.woff2") format("woff2")`,
      ),
    ).toBe(`url("a.woff2") format("woff2")`);
    expect(bestSource(`local("Inter"), url(a.ttf), url(a.svg#f) format("svg"), url(a.woff)`)).toBe(
      `local("Inter"),url(a.woff)`,
    );
    expect(bestSource(`url(a.otf) format("opentype"), url(a.ttf) format("truetype")`)).toBe(
      `url(a.ttf) format("truetype")`,
    );
    expect(bestSource(`url(a.ttf) format("truetype-variations"), url(a.woff2) format("woff2-variations")`)).toBe(
      `url(a.woff2) format("woff2-variations")`,
    );
  });
});

const shape = (tags: string[], classes: string[] = [], ids: string[] = [], attributes: string[] = ["href"]) => ({
  tags: new Set(["html", "head", "body", ...tags]),
  classes: new Set(classes),
  ids: new Set(ids),
  attributes: new Set(attributes),
});

describe("pruneFontFaces", () => {
  const faces =
    `@font-face{font-family:"A";src:url(a.woff2)}@font-face{font-family:'B C';src:url(b.woff2)}` +
    `@font-face{font-family:A;font-style:italic;src:url(ai.woff2)}@font-face{font-family:A;unicode-range:U+0400-04FF;src:url(ac.woff2)}`;

  it("drops families no declaration names, italic faces nothing can use, subsets without a character of the page", () => {
    const usage = fontUsage(
      [`${faces} p{font:700 1rem/1.2 A,serif} .fora{font-family:"B C"}`],
      [],
      "Olá",
      shape(["p"]),
    );
    expect(pruneFontFaces(faces, usage)).toBe(`@font-face{font-family:"A";src:url(a.woff2)}`);
  });

  it("keeps them when the page uses them: <em>, a Cyrillic letter in the text or in a content string", () => {
    const usage = fontUsage([`h1{font-family:"B C"}`], ["font-family:A"], "Olá Ж", shape(["h1", "em"]));
    expect(pruneFontFaces(faces, usage)).toBe(faces);
    const icons = fontUsage(
      [`@media (min-width:1px){.i::before{font-family:A;content:"\\0416"}}`],
      [],
      "",
      shape([], ["i"]),
    );
    expect(pruneFontFaces(faces, icons)).toBe(
      `@font-face{font-family:"A";src:url(a.woff2)}@font-face{font-family:A;unicode-range:U+0400-04FF;src:url(ac.woff2)}`,
    );
  });

  // A theme's settings sheet names its heading family in a custom property that only the theme's own sheet (not
  // saved: its host is gone) reads, and Google Fonts declares "Inter" beside "Inter Tight".
  const google =
    `@font-face{font-family:'Inter';src:url(inter.woff2)}@font-face{font-family:'Inter Tight';src:url(tight.woff2)}` +
    `@font-face{font-family:'Roboto';src:url(roboto.woff2)}`;

  it("drops a family only an unread custom property or a longer family's name mentions", () => {
    const unread = fontUsage(
      [`:root{--theme-h1-font-family:'Inter Tight';--theme-body:'Roboto'}h1{font-family:"Inter Tight",sans-serif}`],
      [],
      "Olá",
      shape(["h1"]),
    );
    expect(pruneFontFaces(google, unread)).toBe(`@font-face{font-family:'Inter Tight';src:url(tight.woff2)}`);
  });

  it("keeps a family a font or font-family declaration reads through var(), a fallback or a nested property", () => {
    const read = fontUsage(
      [
        `:root{--h:'Inter';--base:var(--body-face);--body-face:"Roboto", serif}` +
          `h1{font:600 2rem/1 var(--h)} p{font-family:var(--base)} b{font-family:var(--unset, 'Inter Tight')}`,
      ],
      [],
      "Olá",
      shape(["h1", "p", "b"]),
    );
    expect(pruneFontFaces(google, read)).toBe(google);
    const inline = fontUsage([`:root{--f:Roboto}`], ["font-family: var(--f)"], "Olá", shape(["p"]));
    expect(pruneFontFaces(google, inline)).toBe(`@font-face{font-family:'Roboto';src:url(roboto.woff2)}`);
    // Properties that read each other in a circle cannot be followed: any property may name the family.
    const circle = fontUsage(
      [`:root{--a:var(--b);--b:var(--a, 'Inter');--c:Roboto}p{font-family:var(--a)}`],
      [],
      "Olá",
      shape(["p"]),
    );
    expect(pruneFontFaces(google, circle)).toBe(
      `@font-face{font-family:'Inter';src:url(inter.woff2)}@font-face{font-family:'Roboto';src:url(roboto.woff2)}`,
    );
  });

  // Elementor's Google Fonts link asks for every weight of a family, each a file of its own.
  const weights = [100, 300, 400, 500, 700, 900]
    .map((weight) => `@font-face{font-family:Roboto;font-weight:${weight};src:url(roboto-${weight}.woff2)}`)
    .join("");
  const kept = (...list: number[]) =>
    list
      .map((weight) => `@font-face{font-family:Roboto;font-weight:${weight};src:url(roboto-${weight}.woff2)}`)
      .join("");

  it("drops the weights of a family that no text can be drawn in, as the browser matches weights", () => {
    // 400 by default, 300, 600 (drawn with 700, the nearest heavier face), and <h2>'s bold.
    const usage = fontUsage(
      [`${weights}body{font-family:Roboto}p{font-weight:300}.destaque{font:600 1rem/1.2 Roboto}`],
      [],
      "Olá",
      shape(["p", "h2"], ["destaque"]),
    );
    expect(pruneFontFaces(weights, usage)).toBe(kept(300, 400, 700));
    // <strong> is bolder than its parent (250 -> 400, 400 -> 700, and 700 -> 900 when nested); var() is read.
    const bolder = fontUsage(
      [`:root{--peso:250}body{font-family:Roboto}small{font-weight:var(--peso)}`],
      [],
      "Olá",
      shape(["small", "strong"]),
    );
    expect(pruneFontFaces(weights, bolder)).toBe(kept(100, 400, 700, 900));
  });

  it("keeps every weight when a weight cannot be read, or a page script may change styles", () => {
    const unknown = fontUsage([`body{font-family:Roboto}p{font-weight:calc(100 * 3)}`], [], "Olá", shape(["p"]));
    expect(pruneFontFaces(weights, unknown)).toBe(weights);
    const scripted = fontUsage([`body{font-family:Roboto}`], [], "Olá", null);
    expect(pruneFontFaces(weights, scripted)).toBe(weights);
  });
});

describe("selectorMayMatch", () => {
  const page = shape(["div", "a"], ["menu", "ativo"], ["topo"]);
  it.each([
    [".menu a", true],
    ["div.menu > a.ativo:hover", true],
    ["#topo .menu::before", true],
    [":root", true],
    ["*", true],
    [".menu:not(.fechado) a", true],
    ["a[href^=http]", true],
    [".outro, .menu", true],
    [".md\\:flex", true],
    [".fechado a", false],
    ["#rodape", false],
    ["section .menu", false],
    ["ul li", false],
    ["img[data-lazyloaded]", false],
  ])("%s may match: %s", (selector, expected) => {
    expect(selectorMayMatch(selector, page)).toBe(expected);
  });
});

describe("mergeSameFile", () => {
  it("writes one face for a file declared once per weight (Google Fonts' variable fonts), over their range", () => {
    const face = (weight: string, file = "inter.woff2", style = "normal") =>
      `@font-face{font-family:'Inter';font-style:${style};font-weight:${weight};src:url(${file}) format('woff2')}`;
    const css =
      face("100") +
      face("400") +
      ".a{color:red}" +
      face("900") +
      face("bold", "other.woff2") +
      face("400", "inter.woff2", "italic");
    expect(mergeSameFile(css)).toBe(
      "@font-face{font-family:'Inter';font-style:normal;font-weight:100 900;src:url(inter.woff2) format('woff2')}" +
        ".a{color:red}" +
        face("bold", "other.woff2") +
        face("400", "inter.woff2", "italic"),
    );
    // Another unicode-range, or only local(): not the same face, left alone.
    const ranged = face("400").replace("src", "unicode-range:U+0000-00FF;src") + face("700");
    expect(mergeSameFile(ranged)).toBe(ranged);
    const local = `@font-face{font-family:A;font-weight:400;src:local(A)}@font-face{font-family:A;font-weight:700;src:local(A)}`;
    expect(mergeSameFile(local)).toBe(local);
  });
});

describe("pruneRules", () => {
  it("drops comments and rules no element can match, inside conditional groups too, and keeps the rest", () => {
    const page = shape(["div", "p"], ["menu"]);
    const css =
      `@import url(x.css);/* tema */.menu{color:red}.rodape{color:blue}.rodape, .menu > p{color:gray}` +
      `@media (max-width:600px){.rodape{color:green}}@media print{p{margin:0}}@keyframes a{from{opacity:0}}`;
    expect(pruneRules(css, page)).toBe(
      `@import url(x.css);.menu{color:red}.menu > p{color:gray}@media print{p{margin:0}}@keyframes a{from{opacity:0}}`,
    );
    expect(pruneRules(css, null)).toBe(css);
  });
});

describe("imageSize", () => {
  it("reads PNG, GIF, SVG and JPEG headers", () => {
    expect(imageSize(png(64, 48, [1, 2, 3]))).toEqual({ width: 64, height: 48 });
    expect(imageSize(Buffer.from("GIF89a\x0a\x00\x05\x00", "latin1"))).toEqual({ width: 10, height: 5 });
    expect(imageSize(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 12">'))).toEqual({
      width: 24,
      height: 12,
    });
    const jpeg = Buffer.from([
      0xff, 0xd8, 0xff, 0xe0, 0, 4, 0, 0, 0xff, 0xc0, 0, 11, 8, 0, 30, 0, 40, 3, 0, 0, 0, 0, 0, 0,
    ]);
    expect(imageSize(jpeg)).toEqual({ width: 40, height: 30 });
    expect(imageSize(Buffer.from("nada"))).toBeNull();
  });
});
