import { describe, expect, it } from "vitest";
import { rewriteCss, stripCharset } from "./css";
import { bestCandidate, parseSrcset } from "./srcset";

const seen: string[] = [];
const hooks = {
  asset: async (url: string, kind: "image" | "font") => {
    seen.push(`${kind} ${url}`);
    return url.includes("falha") ? null : `data:${kind}`;
  },
  importSheet: async (url: string) => (url.includes("falha") ? null : `/* ${url} */`),
};

describe("rewriteCss", () => {
  it("resolves every url() against the stylesheet's own address, quoted or not", async () => {
    seen.length = 0;
    const css = `a{background:url(../img/a.png)} b{background:url( "./b.png" )} c{background:URL('/c.png')} d{mask:url(#m)} e{background:url(data:image/gif;base64,R0)}`;
    const out = await rewriteCss(css, "https://site.test/wp/css/style.css", hooks);
    expect(seen).toEqual([
      "image https://site.test/wp/img/a.png",
      "image https://site.test/wp/css/b.png",
      "image https://site.test/c.png",
    ]);
    expect(out).toBe(
      `a{background:url("data:image")} b{background:url("data:image")} c{background:url("data:image")} d{mask:url("#m")} e{background:url("data:image/gif;base64,R0")}`,
    );
  });

  it("marks url()s inside @font-face as fonts and keeps failed ones absolute", async () => {
    seen.length = 0;
    const out = await rewriteCss(
      `@font-face{font-family:X;src:url(f.woff2) format("woff2"),url(falha.ttf)} p{background:url(p.png)}`,
      "https://s.test/css/",
      hooks,
    );
    expect(seen).toEqual([
      "font https://s.test/css/f.woff2",
      "font https://s.test/css/falha.ttf",
      "image https://s.test/css/p.png",
    ]);
    expect(out).toContain(`src:url("data:font") format("woff2"),url("https://s.test/css/falha.ttf")}`);
  });

  it("inlines @import with its conditions, and leaves comments and strings alone", async () => {
    const css = `@import url("a.css") screen and (min-width: 10px);\n@import 'b.css';\n@import url(falha.css) print;\n/* url(comentario.png) */ p::after{content:"url(texto.png)"}`;
    const out = await rewriteCss(css, "https://s.test/css/main.css", hooks);
    expect(out).toContain("@media screen and (min-width: 10px) {\n/* https://s.test/css/a.css */\n}");
    expect(out).toContain("/* https://s.test/css/b.css */");
    expect(out).toContain(`@import url("https://s.test/css/falha.css") print;`);
    expect(out).toContain(`/* url(comentario.png) */ p::after{content:"url(texto.png)"}`);
  });

  it("treats strings in image-set() as addresses", async () => {
    seen.length = 0;
    await rewriteCss(`p{background-image:image-set("a.png" 1x, url(b.png) 2x)}`, "https://s.test/", hooks);
    expect(seen).toEqual(["image https://s.test/a.png", "image https://s.test/b.png"]);
  });

  it("drops a leading @charset", () => {
    expect(stripCharset(`@charset "UTF-8";\np{}`)).toBe("\np{}");
  });
});

describe("srcset", () => {
  it("parses candidates and keeps the widest up to 2048px, or the density up to 2x", () => {
    const list = parseSrcset("a.png 300w, b.png 1024w,c.png 2560w , d,e.png 768w");
    expect(list.map((c) => c.url)).toEqual(["a.png", "b.png", "c.png", "d,e.png"]);
    expect(bestCandidate(list)?.url).toBe("b.png");
    expect(bestCandidate(parseSrcset("x1.png, x2.png 2x, x3.png 3x"))?.url).toBe("x2.png");
    expect(bestCandidate(parseSrcset("huge.png 4000w"))?.url).toBe("huge.png");
  });
});
