// @ts-check
/**
 * Each prerendered page carries the part of the site's stylesheet its HTML uses, not the whole sheet
 * (issue 52): `npm run build` rewrites the <style> that app/inline-css.tsx writes into every page, and keeps
 * the whole sheet as a file the browser fetches after the first paint (public/shell.js), for what script
 * shows later: a dialog, an error, a page reached by a client-side navigation. Without script a page needs
 * nothing beyond its own HTML, so its own rules are all it ever uses.
 */
import { createHash } from "node:crypto";
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import postcss from "postcss";

const entities = /** @type {Record<string, string>} */ ({
  amp: "&",
  quot: '"',
  "#x27": "'",
  "#39": "'",
  lt: "<",
  gt: ">",
});

/**
 * Every class name in the HTML's class attributes (those inside <template> too), entities read.
 * @param {string} html
 */
function classesOf(html) {
  const classes = new Set();
  for (const [, value] of html.matchAll(/\sclass="([^"]*)"/g))
    for (const name of value.split(/\s+/))
      if (name)
        classes.add(
          name.replace(/&(amp|quot|#x27|#39|lt|gt);/g, (_, /** @type {string} */ entity) => entities[entity]),
        );
  return classes;
}

/**
 * The classes a selector needs on the page. What sits inside a functional pseudo-class (:not(.x), :is(),
 * :where(), :has()) is left out: a rule kept by mistake costs a few bytes, a rule dropped by mistake breaks
 * the look.
 * @param {string} selector
 */
function classesNeeded(selector) {
  let outer = selector;
  for (let previous = ""; previous !== outer;) [previous, outer] = [outer, outer.replace(/\([^()]*\)/g, "")];
  return [...outer.matchAll(/\.((?:\\.|[\w-])+)/g)].map(([, name]) => name.replace(/\\(.)/g, "$1"));
}

/**
 * The rules of `css` the page `html` can use: a rule stays if some selector's classes are all on the page.
 * @param {string} css
 * @param {string} html
 */
export function pageCss(css, html) {
  const used = classesOf(html);
  const root = postcss.parse(css);
  root.walkRules((rule) => {
    if (rule.parent?.type === "atrule" && /keyframes$/.test(/** @type {postcss.AtRule} */ (rule.parent).name)) return;
    const kept = rule.selectors.filter((selector) => classesNeeded(selector).every((name) => used.has(name)));
    if (kept.length) rule.selectors = kept;
    else rule.remove();
  });
  // Media queries, supports and layers left empty go too.
  for (let emptied = true; emptied;) {
    emptied = false;
    root.walkAtRules((atRule) => {
      if (atRule.nodes && atRule.nodes.length === 0) {
        atRule.remove();
        emptied = true;
      }
    });
  }
  return root.toString();
}

/** The site's sheet as app/inline-css.tsx writes it (Next's own error page has a <style> of its own). */
const inlineSheet = /<style data-site-css="">([\s\S]*?)<\/style>/;

/**
 * Rewrites the prerendered pages of the build in `distDir`: each page's <style> keeps the rules it uses and
 * names the whole sheet (data-site-css), written once to static/css/ where Next serves it with a year's cache.
 * @param {string} distDir
 * @returns {{ pages: number, sheet: string }}
 */
export function writePageCss(distDir) {
  const pagesDir = path.join(distDir, "server", "app");
  const pages = readdirSync(pagesDir, { recursive: true, encoding: "utf8" }).filter((file) => file.endsWith(".html"));
  let sheet = "";
  let count = 0;
  for (const file of pages) {
    const target = path.join(pagesDir, file);
    const html = readFileSync(target, "utf8");
    const css = html.match(inlineSheet)?.[1];
    if (!css) continue;
    if (!sheet) {
      const hash = createHash("sha256").update(css).digest("hex").slice(0, 16);
      sheet = `/_next/static/css/site-${hash}.css`;
      mkdirSync(path.join(distDir, "static", "css"), { recursive: true });
      writeFileSync(path.join(distDir, "static", "css", `site-${hash}.css`), css);
    }
    const style = `<style data-site-css="${sheet}">${pageCss(css, html)}</style>`;
    writeFileSync(
      target,
      html.replace(inlineSheet, () => style),
    );
    count += 1;
  }
  return { pages: count, sheet };
}
