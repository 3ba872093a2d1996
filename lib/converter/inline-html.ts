import "server-only";
import { parse, serialize, type DefaultTreeAdapterTypes as T } from "parse5";
import type { AssetStore } from "./assets";
import { rewriteCss } from "./css";
import {
  createElement, detach, elements, getAttr, isElement, prepend, removeAttr, setAttr, setText, textOf, tree, unwrap,
  type Element,
} from "./dom";
import { promoteLazy, revealCss } from "./lazy";
import { bestCandidate, parseSrcset, serializeSrcset } from "./srcset";

export type InlineOptions = { embedAssets: boolean; removeScripts: boolean };

const hintRels = /\b(preload|prefetch|preconnect|dns-prefetch|modulepreload|prerender|manifest|pingback|edituri|wlwmanifest)\b/i;
const iconRels = /\b(icon|apple-touch-icon|apple-touch-icon-precomposed|mask-icon)\b/i;
const linkAttrs: Record<string, string[]> = {
  a: ["href"], area: ["href"], form: ["action"], button: ["formaction"], input: ["formaction"],
  iframe: ["src"], frame: ["src"], video: ["src"], audio: ["src"], track: ["src"], embed: ["src"], object: ["data"],
  blockquote: ["cite"], q: ["cite"], del: ["cite"], ins: ["cite"], use: ["href"],
};

/**
 * Turns a fetched page into one self-contained HTML document: stylesheets inlined, images, icons and
 * fonts embedded as data URIs, lazy loading and hidden states undone, links absolute, scripts gone
 * (when asked). Whatever cannot be fetched keeps its absolute address.
 */
export async function inlineHtml(html: string, pageUrl: string, store: AssetStore, options: InlineOptions): Promise<string> {
  // Without scripting, <noscript> content is parsed as markup, which is what a script-less file shows.
  const document = parse(html, { scriptingEnabled: !options.removeScripts });
  const head = findHead(document);
  const base = takeBase(document, pageUrl);
  const abs = (value: string | undefined) => absolute(value, base);

  const promoted = new Set<Element>();
  for (const element of elements(document)) if (promoteLazy(element)) promoted.add(element);
  if (options.removeScripts) removeScripting(document, promoted);
  dropMetaDirectives(document);

  const css = (text: string) =>
    options.embedAssets ? store.rewrite(text, base) : rewriteCss(text, base, { asset: async () => null, importSheet: async () => null });
  const image = async (value: string | undefined) => {
    const url = abs(value);
    if (!url || !options.embedAssets || !/^https?:/.test(url)) return url;
    return (await store.dataUri(url, "image")) ?? url;
  };

  const work: Promise<void>[] = [];
  for (const element of elements(document)) {
    const style = getAttr(element, "style");
    if (style && /url\(|image-set/i.test(style)) work.push(css(style).then((value) => setAttr(element, "style", value)));

    switch (element.tagName) {
      case "style":
        work.push(css(textOf(element)).then((value) => setText(element, escapeStyle(value))));
        break;
      case "link":
        work.push(rewriteLink(element, abs, options, store, image));
        break;
      case "img":
      case "source":
        work.push(rewriteImage(element, abs, image));
        break;
      case "video":
        if (getAttr(element, "poster")) work.push(image(getAttr(element, "poster")).then((v) => void (v && setAttr(element, "poster", v))));
        break;
      case "image":
      case "feImage":
        // href and xlink:href both arrive as name "href" (the latter with prefix "xlink").
        for (const attr of element.attrs.filter((a) => a.name === "href")) {
          work.push(image(attr.value).then((v) => void (v && (attr.value = v))));
        }
        break;
      case "input":
        if (getAttr(element, "type")?.toLowerCase() === "image") work.push(image(getAttr(element, "src")).then((v) => void (v && setAttr(element, "src", v))));
        break;
      case "script":
        if (getAttr(element, "src")) work.push(rewriteScript(element, abs, options, store));
        break;
    }
    for (const attr of element.attrs) {
      if (!linkAttrs[element.tagName]?.includes(attr.name) || attr.value.trim().startsWith("#")) continue;
      attr.value = abs(attr.value) ?? attr.value;
    }
  }
  await Promise.all(work);

  const reveal = createElement("style", { id: "elementor-para-html-reveal" });
  setText(reveal, revealCss);
  tree.appendChild(head, reveal);
  prepend(head, createElement("meta", { charset: "utf-8" }));
  return serialize(document);
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

/** The document's base address (from the first <base href>), with every <base> removed. */
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

/** Charset declarations (one UTF-8 one is added), refreshes and CSPs that would fight the saved file. */
function dropMetaDirectives(document: T.Document) {
  for (const element of elements(document)) {
    if (element.tagName !== "meta") continue;
    const equiv = getAttr(element, "http-equiv")?.toLowerCase();
    if (getAttr(element, "charset") !== undefined || equiv === "content-type" || equiv === "refresh" || equiv === "content-security-policy") {
      detach(element);
    }
  }
}

function removeScripting(document: T.Document, promoted: Set<Element>) {
  for (const element of elements(document)) {
    if (element.tagName === "script") {
      detach(element);
      continue;
    }
    element.attrs = element.attrs.filter((attr) => !/^on/i.test(attr.name));
    for (const attr of element.attrs) {
      if (/^(href|src|action|formaction|data|xlink:href)$/i.test(attr.name) && /^\s*javascript:/i.test(attr.value.replace(/[\u0000-\u001f]/g, ""))) {
        attr.value = attr.name === "href" ? "#" : "";
      }
    }
    if (element.tagName === "link" && /\bmodulepreload\b/i.test(getAttr(element, "rel") ?? "")) detach(element);
  }
  for (const noscript of elements(document).filter((e) => e.tagName === "noscript")) {
    // Lazy-load plugins repeat the image inside <noscript>; once the lazy one is promoted the copy goes.
    const previous = previousElement(noscript);
    const duplicate = previous && (promoted.has(previous) || elements(previous).some((e) => promoted.has(e)));
    if (duplicate && elements(noscript).every((e) => ["img", "picture", "source", "iframe", "video"].includes(e.tagName))) detach(noscript);
    else unwrap(noscript);
  }
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
type Image = (value: string | undefined) => Promise<string | undefined>;

async function rewriteLink(element: Element, abs: Abs, options: InlineOptions, store: AssetStore, image: Image) {
  const rel = getAttr(element, "rel") ?? "";
  const href = abs(getAttr(element, "href"));
  if (hintRels.test(rel)) return detach(element);
  if (/\bstylesheet\b/i.test(rel) && href) {
    const text = options.embedAssets && /^https?:/.test(href) ? await store.stylesheet(href) : null;
    if (text === null) return setAttr(element, "href", href);
    const style = createElement("style", {});
    for (const name of ["media", "id", "title"]) {
      const value = getAttr(element, name);
      if (value) setAttr(style, name, value);
    }
    setText(style, escapeStyle(text));
    tree.insertBefore(element.parentNode!, style, element);
    return detach(element);
  }
  if (iconRels.test(rel) && href) return setAttr(element, "href", (await image(href)) ?? href);
  if (href) setAttr(element, "href", href);
}

async function rewriteImage(element: Element, abs: Abs, image: Image) {
  const srcset = getAttr(element, "srcset");
  const src = getAttr(element, "src");
  if (srcset) {
    const candidates = parseSrcset(srcset).map((c) => ({ ...c, url: abs(c.url) ?? c.url }));
    const best = bestCandidate(candidates);
    const embedded = best ? await image(best.url) : undefined;
    if (embedded?.startsWith("data:")) {
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
    const value = await image(src);
    if (value) setAttr(element, "src", value);
  } else if (src) {
    setAttr(element, "src", abs(src) ?? src); // <source> of <video>/<audio>: media stays remote
  }
}

function isPictureSource(element: Element) {
  return element.parentNode && "tagName" in element.parentNode && element.parentNode.tagName === "picture";
}

async function rewriteScript(element: Element, abs: Abs, options: InlineOptions, store: AssetStore) {
  const src = abs(getAttr(element, "src"));
  if (!src) return;
  const embedded = options.embedAssets && /^https?:/.test(src) ? await store.dataUri(src, "script") : null;
  setAttr(element, "src", embedded ?? src);
  if (embedded) removeAttr(element, "integrity", "crossorigin");
}

/** Style text must not close its own element early. */
function escapeStyle(css: string): string {
  return css.replace(/<\/(style)/gi, "<\\/$1");
}
