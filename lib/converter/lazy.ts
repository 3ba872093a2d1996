import { cssUrl } from "./css";
import { classes, getAttr, removeAttr, setAttr, setClasses, type Element } from "./dom";

/** Lazy-loading plugins leave work in the HTML that their scripts, now removed, would have finished. */
const lazySources = [
  "data-lazy-src",
  "data-src",
  "data-original",
  "data-lazy-original",
  "data-orig-src",
  "data-ll-src",
];
const lazySrcsets = ["data-lazy-srcset", "data-srcset", "data-original-set"];
const lazySizes = ["data-lazy-sizes", "data-sizes"];
const lazyBackgrounds = [
  "data-bg",
  "data-lazy-bg",
  "data-background",
  "data-lazy-background",
  "data-bg-image",
  "data-background-image",
];
const mediaTags = new Set(["img", "source", "iframe", "video", "audio", "embed"]);
const lazyClasses = new Set([
  "lazyload",
  "lazyloading",
  "lazy",
  "rocket-lazyload",
  "perfmatters-lazy",
  "litespeed-lazyload",
  "ewww_webp_lazy_load",
]);
const elementorLazyContainers = new Set(["e-con", "e-parent", "elementor-section", "elementor-column"]);

/** With `elementorLazy`, containers get the class Elementor's script would have added. */
export function promoteLazy(element: Element, elementorLazy: boolean): boolean {
  let promoted = false;
  if (mediaTags.has(element.tagName)) {
    const src = firstAttr(element, lazySources);
    if (src) {
      setAttr(element, "src", src);
      promoted = true;
    }
    const srcset = firstAttr(element, lazySrcsets);
    if (srcset) {
      setAttr(element, "srcset", srcset);
      promoted = true;
    } else if (promoted && element.tagName === "img" && isPlaceholder(getAttr(element, "srcset"))) {
      removeAttr(element, "srcset");
    }
    const sizes = firstAttr(element, lazySizes);
    if (sizes && sizes !== "auto") setAttr(element, "sizes", sizes);
    else if (sizes === "auto" || getAttr(element, "sizes") === "auto") removeAttr(element, "sizes");
    const poster = getAttr(element, "data-poster");
    if (poster) setAttr(element, "poster", poster);
    if (getAttr(element, "loading") === "lazy") removeAttr(element, "loading");
    removeAttr(element, ...lazySources, ...lazySrcsets, ...lazySizes, "data-poster");
  }

  const background = firstAttr(element, lazyBackgrounds);
  if (background) {
    const value = /^\s*url\(/i.test(background) ? background : cssUrl(background.trim());
    const style = (getAttr(element, "style") ?? "").trim().replace(/;?$/, ";");
    setAttr(element, "style", `${style === ";" ? "" : style}background-image:${value}`);
    removeAttr(element, ...lazyBackgrounds);
    promoted = true;
  }
  removeAttr(element, "data-lazyloaded", "data-ll-status", "data-lazy-type");

  const list = classes(element);
  if (list.length) {
    let changed = false;
    const next: string[] = [];
    for (const name of list) {
      if (name === "elementor-invisible") changed = true;
      else if (lazyClasses.has(name) && promoted) {
        next.push("lazyloaded", "entered", "loaded");
        changed = true;
      } else next.push(name);
      if (elementorLazy && elementorLazyContainers.has(name) && !list.includes("e-lazyloaded")) {
        next.push("e-lazyloaded");
        changed = true;
      }
    }
    if (changed) setClasses(element, next);
  }
  return promoted;
}

function firstAttr(element: Element, names: string[]): string | undefined {
  for (const name of names) {
    const value = getAttr(element, name)?.trim();
    if (value && !isPlaceholder(value)) return value;
  }
  return undefined;
}

function isPlaceholder(value: string | undefined): boolean {
  if (!value) return false;
  return /^data:image\/(svg\+xml|gif|png)[;,]/i.test(value.trim()) && value.length < 2048;
}

export const revealCss = [
  ".elementor-invisible{visibility:visible!important}",
  ".elementor-motion-effects-element{opacity:1!important}",
  "img.lazyloaded,img.lazyload,img.lazyloading,img.rocket-lazyload,img.perfmatters-lazy,img[data-lazyloaded],.litespeed-loaded{opacity:1!important;visibility:visible!important}",
].join("\n");
