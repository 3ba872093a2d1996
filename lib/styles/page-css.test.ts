import { mkdtempSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import postcss from "postcss";
import { describe, expect, it } from "vitest";
import { splitCss, writePageCss } from "./page-css.mjs";

const sheet = [
  "@layer theme, base, utilities;",
  "@property --tw-rotate { syntax: '*'; inherits: false }",
  "@layer base { *, ::before { box-sizing: border-box } body { margin: 0 } }",
  "@layer utilities {",
  "  .flex { display: flex }",
  "  .grid { display: grid }",
  "  .hover\\:underline:hover { text-decoration: underline }",
  "  .max-sm\\:\\[\\&_button\\]\\:h-auto button { height: auto }",
  "  .group-hover\\:block:is(:where(.group):hover *) { display: block }",
  "  .peer:not(.open) ~ .hidden-peer { display: none }",
  "  @media (width >= 40rem) { .sm\\:grid-cols-2 { grid-template-columns: repeat(2, 1fr) } }",
  "  @media (width >= 64rem) { .lg\\:flex { display: flex } }",
  "}",
  "@keyframes spin { to { transform: rotate(360deg) } }",
  ".spin, .pulse { animation: spin 1s }",
].join("\n");

const page = `<html><head><style>:root { --error: red }</style><style data-site-css="">${sheet}</style></head><body>
<div class="flex sm:grid-cols-2 max-sm:[&amp;_button]:h-auto"><p class="group-hover:block hover:underline">x</p>
<template><span class="peer hidden-peer">y</span></template><i class="pulse"></i></div></body></html>`;

/** Each rule of a sheet as one line, with the at-rules around it: what the two halves are compared by. */
function ruleLines(css: string): string[] {
  const lines: string[] = [];
  postcss.parse(css).walkRules((rule) => {
    const around: string[] = [];
    for (let parent = rule.parent; parent && parent.type === "atrule"; parent = parent.parent)
      around.unshift(`@${(parent as postcss.AtRule).name} ${(parent as postcss.AtRule).params}`);
    for (const selector of rule.selectors) lines.push(`${around.join(" ")} ${selector} {${rule.nodes.join(";")}}`);
  });
  return lines;
}

describe("a page's CSS and the rest", () => {
  const { page: css, rest } = splitCss(sheet, page);

  it("keeps on the page the rules whose classes it uses, with their media queries and layers", () => {
    for (const kept of [
      ".flex",
      ".hover\\:underline:hover",
      ".sm\\:grid-cols-2",
      ".max-sm\\:\\[\\&_button\\]\\:h-auto",
    ])
      expect(css).toContain(kept);
    expect(css).toContain("@media (width >= 40rem)");
    expect(css).toContain("@layer theme, base, utilities;");
  });

  it("keeps rules without classes, definitions, classes inside <template>, and what hangs on a state (:is, :not)", () => {
    expect(css).toContain("box-sizing: border-box");
    expect(css).toContain("@keyframes spin");
    expect(css).toContain("@property --tw-rotate");
    expect(css).toContain(".group-hover\\:block");
    expect(css).toContain(".peer:not(.open) ~ .hidden-peer");
    expect(css).toContain(".pulse { animation"); // of a list of selectors, only those the page can match
    expect(css).not.toContain(".spin");
  });

  it("puts the rules of classes the page never uses in the rest, and nothing the page has", () => {
    expect(css).not.toContain(".grid {");
    expect(css).not.toContain("64rem");
    expect(rest).toContain(".grid { display: grid }");
    expect(rest).toContain("@media (width >= 64rem)");
    expect(rest).toContain(".spin { animation");
    for (const gone of [".flex {", "box-sizing", "@keyframes", "@property", "@layer theme, base", "40rem"])
      expect(rest).not.toContain(gone);
  });

  it("loses no rule and repeats none: page and rest together are the whole sheet", () => {
    expect([...ruleLines(css), ...ruleLines(rest)].sort()).toEqual(ruleLines(sheet).sort());
  });
});

describe("a build's prerendered pages", () => {
  it("each keep their own rules inline and name a file with the rest, where Next serves static files", () => {
    const dist = mkdtempSync(path.join(tmpdir(), "page-css-"));
    mkdirSync(path.join(dist, "server", "app", "fitnessrecipes"), { recursive: true });
    writeFileSync(path.join(dist, "server", "app", "index.html"), page);
    writeFileSync(
      path.join(dist, "server", "app", "fitnessrecipes", "bowl.html"),
      page.replace('class="flex', 'class="grid'),
    );
    writeFileSync(
      path.join(dist, "server", "app", "fitnessrecipes", "wrap.html"),
      page.replace('class="flex', 'class="grid'),
    );
    writeFileSync(path.join(dist, "server", "app", "index.rsc"), "not a page");

    expect(writePageCss(dist)).toEqual({ pages: 3, files: 2 }); // the two recipes share their rest
    const read = (file: string) => readFileSync(path.join(dist, "server", "app", file), "utf8");
    const home = read("index.html");
    const recipe = read("fitnessrecipes/bowl.html");
    const href = (html: string) => /<style data-site-css="([^"]+)">/.exec(html)![1];
    expect(href(home)).toMatch(/^\/_next\/static\/css\/rest-[0-9a-f]{16}\.css$/);
    expect(href(read("fitnessrecipes/wrap.html"))).toBe(href(recipe));
    expect(readdirSync(path.join(dist, "static", "css"))).toHaveLength(2);
    const restOfHome = readFileSync(path.join(dist, href(home).replace("/_next/", "")), "utf8");
    expect(restOfHome).toContain(".grid {");
    expect(home).toContain(".flex {");
    expect(home).not.toContain(".grid {");
    expect(recipe).toContain(".grid {");
    expect(home).toContain("<style>:root { --error: red }</style>"); // another <style> is left as it is
    expect(home).toContain('<p class="group-hover:block hover:underline">x</p>');
  });
});
