import { describe, expect, it } from "vitest";
import { redirectsFile, robotsFile, sitemapFile } from "./redirects";

const pages = [
  { url: "https://loja.com.br/", file: "index.html", aliases: [], ids: ["page_id=5", "p=5"] },
  {
    url: "https://loja.com.br/sobre/",
    file: "sobre/index.html",
    aliases: ["https://loja.com.br/?page_id=9", "https://loja.com.br/sobre"],
    ids: ["page_id=9", "p=9"],
  },
  { url: "https://loja.com.br/index.php/contato/", file: "contato/index.html", aliases: [], ids: [] },
  { url: "https://loja.com.br/blog/ola/", file: "blog/ola/index.html", aliases: [], ids: ["p=31"] },
  { url: "https://loja.com.br/servicos.html", file: "servicos.html", aliases: [], ids: [] },
];

describe("_redirects", () => {
  it("maps every old WordPress address of each page to its new path, once", () => {
    const lines = redirectsFile(pages).trim().split("\n");
    expect(lines).toEqual([
      "/ page_id=5 / 301!",
      "/ p=5 / 301!",
      "/sobre /sobre/ 301",
      "/ page_id=9 /sobre/ 301!",
      "/ p=9 /sobre/ 301!",
      "/index.php/contato/ /contato/ 301",
      "/index.php/contato /contato/ 301",
      "/blog/ola /blog/ola/ 301",
      "/ p=31 /blog/ola/ 301!",
    ]);
  });

  it("is empty for a site whose addresses did not change", () => {
    expect(redirectsFile([pages[4]])).toBe("\n");
  });
});

describe("sitemap.xml and robots.txt", () => {
  it("list the pages at the base the visitor chose", () => {
    const xml = sitemapFile(pages, "https://novo.loja.com.br/");
    expect(xml).toContain("<loc>https://novo.loja.com.br/</loc>");
    expect(xml).toContain("<loc>https://novo.loja.com.br/sobre/</loc>");
    expect(xml).toContain("<loc>https://novo.loja.com.br/servicos.html</loc>");
    expect(xml.match(/<url>/g)).toHaveLength(5);
    expect(robotsFile("https://novo.loja.com.br/")).toContain("Sitemap: https://novo.loja.com.br/sitemap.xml");
  });
});
