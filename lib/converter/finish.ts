import { TOKEN, type AssetStore, type Embedded } from "./assets";
import { createElement, elements, prepend, setText, textOf, tree, type Element } from "./dom";

/** Below this a custom property costs about what it saves. */
const GROUP_MIN_BYTES = 512;
const cssToken = /url\("urn:x-embedded:(\d+)(#[^"]*)?"\)/g;
const anyToken = /urn:x-embedded:(\d+)/g;

/** An image used more than once is written once, as a custom property on :root (as SingleFile does). */
export function writeEmbedded(document: Parameters<typeof elements>[0], head: Element, store: AssetStore) {
  const grouped = new Map<number, Embedded>();
  // Only where the custom property will be used: a placeholder needs the image's size.
  const group = (id: number, needsSize = false): Embedded | undefined => {
    const file = store.file(id);
    if (!file || file.kind !== "image" || file.uses < 2 || file.uri.length < GROUP_MIN_BYTES) return undefined;
    if (needsSize && !file.size) return undefined;
    grouped.set(id, file);
    return file;
  };
  const inline = (text: string) => text.replace(anyToken, (token, id: string) => store.file(Number(id))?.uri ?? token);
  const css = (text: string) =>
    inline(
      text.replace(cssToken, (token, id: string, hash?: string) =>
        !hash && group(Number(id)) ? `var(${property(Number(id))})` : token,
      ),
    );

  for (const element of elements(document)) {
    if (element.tagName === "style") {
      const text = textOf(element);
      if (text.includes(TOKEN)) setText(element, css(text));
    }
    for (const attr of element.attrs) {
      if (!attr.value.includes(TOKEN)) continue;
      const whole = element.tagName === "img" && attr.name === "src" ? /^urn:x-embedded:(\d+)$/.exec(attr.value) : null;
      const file = whole ? group(Number(whole[1]), true) : undefined;
      if (attr.name === "style") attr.value = css(attr.value);
      else if (file?.size) {
        attr.value = placeholder(file.size.width, file.size.height);
        const style = element.attrs.find((a) => a.name === "style");
        const background = `background:var(${property(file.id)}) 0 0/100% 100% no-repeat content-box`;
        if (style) style.value = `${style.value.trim().replace(/;?$/, ";")}${background}`;
        else element.attrs.push({ name: "style", value: background });
      } else attr.value = inline(attr.value);
    }
  }
  if (!grouped.size) return;
  const sheet = createElement("style", { id: "elementor-para-html-images" });
  setText(sheet, `:root{${[...grouped.values()].map((file) => `${property(file.id)}:url("${file.uri}")`).join(";")}}`);
  prepend(head, sheet);
}

const property = (id: number) => `--eph-img-${id}`;

function placeholder(width: number, height: number) {
  const svg = `<svg xmlns='http://www.w3.org/2000/svg' width='${width}' height='${height}'></svg>`;
  return `data:image/svg+xml,${svg.replace(/</g, "%3C").replace(/>/g, "%3E")}`;
}

/** files: a page of a whole-site export, whose files (and the widget script) sit beside it on the same host. */
export type SealOptions = { embedded: boolean; keepScripts: boolean; scriptHash: string | null; files?: boolean };

/**
 * The CSP lets the file load only what it embeds, so it makes no request when opened, and run no script but
 * our widget script, admitted by its hash. Without embedding, images and styles stay remote, but scripts,
 * plugins and requests from script are still shut out.
 */
export function seal(head: Element, source: string, savedAt: Date, options: SealOptions) {
  if (!options.embedded && options.keepScripts) return;
  const scripts = options.keepScripts
    ? "data: 'unsafe-inline'"
    : options.files
      ? "'self'"
      : options.scriptHash
        ? `'${options.scriptHash}'`
        : "'none'";
  const own = options.files ? "'self' data:" : "data:";
  const policy = [
    ...(options.embedded
      ? [
          "default-src 'none'",
          `img-src ${own}`,
          `style-src ${own} 'unsafe-inline'`,
          `font-src ${own}`,
          `media-src ${own}`,
        ]
      : ["object-src 'none'"]),
    `script-src ${scripts}`,
    "connect-src 'none'",
    "base-uri 'none'",
  ].join("; ");
  if (options.embedded) {
    const note = ` Página salva de ${source} em ${savedAt.toISOString()} por Elementor para HTML `;
    prepend(head, tree.createCommentNode(note));
  }
  prepend(head, createElement("meta", { "http-equiv": "Content-Security-Policy", content: policy }));
}
