import { describe, expect, it } from "vitest";
import { packagePath, publicPath, relativeHref, skipReason } from "./links";
import { ASSET_MARK } from "./files";
import { rewritePage } from "./rewrite";
import { entryName } from "./zip";

const site = new URL("https://loja.exemplo.com.br/");
const at = (path: string) => new URL(path, site);

describe("which links the crawl follows", () => {
  it.each([
    ["/sobre/", null],
    ["/?page_id=7", null],
    ["/?p=12", null],
    ["/index.php/contato/", null],
    ["https://outra.com.br/sobre/", "other_host"],
    ["mailto:contato@loja.com.br", "other_host"],
    ["/wp-admin/", "admin"],
    ["/wp-json/wp/v2/pages", "admin"],
    ["/?rest_route=/wp/v2", "admin"],
    ["/wp-content/uploads/2024/05/foto.jpg", "not_page"],
    ["/wp-content/plugins/x/", "admin"],
    ["/feed/", "feed"],
    ["/blog/feed", "feed"],
    ["/comments/feed/", "feed"],
    ["/wp-login.php", "login"],
    ["/minha-conta/", "login"],
    ["/carrinho/", "shop"],
    ["/checkout/", "shop"],
    ["/?add-to-cart=5", "shop"],
    ["/catalogo.pdf", "not_page"],
    ["/loja/?orderby=price", "query"],
    ["/?page_id=7&replytocom=3", "query"],
  ])("%s: %s", (path, reason) => {
    expect(skipReason(at(path), site)).toBe(reason);
  });
});

describe("where each page goes in the package", () => {
  it.each([
    ["/", "index.html", "/"],
    ["/sobre/", "sobre/index.html", "/sobre/"],
    ["/sobre", "sobre/index.html", "/sobre/"],
    ["/index.php/sobre/", "sobre/index.html", "/sobre/"],
    ["/index.php", "index.html", "/"],
    ["/contato.html", "contato.html", "/contato.html"],
    ["/software%20dev.html", "software dev.html", "/software%20dev.html"],
    ["/?page_id=7", "page_id-7/index.html", "/page_id-7/"],
    ["/a/../../b/", "b/index.html", "/b/"],
    ["/%2e%2e/%2e%2e/etc/passwd", "etc/passwd/index.html", "/etc/passwd/"],
    ["/a%5Cb/", "a-b/index.html", "/a-b/"],
    // Names Windows cannot unzip: device names with any extension, a trailing dot or space.
    ["/con/", "con-/index.html", "/con-/"],
    ["/aux.html", "aux-.html", "/aux-.html"],
    ["/blog/NUL.tar.html", "blog/NUL-.tar.html", "/blog/NUL-.tar.html"],
    ["/com1/lpt9/", "com1-/lpt9-/index.html", "/com1-/lpt9-/"],
    ["/sobre./", "sobre/index.html", "/sobre/"],
    ["/sobre%20%20/", "sobre/index.html", "/sobre/"],
    ["/console/", "console/index.html", "/console/"],
  ])("%s -> %s (%s)", (path, file, published) => {
    expect(packagePath(at(path))).toBe(file);
    expect(publicPath(file)).toBe(published);
  });

  it("links from any folder with paths that also work from file://", () => {
    expect(relativeHref("index.html", "sobre/index.html")).toBe("sobre/index.html");
    expect(relativeHref("sobre/index.html", "index.html")).toBe("../index.html");
    expect(relativeHref("blog/2024/post/index.html", "sobre/index.html", "#equipe")).toBe(
      "../../../sobre/index.html#equipe",
    );
    expect(relativeHref("index.html", "software dev.html")).toBe("software%20dev.html");
  });

  it("refuses an entry name that could leave the archive's root", () => {
    expect(entryName("sobre/index.html")).toBe("sobre/index.html");
    for (const name of [
      "../x",
      "/etc/passwd",
      "a/../../b",
      "a\\b",
      "a//b",
      "",
      "a/./b",
      "a\u0000b",
      "con/index.html",
      "aux.html",
      "a/lpt1.txt",
      "sobre./index.html",
      "a /b",
    ]) {
      expect(() => entryName(name)).toThrow();
    }
  });
});

describe("a page's links in the package", () => {
  const pages = new Map([
    ["https://loja.exemplo.com.br/", "index.html"],
    ["https://loja.exemplo.com.br/sobre/", "sobre/index.html"],
    ["https://loja.exemplo.com.br/?page_id=7", "sobre/index.html"],
  ]);
  const context = {
    host: "loja.exemplo.com.br",
    failed: new Set(["https://loja.exemplo.com.br/velha/"]),
    forms: {},
  };

  it("leads to the exported pages, keeps the rest, and lists the ones that were gone", () => {
    const html = `<!doctype html><html><head><style>.a{background:url("${ASSET_MARK}x.png")}</style></head><body>
<a href="https://loja.exemplo.com.br/">Início</a>
<a href="https://loja.exemplo.com.br/?page_id=7#equipe">Equipe</a>
<a href="https://loja.exemplo.com.br/sobre/#topo">Topo</a>
<a href="https://loja.exemplo.com.br/velha/">Velha</a>
<a href="https://loja.exemplo.com.br/carrinho/">Carrinho</a>
<a href="https://outra.com.br/">Outra</a>
<a href="#x">Aqui</a>
<img src="${ASSET_MARK}y.png"></body></html>`;
    const result = rewritePage(html, "sobre/index.html", pages, context);
    expect(result.html).toContain("<a href=../index.html>Início</a>");
    expect(result.html).toContain("<a href=#equipe>Equipe</a>");
    expect(result.html).toContain("<a href=#topo>Topo</a>");
    expect(result.html).toContain("<a href=https://loja.exemplo.com.br/velha/>Velha</a>");
    expect(result.html).toContain("<a href=https://loja.exemplo.com.br/carrinho/>Carrinho</a>");
    expect(result.html).toContain("<a href=https://outra.com.br/>Outra</a>");
    expect(result.html).toContain("<a href=#x>Aqui</a>");
    expect(result.html).toContain('url("../assets/x.png")');
    expect(result.html).toContain("<img src=../assets/y.png>");
    expect(result.broken).toEqual(["https://loja.exemplo.com.br/velha/"]);
  });

  it("leaves no link a browser or a crawler would follow to the original host's WordPress", () => {
    const html = `<!doctype html><html><head><title>Sobre</title>
<link rel="canonical" href="https://loja.exemplo.com.br/sobre/">
<link rel="shortlink" href="https://loja.exemplo.com.br/?p=7">
<link rel="alternate" type="application/json+oembed" href="https://loja.exemplo.com.br/wp-json/oembed/1.0/embed?url=x">
<link rel="alternate" type="text/xml+oembed" href="https://loja.exemplo.com.br/wp-json/oembed/1.0/embed?url=x&amp;format=xml">
<link rel="alternate" type="application/json" href="https://loja.exemplo.com.br/wp-json/wp/v2/pages/7">
<link rel="https://api.w.org/" href="https://loja.exemplo.com.br/wp-json/">
<link rel="EditURI" type="application/rsd+xml" href="https://loja.exemplo.com.br/xmlrpc.php?rsd">
<link rel="pingback" href="https://loja.exemplo.com.br/xmlrpc.php">
<link rel="alternate" type="application/rss+xml" href="https://loja.exemplo.com.br/feed/">
<link rel="alternate" hreflang="en" href="https://loja.exemplo.com.br/en/about/">
<link rel="stylesheet" href="../assets/a.css">
<meta property="og:url" content="https://loja.exemplo.com.br/sobre/">
<meta property="og:title" content="Sobre">
</head><body><p>Oi</p></body></html>`;
    const moved = rewritePage(html, "sobre/index.html", pages, { ...context, base: "https://novo.com.br/" }).html;
    expect(moved).toContain("<link rel=canonical href=https://novo.com.br/sobre/>");
    expect(moved).toContain("<meta property=og:url content=https://novo.com.br/sobre/>");
    expect(moved).not.toMatch(/shortlink|oembed|wp-json|xmlrpc|api\.w\.org|\/feed\//);
    expect(moved).toContain("<link rel=alternate hreflang=en href=https://loja.exemplo.com.br/en/about/>");
    expect(moved).toContain("<link rel=stylesheet href=../assets/a.css>");
    expect(moved).toContain("<meta property=og:title content=Sobre>");

    const unknown = rewritePage(html, "sobre/index.html", pages, context).html;
    expect(unknown).not.toMatch(/canonical|og:url|shortlink|oembed|wp-json|xmlrpc/);
  });
});
