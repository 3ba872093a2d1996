import { mkdtempSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { pageCss, writePageCss } from "./page-css.mjs";

const sheet = [
  "@layer theme, base, utilities;",
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

describe("each page's own CSS", () => {
  const css = pageCss(sheet, page);

  it("keeps the rules whose classes the page uses, with their media queries and layers", () => {
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

  it("drops the rules of classes the page never uses, and what they leave empty", () => {
    expect(css).not.toContain(".grid {");
    expect(css).not.toContain(".lg\\:flex");
    expect(css).not.toContain("64rem");
  });

  it("keeps rules without classes, keyframes, classes inside <template>, and what hangs on a state (:is, :not)", () => {
    expect(css).toContain("box-sizing: border-box");
    expect(css).toContain("@keyframes spin");
    expect(css).toContain(".group-hover\\:block");
    expect(css).toContain(".peer:not(.open) ~ .hidden-peer");
    // Of a list of selectors, only those the page can match.
    expect(css).toContain(".pulse { animation");
    expect(css).not.toContain(".spin");
  });
});

describe("a build's prerendered pages", () => {
  it("each keep their own rules and name the whole sheet, written once where Next serves static files", () => {
    const dist = mkdtempSync(path.join(tmpdir(), "page-css-"));
    mkdirSync(path.join(dist, "server", "app", "fitnessrecipes"), { recursive: true });
    writeFileSync(path.join(dist, "server", "app", "index.html"), page);
    writeFileSync(
      path.join(dist, "server", "app", "fitnessrecipes", "bowl.html"),
      page.replace('class="flex', 'class="grid'),
    );
    writeFileSync(path.join(dist, "server", "app", "index.rsc"), "not a page");

    const { pages, sheet: href } = writePageCss(dist);

    expect(pages).toBe(2);
    expect(href).toMatch(/^\/_next\/static\/css\/site-[0-9a-f]{16}\.css$/);
    expect(readFileSync(path.join(dist, href.replace("/_next/", "")), "utf8")).toBe(sheet);
    const home = readFileSync(path.join(dist, "server", "app", "index.html"), "utf8");
    const recipe = readFileSync(path.join(dist, "server", "app", "fitnessrecipes", "bowl.html"), "utf8");
    expect(home).toContain(`<style data-site-css="${href}">`);
    expect(home).toContain("<style>:root { --error: red }</style>"); // another <style> is left as it is
    expect(home).toContain(".flex {");
    expect(home).not.toContain(".grid {");
    expect(recipe).toContain(".grid {");
    expect(recipe).not.toContain(".flex {");
    expect(home).toContain('<p class="group-hover:block hover:underline">x</p>');
  });
});
