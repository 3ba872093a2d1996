// @ts-check
/**
 * Each prerendered page carries the part of the site's stylesheet its HTML uses, not the whole sheet
 * (issue 52): `npm run build` splits the <style> that app/inline-css.tsx writes into every page. The page
 * keeps its rules inline; the others (the rest) go to a file the browser fetches after the first paint
 * (public/shell.js), for what script shows later: a dialog, an error, a page reached by a client-side
 * navigation. The rest holds only rules on classes the page does not have, so adding it restyles nothing
 * already drawn (a whole second copy of the sheet made the browser restyle every element after the load:
 * bench/history.md). Without script a page needs nothing beyond its own HTML.
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

/** At-rules that define rather than apply (fonts, custom properties, animations): the page's. */
const definitions = new Set(["charset", "import", "property", "font-face", "keyframes", "-webkit-keyframes"]);

/** @param {postcss.Root} root removes the media queries, supports and layers left empty */
function dropEmpty(root) {
  for (let emptied = true; emptied;) {
    emptied = false;
    root.walkAtRules((atRule) => {
      if (atRule.nodes && atRule.nodes.length === 0) {
        atRule.remove();
        emptied = true;
      }
    });
  }
}

/** @param {postcss.Root} root */
function rulesOf(root) {
  /** @type {postcss.Rule[]} */
  const rules = [];
  root.walkRules((rule) => void rules.push(rule));
  return rules;
}

/**
 * `css` in two: the rules the page `html` can use (a rule stays if some selector's classes are all on the
 * page; keyframes, fonts and the like always), and the rest, in the sheet's order.
 * @param {string} css
 * @param {string} html
 * @returns {{ page: string, rest: string }}
 */
export function splitCss(css, html) {
  const used = classesOf(html);
  const sheet = postcss.parse(css);
  const inKeyframes = (/** @type {postcss.Rule} */ rule) =>
    rule.parent?.type === "atrule" && /keyframes$/.test(/** @type {postcss.AtRule} */ (rule.parent).name);
  // For each rule, for each of its selectors: whether the page can match it (null: inside keyframes).
  const onPage = rulesOf(sheet).map((rule) =>
    inKeyframes(rule)
      ? null
      : rule.selectors.map((selector) => classesNeeded(selector).every((name) => used.has(name))),
  );
  const page = sheet.clone();
  const rest = sheet.clone();
  const keep = (/** @type {postcss.Rule} */ rule, /** @type {boolean[]} */ which) => {
    const selectors = rule.selectors.filter((_, index) => which[index]);
    if (selectors.length) rule.selectors = selectors;
    else rule.remove();
  };
  rulesOf(page).forEach((rule, index) => {
    const which = onPage[index];
    if (which) keep(rule, which);
  });
  rulesOf(rest).forEach((rule, index) => {
    const which = onPage[index];
    if (which)
      keep(
        rule,
        which.map((matches) => !matches),
      );
  });
  rest.walkAtRules((atRule) => {
    // A statement such as the layers' order (@layer theme, base;) is the page's too.
    if (definitions.has(atRule.name) || !atRule.nodes) atRule.remove();
  });
  dropEmpty(page);
  dropEmpty(rest);
  return { page: page.toString(), rest: rest.toString() };
}

/** The site's sheet as app/inline-css.tsx writes it (Next's own error page has a <style> of its own). */
const inlineSheet = /<style data-site-css="">([\s\S]*?)<\/style>/;

/**
 * Rewrites the prerendered pages of the build in `distDir`: each page's <style> keeps the rules it uses and
 * names (data-site-css) the file with the rest, written to static/css/, where Next serves it with a year's
 * cache (pages with the same rest share one file).
 * @param {string} distDir
 * @returns {{ pages: number, files: number }}
 */
export function writePageCss(distDir) {
  const pagesDir = path.join(distDir, "server", "app");
  const cssDir = path.join(distDir, "static", "css");
  const pages = readdirSync(pagesDir, { recursive: true, encoding: "utf8" }).filter((file) => file.endsWith(".html"));
  const files = new Set();
  let count = 0;
  for (const file of pages) {
    const target = path.join(pagesDir, file);
    const html = readFileSync(target, "utf8");
    const css = html.match(inlineSheet)?.[1];
    if (!css) continue;
    const { page, rest } = splitCss(css, html);
    const name = `rest-${createHash("sha256").update(rest).digest("hex").slice(0, 16)}.css`;
    if (!files.has(name)) {
      mkdirSync(cssDir, { recursive: true });
      writeFileSync(path.join(cssDir, name), rest);
      files.add(name);
    }
    const style = `<style data-site-css="/_next/static/css/${name}">${page}</style>`;
    writeFileSync(
      target,
      html.replace(inlineSheet, () => style),
    );
    count += 1;
  }
  return { pages: count, files: files.size };
}
