import "server-only";
import { parse, type DefaultTreeAdapterTypes as T } from "parse5";
import { TOKEN, type AssetStore, type EmbedKind } from "./assets";
import { rewriteCss } from "./css";
import {
  classes,
  createElement,
  detach,
  elements,
  getAttr,
  isElement,
  prepend,
  removeAttr,
  setAttr,
  setText,
  textOf,
  tree,
  unwrap,
  type Element,
} from "./dom";
import { activateAsyncStylesheets } from "./async-css";
import { seal, writeEmbedded } from "./finish";
import { fontUsage, pruneFontFaces, pruneRules, type PageShape } from "./fonts";
import { promoteLazy, revealCss } from "./lazy";
import { serializeHtml } from "./serialize";
import { candidateFor, displayedWidth } from "./optimise/displayed-size";
import { bestCandidate, parseSrcset, serializeSrcset } from "./srcset";
import { minifyMarkup, noMarkupSavings, type MarkupSavings } from "./optimise/markup";
import {
  addWidgetScript,
  findWidgets,
  widgetScript,
  widgetScriptHash,
  widgetShape,
  type WidgetCounts,
} from "./widgets";

export type InlineOptions = {
  embedAssets: boolean;
  removeScripts: boolean;
  /** A page of a whole-site export: its files sit beside it and the widget script is this one shared file. */
  scriptSrc?: string;
  /** Drops what the browser does not need from the markup ("Otimizar imagens" on a single page). */
  minifyMarkup?: boolean;
};

const hintRels =
  /\b(preload|prefetch|preconnect|dns-prefetch|modulepreload|prerender|manifest|pingback|edituri|wlwmanifest)\b/i;
const iconRels = /\b(icon|apple-touch-icon|apple-touch-icon-precomposed|mask-icon)\b/i;
const linkAttrs: Record<string, string[]> = {
  a: ["href"],
  area: ["href"],
  form: ["action"],
  button: ["formaction"],
  input: ["formaction"],
  iframe: ["src"],
  frame: ["src"],
  video: ["src"],
  audio: ["src"],
  track: ["src"],
  embed: ["src"],
  object: ["data"],
  blockquote: ["cite"],
  q: ["cite"],
  del: ["cite"],
  ins: ["cite"],
  use: ["href"],
};
const textAttrs = ["alt", "title", "placeholder", "value", "aria-label"];

/** Whatever cannot be fetched keeps its absolute address; a CSP keeps the file from loading anything else. */
export async function inlineHtml(
  html: string,
  pageUrl: string,
  store: AssetStore,
  options: InlineOptions,
): Promise<{ html: string; widgets: WidgetCounts; links: string[]; markup: MarkupSavings }> {
  // Without scripting, <noscript> content is parsed as markup, which is what a script-less file shows.
  const document = parse(html, { scriptingEnabled: !options.removeScripts });
  const head = findHead(document);
  const base = takeBase(document, pageUrl);
  const abs = (value: string | undefined) => absolute(value, base);

  const promoted = new Set<Element>();
  // An external sheet could also hold it, but Elementor prints that CSS in the page itself.
  const elementorLazy = html.includes("e-lazyloaded");
  for (const element of elements(document)) if (promoteLazy(element, elementorLazy)) promoted.add(element);
  const activated = new Set([...activateAsyncStylesheets(document)].map((href) => abs(href)));
  if (options.removeScripts) removeScripting(document, promoted, activated, abs);
  if (options.removeScripts) dropComments(document);
  dropMetaDirectives(document);

  // Stylesheets first, so the fonts the whole page uses are known.
  const sheets = new Map<Element, string>();
  const styleAttrs = new Map<Element, string>();
  const keep = { asset: async () => null, importSheet: async () => null };
  const expand = (css: string) => (options.embedAssets ? store.expand(css, base) : rewriteCss(css, base, keep));
  const collected: Promise<unknown>[] = [];
  for (const element of elements(document)) {
    const style = getAttr(element, "style");
    if (style && /url\(|image-set/i.test(style))
      collected.push(expand(style).then((css) => styleAttrs.set(element, css)));
    if (element.tagName === "style") collected.push(expand(textOf(element)).then((css) => sheets.set(element, css)));
    if (element.tagName === "link") {
      collected.push(linkedSheet(element, abs, options, store).then((css) => css !== null && sheets.set(element, css)));
    }
  }
  await Promise.all(collected);

  const all = elements(document);
  const inlineStyles = all.map((e) => getAttr(e, "style") ?? "");
  // Kept scripts may add classes and elements, so then every rule counts.
  const page = options.removeScripts ? pageShape(all) : null;
  // The page's own scripts are gone; ours brings its widgets back (a kept page script would do it itself).
  const widgets = options.removeScripts ? findWidgets(document) : {};
  const scriptHash = Object.keys(widgets).length ? widgetScriptHash : null;
  if (page && scriptHash) {
    for (const name of widgetShape.classes) page.classes.add(name);
    for (const name of widgetShape.tags) page.tags.add(name);
    for (const name of widgetShape.attributes) page.attributes.add(name);
  }
  const usage = options.embedAssets ? fontUsage([...sheets.values()], inlineStyles, pageText(all), page) : null;
  // Fonts are cut to the page's characters only when no page script can add text.
  if (usage && page) store.useCharacters(usage.characters);
  const embed: Embed = (url, kind, width) =>
    options.embedAssets && /^https?:/.test(url) ? store.embed(url, kind, width) : Promise.resolve(null);
  const image: Image = async (value, width) => {
    const url = abs(value);
    return url && ((await embed(url, "image", width)) ?? url);
  };
  const embedCss = (text: string) => (options.embedAssets ? store.embedCss(text, base) : Promise.resolve(text));
  if (options.embedAssets) flattenPictures(all);
  const work: Promise<void>[] = [];
  for (const [element, text] of sheets) {
    work.push(embedCss(usage ? pruneFontFaces(pruneRules(text, page), usage) : text).then((v) => setStyle(element, v)));
  }
  for (const [element, text] of styleAttrs) work.push(embedCss(text).then((v) => setAttr(element, "style", v)));
  for (const element of elements(document)) {
    switch (element.tagName) {
      case "link":
        work.push(rewriteLink(element, abs, image));
        break;
      case "img":
      case "source":
        work.push(rewriteImage(element, abs, image));
        break;
      case "video":
        if (getAttr(element, "poster"))
          work.push(image(getAttr(element, "poster")).then((v) => void (v && setAttr(element, "poster", v))));
        break;
      case "image":
      case "feImage":
        // href and xlink:href both arrive as name "href" (the latter with prefix "xlink").
        for (const attr of element.attrs.filter((a) => a.name === "href")) {
          work.push(image(attr.value).then((v) => void (v && (attr.value = v))));
        }
        break;
      case "input":
        if (getAttr(element, "type")?.toLowerCase() === "image")
          work.push(image(getAttr(element, "src")).then((v) => void (v && setAttr(element, "src", v))));
        break;
      case "script":
        if (getAttr(element, "src")) work.push(rewriteScript(element, abs, embed));
        break;
    }
  }
  await Promise.all(work);
  const links = absoluteLinks(document, abs);
  if (options.embedAssets) writeEmbedded(document, head, store);
  // Only where every style is in the file and no page script will read the markup.
  const markup =
    options.minifyMarkup && options.embedAssets && options.removeScripts
      ? minifyMarkup(document, head, styleText(document, page), widgetScript)
      : noMarkupSavings();
  // A site's forms are rewired by the same script, so its pages always carry it.
  if (options.scriptSrc || scriptHash) addWidgetScript(findBody(document), options.scriptSrc);
  seal(head, pageUrl, new Date(), {
    embedded: options.embedAssets,
    keepScripts: !options.removeScripts,
    scriptHash,
    files: !!options.scriptSrc,
  });
  return { html: finish(document, head, page, options), widgets, links, markup };
}

/** Every style sheet the file will hold: its <style> elements and the reveal rules `finish` adds. */
function styleText(document: T.Document, page: PageShape): string {
  const sheets = elements(document).filter((element) => element.tagName === "style");
  return [...sheets.map(textOf), pruneRules(revealCss, page)].join("\n");
}

function finish(document: T.Document, head: Element, page: PageShape, options: InlineOptions): string {
  const reveal = pruneRules(revealCss, page);
  if (reveal) tree.appendChild(head, setText(createElement("style", { id: "elementor-para-html-reveal" }), reveal));
  prepend(head, createElement("meta", { charset: "utf-8" }));
  return serializeHtml(document, !options.removeScripts);
}

/** Answers where the page's links (<a>, <area>) point. */
function absoluteLinks(document: T.Document, abs: Abs): string[] {
  const links: string[] = [];
  for (const element of elements(document)) {
    for (const attr of element.attrs) {
      if (!linkAttrs[element.tagName]?.includes(attr.name) || attr.value.trim().startsWith("#")) continue;
      attr.value = abs(attr.value) ?? attr.value;
      if (attr.name === "href" && (element.tagName === "a" || element.tagName === "area")) links.push(attr.value);
    }
  }
  return links;
}

function pageShape(all: Element[]): PageShape {
  const shape = {
    classes: new Set<string>(),
    ids: new Set<string>(),
    tags: new Set<string>(),
    attributes: new Set<string>(),
  };
  for (const element of all) {
    shape.tags.add(element.tagName.toLowerCase());
    for (const attr of element.attrs) shape.attributes.add(attr.name.toLowerCase());
    for (const name of classes(element)) shape.classes.add(name);
    const id = getAttr(element, "id");
    if (id) shape.ids.add(id);
  }
  return shape;
}

function pageText(all: Element[]): string {
  const parts: string[] = [];
  for (const element of all) {
    if (element.tagName === "style" || element.tagName === "script") continue;
    parts.push(textOf(element));
    for (const name of textAttrs) parts.push(getAttr(element, name) ?? "");
  }
  return parts.join("");
}

function absolute(value: string | undefined, base: string): string | undefined {
  const trimmed = value?.trim();
  if (!trimmed || /^(data|blob|about|mailto|tel|sms|javascript):/i.test(trimmed)) return trimmed;
  try {
    return new URL(trimmed, base).href;
  } catch {
    return trimmed;
  }
}

function findHead(document: T.Document): Element {
  const html = document.childNodes.find((n): n is Element => isElement(n) && n.tagName === "html")!;
  return html.childNodes.find((n): n is Element => isElement(n) && n.tagName === "head")!;
}

function findBody(document: T.Document): Element {
  const html = document.childNodes.find((n): n is Element => isElement(n) && n.tagName === "html")!;
  return html.childNodes.find((n): n is Element => isElement(n) && (n.tagName === "body" || n.tagName === "frameset"))!;
}

function takeBase(document: T.Document, pageUrl: string): string {
  let base = pageUrl;
  let found = false;
  for (const element of elements(document)) {
    if (element.tagName !== "base") continue;
    const href = getAttr(element, "href");
    if (href && !found) {
      try {
        base = new URL(href, pageUrl).href;
        found = true;
      } catch {
        // an unusable base is ignored, as browsers do
      }
    }
    detach(element);
  }
  return base;
}

/**
 * Comments draw nothing, and themes leave whole sections commented out (20 kB each on a real page); only
 * page scripts read them (templates' markers), so they stay when scripts do. The file's own note comes later.
 */
function dropComments(parent: T.ParentNode) {
  const stack: T.ParentNode[] = [parent];
  while (stack.length) {
    const node = stack.pop()!;
    node.childNodes = node.childNodes.filter((child) => child.nodeName !== "#comment");
    for (const child of node.childNodes) {
      if (child.nodeName === "template") stack.push((child as T.Template).content);
      if ("childNodes" in child) stack.push(child);
    }
  }
}

/** Charset declarations (one UTF-8 one is added), refreshes and CSPs that would fight the saved file. */
function dropMetaDirectives(document: T.Document) {
  for (const element of elements(document)) {
    if (element.tagName !== "meta") continue;
    const equiv = getAttr(element, "http-equiv")?.toLowerCase();
    if (
      getAttr(element, "charset") !== undefined ||
      equiv === "content-type" ||
      equiv === "refresh" ||
      equiv === "content-security-policy"
    ) {
      detach(element);
    }
  }
}

function removeScripting(document: T.Document, promoted: Set<Element>, activated: Set<string | undefined>, abs: Abs) {
  for (const element of elements(document)) {
    if (element.tagName === "script") {
      detach(element);
      continue;
    }
    element.attrs = element.attrs.filter((attr) => !/^on/i.test(attr.name));
    for (const attr of element.attrs) {
      if (
        /^(href|src|action|formaction|data|xlink:href)$/i.test(attr.name) &&
        /^\s*javascript:/i.test(attr.value.replace(/[\u0000-\u001f]/g, ""))
      ) {
        attr.value = attr.name === "href" ? "#" : "";
      }
    }
    if (element.tagName === "link" && /\bmodulepreload\b/i.test(getAttr(element, "rel") ?? "")) detach(element);
  }
  for (const noscript of elements(document).filter((e) => e.tagName === "noscript")) {
    const inside = elements(noscript);
    // Lazy-load plugins repeat the image inside <noscript>; once the lazy one is promoted the copy goes.
    const previous = previousElement(noscript);
    const lazyCopy =
      previous &&
      (promoted.has(previous) || elements(previous).some((e) => promoted.has(e))) &&
      inside.every((e) => ["img", "picture", "source", "iframe", "video"].includes(e.tagName));
    const sheetCopy =
      inside.length > 0 && inside.every((e) => e.tagName === "link" && activated.has(abs(getAttr(e, "href"))));
    const duplicate = lazyCopy || sheetCopy;
    if (duplicate || (inside.length > 0 && inside.every(isTrackingPixel))) detach(noscript);
    else unwrap(noscript);
  }
}

function isTrackingPixel(element: Element): boolean {
  if (element.tagName !== "img" && element.tagName !== "iframe") return false;
  const tiny = ["width", "height"].some((name) => /^\s*[01](px)?\s*$/.test(getAttr(element, name) ?? ""));
  return tiny || /display\s*:\s*none|visibility\s*:\s*hidden/i.test(getAttr(element, "style") ?? "");
}

function previousElement(node: Element): Element | undefined {
  const siblings = node.parentNode?.childNodes ?? [];
  for (let i = siblings.indexOf(node) - 1; i >= 0; i--) {
    const sibling = siblings[i];
    if (isElement(sibling)) return sibling;
    if (sibling.nodeName === "#text" && "value" in sibling && sibling.value.trim()) return undefined;
  }
  return undefined;
}

type Abs = (value: string | undefined) => string | undefined;
type Embed = (url: string, kind: EmbedKind, largestWidth?: number | null) => Promise<string | null>;
type Image = (value: string | undefined, largestWidth?: number | null) => Promise<string | undefined>;

async function linkedSheet(element: Element, abs: Abs, options: InlineOptions, store: AssetStore) {
  const rel = getAttr(element, "rel") ?? "";
  const href = abs(getAttr(element, "href"));
  if (hintRels.test(rel)) {
    detach(element);
    return null;
  }
  if (!/\bstylesheet\b/i.test(rel) || !href) return null;
  const text = options.embedAssets && /^https?:/.test(href) ? await store.stylesheet(href) : null;
  if (text === null) setAttr(element, "href", href);
  return text;
}

function setStyle(element: Element, css: string) {
  if (element.tagName === "style") return void setText(element, escapeStyle(css));
  const style = createElement("style", {});
  for (const name of ["media", "id", "title"]) {
    const value = getAttr(element, name);
    if (value) setAttr(style, name, value);
  }
  setText(style, escapeStyle(css));
  tree.insertBefore(element.parentNode!, style, element);
  detach(element);
}

async function rewriteLink(element: Element, abs: Abs, image: Image) {
  const rel = getAttr(element, "rel") ?? "";
  const href = abs(getAttr(element, "href"));
  if (!element.parentNode || /\bstylesheet\b/i.test(rel) || !href) return;
  if (iconRels.test(rel)) return setAttr(element, "href", (await image(href, iconWidth(element, rel))) ?? href);
  setAttr(element, "href", href);
}

/**
 * The most a browser draws an icon with, in device pixels: the largest of its `sizes`, else 180 for a home
 * screen icon and 64 for a tab's (32 px at ratio 2). Themes often name the whole logo as the icon.
 */
function iconWidth(element: Element, rel: string): number | null {
  const sizes = getAttr(element, "sizes")?.toLowerCase() ?? "";
  if (/\bany\b/.test(sizes)) return null;
  const declared = [...sizes.matchAll(/(\d+)x\d+/g)].map((m) => Number(m[1]));
  if (declared.length) return Math.max(...declared);
  return /apple-touch-icon/i.test(rel) ? 180 : 64;
}

async function rewriteImage(element: Element, abs: Abs, image: Image) {
  const srcset = getAttr(element, "srcset");
  const src = getAttr(element, "src");
  const img = element.tagName === "img" ? element : undefined;
  // The widest the page shows it (device pixels), so the kept candidate and the optimised file fit it.
  const width = img ? displayedWidth({ sizes: getAttr(img, "sizes"), width: getAttr(img, "width") }) : null;
  if (srcset) {
    const candidates = parseSrcset(srcset).map((c) => ({ ...c, url: abs(c.url) ?? c.url }));
    const best = candidateFor(candidates, width) ?? bestCandidate(candidates);
    const embedded = best ? await image(best.url, width) : undefined;
    if (embedded?.startsWith(TOKEN)) {
      if (element.tagName === "img") {
        setAttr(element, "src", embedded);
        removeAttr(element, "srcset", "sizes");
      } else {
        setAttr(element, "srcset", embedded);
        removeAttr(element, "sizes");
      }
      return;
    }
    setAttr(element, "srcset", serializeSrcset(candidates));
  }
  if (src !== undefined && (element.tagName === "img" || isPictureSource(element))) {
    const value = await image(src, width);
    if (value) setAttr(element, "src", value);
  } else if (src) {
    setAttr(element, "src", abs(src) ?? src); // <source> of <video>/<audio>: media stays remote
  }
}

const pictureTypes = /^(image\/(webp|avif|png|jpeg|gif|svg\+xml))?$/i;

/** One image per <picture> (as SingleFile does), so the file does not carry the same photo in several sizes. */
function flattenPictures(all: Element[]) {
  for (const picture of all.filter((e) => e.tagName === "picture")) {
    const children = picture.childNodes.filter(isElement);
    const img = children.find((e) => e.tagName === "img");
    const sources = children.filter((e) => e.tagName === "source");
    const chosen = sources.find(
      (e) => !getAttr(e, "media") && pictureTypes.test(getAttr(e, "type") ?? "") && getAttr(e, "srcset"),
    );
    if (!img || !chosen) continue;
    setAttr(img, "srcset", getAttr(chosen, "srcset")!);
    const sizes = getAttr(chosen, "sizes");
    if (sizes) setAttr(img, "sizes", sizes);
    else removeAttr(img, "sizes");
    for (const source of sources) detach(source);
  }
}

function isPictureSource(element: Element) {
  return element.parentNode && "tagName" in element.parentNode && element.parentNode.tagName === "picture";
}

async function rewriteScript(element: Element, abs: Abs, embed: Embed) {
  const src = abs(getAttr(element, "src"));
  if (!src) return;
  const embedded = await embed(src, "script");
  setAttr(element, "src", embedded ?? src);
  if (embedded) removeAttr(element, "integrity", "crossorigin");
}

function escapeStyle(css: string): string {
  return css.replace(/<\/(style)/gi, "<\\/$1");
}
