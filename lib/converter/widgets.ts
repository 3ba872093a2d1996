import { createHash } from "node:crypto";
import type { DefaultTreeAdapterTypes as T } from "parse5";
import { classes, createElement, elements, getAttr, isElement, setText, tree, type Element } from "./dom";
import { restoreWidgets } from "./widget-runtime";

export type WidgetKind = "tabs" | "accordion" | "toggle" | "menu" | "carousel";
export type WidgetCounts = Partial<Record<WidgetKind, number>>;

/** The source text of our own function, so the file carries no library and the hash is of exactly this. */
export const widgetScript = `(${restoreWidgets.toString()})(document);`;
export const widgetScriptHash = `sha256-${createHash("sha256").update(widgetScript).digest("base64")}`;

const has = (element: Element, name: string) => classes(element).includes(name);
const children = (element: Element) => element.childNodes.filter(isElement);
const find = (root: Element, test: (element: Element) => boolean) => elements(root).some(test);

/**
 * The widgets whose markup the script knows, counted the way it will find them; a widget with other
 * markup is not counted (and stays static in the file).
 */
export function findWidgets(document: T.Document): WidgetCounts {
  const counts: WidgetCounts = {};
  const add = (kind: WidgetKind) => (counts[kind] = (counts[kind] ?? 0) + 1);
  for (const element of elements(document)) {
    if (has(element, "elementor-tabs")) {
      const parts = children(element).flatMap(children);
      if (parts.some((e) => has(e, "elementor-tab-title")) && parts.some((e) => has(e, "elementor-tab-content")))
        add("tabs");
    } else if (has(element, "e-n-tabs")) {
      if (find(element, (e) => has(e, "e-n-tab-title")) && find(element, (e) => getAttr(e, "role") === "tabpanel"))
        add("tabs");
    } else if (has(element, "elementor-accordion") || has(element, "elementor-toggle")) {
      const item = children(element).find((e) => has(e, "elementor-accordion-item") || has(e, "elementor-toggle-item"));
      if (item && children(item).some((e) => has(e, "elementor-tab-title")))
        add(has(element, "elementor-toggle") ? "toggle" : "accordion");
    } else if (has(element, "e-n-accordion")) {
      if (children(element).some((e) => e.tagName === "details")) add("accordion");
    } else if (has(element, "elementor-menu-toggle")) {
      const siblings = element.parentNode ? children(element.parentNode as Element) : [];
      if (has(siblings[siblings.indexOf(element) + 1] ?? element, "elementor-nav-menu--dropdown")) add("menu");
    } else if (has(element, "swiper") || has(element, "swiper-container")) {
      const wrapper = children(element).find((e) => has(e, "swiper-wrapper"));
      if (wrapper && children(wrapper).filter((e) => has(e, "swiper-slide")).length > 1) add("carousel");
    }
  }
  return counts;
}

/** What the script adds to the page, so the unused-CSS pruning keeps the rules that style it. */
export const widgetShape = {
  classes: [
    "elementor-active",
    "e-active",
    "highlighted",
    "has-submenu",
    "swiper-initialized",
    "swiper-horizontal",
    "swiper-slide-active",
    "swiper-pagination-bullets",
    "swiper-pagination-horizontal",
    "swiper-pagination-bullet",
    "swiper-pagination-bullet-active",
  ],
  tags: ["span"],
  attributes: [
    "aria-expanded",
    "aria-selected",
    "aria-hidden",
    "aria-current",
    "aria-haspopup",
    "hidden",
    "open",
    "tabindex",
    "role",
  ],
};

/** The script goes last in <body>, once: inline, or as the file at `src` (a whole-site export's pages share it). */
export function addWidgetScript(body: Element, src?: string) {
  tree.appendChild(body, src ? createElement("script", { src }) : setText(createElement("script", {}), widgetScript));
}
