import type { DefaultTreeAdapterTypes as T } from "parse5";
import { classes, createElement, elements, getAttr, prepend, setClasses, setText, textOf, type Element } from "../dom";
import { attribute } from "../serialize";

/** What each step of the markup's minification saved, in bytes of the saved file. */
export type MarkupSavings = {
  /** Class names that no style of the file and no widget script names. */
  classes: number;
  /** data-* attributes that no style selects and no widget script reads. */
  dataAttributes: number;
  /** Inline styles written on many elements, moved into one class each. */
  styles: { count: number; bytes: number };
  /** Indentation and line breaks of the style sheets. */
  whitespace: number;
};

export const noMarkupSavings = (): MarkupSavings => ({
  classes: 0,
  dataAttributes: 0,
  styles: { count: 0, bytes: 0 },
  whitespace: 0,
});

/** Below this an inline style is not repeated enough for a class to pay for its rule. */
const HOIST_MIN_USES = 3;
export const HOISTED_PREFIX = "eph-s";

/**
 * Drops from the markup what the browser does not need to draw the page or run the widget script: class
 * names no style names, data attributes nothing selects or reads, and inline styles repeated on many
 * elements (one class each instead). Only for a file without the page's scripts, whose styles are all in
 * `<style>` elements: `css` is every style sheet's text and `script` the widget script's source (whatever it
 * names stays). Layout is untouched: no element is removed or moved.
 */
export function minifyMarkup(document: T.Document, head: Element, css: string, script: string): MarkupSavings {
  const savings = noMarkupSavings();
  const everything = elements(document);
  const all = everything.filter((e) => e.tagName !== "style" && e.tagName !== "script");
  for (const sheet of everything.filter((e) => e.tagName === "style")) {
    const text = textOf(sheet);
    const squeezed = squeezeCss(text);
    savings.whitespace += Buffer.byteLength(text) - Buffer.byteLength(squeezed);
    if (squeezed !== text) setText(sheet, squeezed);
  }
  const named = wordsOf(script);
  const selected = selectedNames(css);

  // Classes.
  for (const element of all) {
    const list = classes(element);
    if (!list.length) continue;
    const before = attributeLength(element, "class");
    setClasses(
      element,
      list.filter((name) => named.has(name) || selected.classes.has(name) || selected.classMatch(name)),
    );
    savings.classes += before - attributeLength(element, "class");
  }

  // data-* attributes: the widget script reads data-settings from the nearest element that has it, above
  // the widgets it drives, so exactly those stay.
  const settingsRead = new Set<Element>();
  for (const element of all) {
    if (!readsSettings(element)) continue;
    for (let node: T.ParentNode | null = element; node && "tagName" in node; node = node.parentNode) {
      if (getAttr(node as Element, "data-settings") !== undefined) {
        settingsRead.add(node as Element);
        break;
      }
    }
  }
  for (const element of all) {
    element.attrs = element.attrs.filter((attr) => {
      const name = attr.name.toLowerCase();
      if (!name.startsWith("data-") || attr.prefix) return true;
      if (name === "data-settings" ? settingsRead.has(element) : named.has(name) || selected.attributes.has(name))
        return true;
      savings.dataAttributes += bytes(attr);
      return false;
    });
  }

  // Repeated inline styles.
  const hoist = hoistable(css, script);
  const uses = new Map<string, Element[]>();
  for (const element of all) {
    const style = getAttr(element, "style")?.trim();
    if (style && hoist(style)) uses.set(style, [...(uses.get(style) ?? []), element]);
  }
  const rules: string[] = [];
  for (const [style, users] of uses) {
    if (users.length < HOIST_MIN_USES) continue;
    const name = `${HOISTED_PREFIX}${rules.length}`;
    const rule = `.${name}{${important(style)}}`;
    const saved = users.length * (bytes({ name: "style", value: style }) - name.length - 1) - rule.length;
    if (saved <= 0) continue;
    rules.push(rule);
    for (const element of users) {
      element.attrs = element.attrs.filter((attr) => attr.name !== "style");
      setClasses(element, [...classes(element), name]);
    }
    savings.styles.count += users.length;
    savings.styles.bytes += saved;
  }
  if (rules.length)
    prepend(head, setText(createElement("style", { id: "elementor-para-html-styles" }), rules.join("")));
  return savings;
}

/**
 * The sheet without the whitespace the CSS parser ignores: runs become one space, and none is kept beside
 * `{`, `}`, `;` or at the ends. Strings and comments are kept as they are, and so is one space elsewhere (a
 * space between a selector and a pseudo-class, as in `a :hover`, means something).
 */
export function squeezeCss(css: string): string {
  const out: string[] = [];
  let pendingSpace = false;
  const tokens = /("(?:[^"\\\n]|\\[\s\S])*"|'(?:[^'\\\n]|\\[\s\S])*'|\/\*[\s\S]*?\*\/)|(\s+)|([^"'\s/]+|[\s\S])/g;
  for (const [, literal, space, other] of css.matchAll(tokens)) {
    if (space) {
      pendingSpace = true;
      continue;
    }
    const text = literal ?? other;
    const previous = out.at(-1) ?? "";
    // Beside a brace or a semicolon (outside strings) a space means nothing.
    if (pendingSpace && previous && !/[{};]$/.test(previous) && (literal || !/^[{};]/.test(text))) out.push(" ");
    pendingSpace = false;
    out.push(text);
  }
  return out.join("");
}

/** Every word a script could name a class or attribute with (a superset: any run of name characters). */
function wordsOf(script: string): Set<string> {
  return new Set(script.match(/[\w-]+/g) ?? []);
}

/**
 * The class names and attribute names the style sheets select (a superset: every `.name` and `[name` in
 * the text), and the `[class*=...]`-like selectors, which match parts of class lists.
 */
function selectedNames(css: string) {
  const unescape = (name: string) => name.replace(/\\([0-9a-f]{1,6}\s?|.)/gi, (_, c: string) => decode(c));
  const names = new Set<string>();
  for (const match of css.matchAll(/\.((?:[\w-]|\\[0-9a-f]{1,6}\s?|\\.|[^\x00-\x7f])+)/gi))
    names.add(unescape(match[1]));
  const attributes = new Set<string>();
  for (const match of css.matchAll(/\[\s*([\w-]+)|attr\(\s*([\w-]+)/gi))
    attributes.add((match[1] ?? match[2]).toLowerCase());
  const partial: string[] = [];
  for (const match of css.matchAll(/\[\s*class\s*[~|^$*]?=\s*["']?([^"'\]\s]+)/gi)) partial.push(match[1]);
  return { classes: names, attributes, classMatch: (name: string) => partial.some((part) => name.includes(part)) };
}

function decode(escape: string): string {
  const hex = escape.trim();
  return /^[0-9a-f]{1,6}$/i.test(hex) ? String.fromCodePoint(Number.parseInt(hex, 16)) : escape;
}

/** Widgets whose settings the script reads (swiper carousels, toggles and accordions). */
function readsSettings(element: Element): boolean {
  const list = classes(element);
  return ["swiper", "swiper-container", "elementor-toggle", "elementor-accordion", "e-n-accordion"].some((name) =>
    list.includes(name),
  );
}

/**
 * A class wins over the page's rules only with !important, as the inline style did without it. That
 * differs from the inline style where the page itself has !important rules or animations for one of the
 * properties (the inline style loses to both, the class might not), where the style already says
 * !important (inline !important wins over the page's), under cascade layers, and where the widget script
 * sets the property (its inline value must win): those styles stay inline.
 */
function hoistable(css: string, script: string) {
  if (/@layer\b/i.test(css)) return () => false;
  const contested = new Set<string>();
  for (const match of css.matchAll(/([\w-]+)\s*:[^;{}]*!\s*important/gi)) contested.add(match[1].toLowerCase());
  for (const block of css.matchAll(/@(?:-webkit-)?keyframes[^{]*\{((?:[^{}]*\{[^}]*\})*)[^}]*\}/gi))
    for (const match of block[1].matchAll(/([\w-]+)\s*:/g)) contested.add(match[1].toLowerCase());
  for (const match of script.matchAll(/\.style\.(\w+)/g)) contested.add(kebab(match[1]));
  return (style: string) => {
    if (/!\s*important|url\(|[{}<\\]|"[^"]*;|'[^']*;/i.test(style)) return false;
    const properties = declarations(style).map(([property]) => property);
    return (
      properties.length > 0 &&
      !properties.some((property) => contested.has(property) || contested.has(shorthandOf(property)))
    );
  };
}

function declarations(style: string): [string, string][] {
  return style
    .split(";")
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => {
      const colon = part.indexOf(":");
      return [part.slice(0, colon).trim().toLowerCase(), part.slice(colon + 1).trim()] as [string, string];
    });
}

const important = (style: string) =>
  declarations(style)
    .map(([property, value]) => `${property}:${value}!important`)
    .join(";");

const kebab = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
/** margin-top is contested by a page's `margin: ... !important` too. */
const shorthandOf = (property: string) => property.replace(/-(top|right|bottom|left|width|style|color)$/, "");

function attributeLength(element: Element, name: string): number {
  const attr = element.attrs.find((a) => a.name === name);
  return attr ? bytes(attr) : 0;
}

const bytes = (attr: Element["attrs"][number]) => Buffer.byteLength(attribute(attr));
