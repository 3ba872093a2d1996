/** A small scanner rather than a CSS parser: it is enough here and never throws on broken CSS. */
export type CssHooks = {
  /** A data URI for the resource, or null to keep its absolute address. */
  asset(url: string, kind: "image" | "font"): Promise<string | null>;
  /** The imported sheet's already rewritten text, or null to keep the @import. */
  importSheet(url: string): Promise<string | null>;
};

type Piece = string | Promise<string>;

const identChar = /[\w-]/;

export async function rewriteCss(css: string, baseUrl: string, hooks: CssHooks): Promise<string> {
  const pieces: Piece[] = [];
  let copyFrom = 0;
  let depth = 0;
  let fontFaceDepth = -1; // depth of the open @font-face block, -1 when outside
  let pendingFontFace = false;
  let parens = 0;
  let imageSetParens = -1;
  let i = 0;

  const emit = (end: number, replacement: Piece) => {
    pieces.push(css.slice(copyFrom, i), replacement);
    copyFrom = end;
    i = end;
  };

  while (i < css.length) {
    const ch = css[i];
    if (ch === "/" && css[i + 1] === "*") {
      const end = css.indexOf("*/", i + 2);
      i = end < 0 ? css.length : end + 2;
    } else if (ch === '"' || ch === "'") {
      const end = stringEnd(css, i);
      if (imageSetParens >= 0) {
        const raw = unescapeCss(css.slice(i + 1, end - 1));
        emit(end, replaceUrl(raw, baseUrl, "image", hooks));
      } else i = end;
    } else if (ch === "\\") {
      i += 2;
    } else if (ch === "{") {
      depth++;
      if (pendingFontFace) {
        fontFaceDepth = depth;
        pendingFontFace = false;
      }
      i++;
    } else if (ch === "}") {
      if (depth === fontFaceDepth) fontFaceDepth = -1;
      depth = Math.max(0, depth - 1);
      i++;
    } else if (ch === "(") {
      parens++;
      i++;
    } else if (ch === ")") {
      if (parens === imageSetParens) imageSetParens = -1;
      parens = Math.max(0, parens - 1);
      i++;
    } else if (ch === "@" && /^@import\b/i.test(css.slice(i, i + 8))) {
      const statement = parseImport(css, i + 7);
      if (!statement) {
        i += 7;
        continue;
      }
      emit(statement.end, replaceImport(statement.url, statement.condition, baseUrl, hooks));
    } else if (ch === "@" && /^@font-face\b/i.test(css.slice(i, i + 11))) {
      pendingFontFace = true;
      i += 10;
    } else if (identChar.test(ch) && (i === 0 || !identChar.test(css[i - 1]))) {
      const word = /^[\w-]+/.exec(css.slice(i, i + 40))?.[0] ?? ch;
      const lower = word.toLowerCase();
      if (lower === "url" && css[i + 3] === "(") {
        const token = parseUrlToken(css, i + 4);
        if (token) emit(token.end, replaceUrl(token.url, baseUrl, fontFaceDepth > 0 ? "font" : "image", hooks));
        else i += 4;
      } else {
        if ((lower === "image-set" || lower === "-webkit-image-set") && css[i + word.length] === "(")
          imageSetParens = parens + 1;
        i += word.length;
      }
    } else {
      i++;
    }
  }
  pieces.push(css.slice(copyFrom));
  const parts = await Promise.all(pieces);
  return parts.join("");
}

function stringEnd(css: string, start: number): number {
  const quote = css[start];
  let i = start + 1;
  while (i < css.length && css[i] !== quote && css[i] !== "\n") i += css[i] === "\\" ? 2 : 1;
  return Math.min(css.length, i + 1);
}

function parseUrlToken(css: string, start: number): { url: string; end: number } | null {
  let i = start;
  while (/\s/.test(css[i] ?? "")) i++;
  if (css[i] === '"' || css[i] === "'") {
    const end = stringEnd(css, i);
    const url = unescapeCss(css.slice(i + 1, end - 1));
    let j = end;
    while (/\s/.test(css[j] ?? "")) j++;
    return css[j] === ")" ? { url, end: j + 1 } : null;
  }
  const close = css.indexOf(")", i);
  if (close < 0) return null;
  return { url: unescapeCss(css.slice(i, close).trim()), end: close + 1 };
}

function parseImport(css: string, start: number): { url: string; condition: string; end: number } | null {
  let i = start;
  while (/\s/.test(css[i] ?? "")) i++;
  let url: string;
  if (css[i] === '"' || css[i] === "'") {
    const end = stringEnd(css, i);
    url = unescapeCss(css.slice(i + 1, end - 1));
    i = end;
  } else if (/^url\(/i.test(css.slice(i, i + 4))) {
    const token = parseUrlToken(css, i + 4);
    if (!token) return null;
    url = token.url;
    i = token.end;
  } else return null;
  const semicolon = css.indexOf(";", i);
  const end = semicolon < 0 ? css.length : semicolon + 1;
  return { url, condition: css.slice(i, semicolon < 0 ? css.length : semicolon).trim(), end };
}

export function unescapeCss(value: string): string {
  return value.replace(/\\(?:([0-9a-f]{1,6})\s?|([^\n]))/gi, (_, hex: string | undefined, char: string | undefined) =>
    hex ? String.fromCodePoint(Math.min(parseInt(hex, 16), 0x10ffff) || 0xfffd) : (char ?? ""),
  );
}

export function cssUrl(value: string): string {
  return `url("${value.replace(/["\\\n\r]/g, (c) => `\\${c.charCodeAt(0).toString(16)} `)}")`;
}

function absolute(raw: string, baseUrl: string): string | null {
  const value = raw.trim();
  if (!value || value.startsWith("#") || /^(data|blob|about):/i.test(value)) return null;
  try {
    return new URL(value, baseUrl).href;
  } catch {
    return null;
  }
}

async function replaceUrl(raw: string, baseUrl: string, kind: "image" | "font", hooks: CssHooks): Promise<string> {
  const url = absolute(raw, baseUrl);
  if (!url) return cssUrl(raw.trim());
  if (!/^https?:/i.test(url)) return cssUrl(url);
  return cssUrl((await hooks.asset(url, kind)) ?? url);
}

async function replaceImport(raw: string, condition: string, baseUrl: string, hooks: CssHooks): Promise<string> {
  const url = absolute(raw, baseUrl);
  if (!url || !/^https?:/i.test(url)) return `@import ${cssUrl(raw)} ${condition};`;
  const text = await hooks.importSheet(url);
  if (text === null) return `@import ${cssUrl(url)} ${condition};`;
  return wrapCondition(text, condition);
}

/** Keeps an import's layer(), supports() and media conditions by wrapping the inlined text. */
function wrapCondition(text: string, condition: string): string {
  let rest = condition;
  let wrapped = text;
  const wrappers: string[] = [];
  const layer = /^layer(?:\(([^)]*)\))?\s*/i.exec(rest);
  if (layer) {
    wrappers.push(`@layer${layer[1] ? ` ${layer[1].trim()}` : ""}`);
    rest = rest.slice(layer[0].length);
  }
  const supports = /^supports\((.*?)\)\s*(?=$|[a-z(])/i.exec(rest);
  if (supports) {
    wrappers.push(`@supports (${supports[1]})`);
    rest = rest.slice(supports[0].length);
  }
  if (rest.trim()) wrappers.push(`@media ${rest.trim()}`);
  for (const wrapper of wrappers.reverse()) wrapped = `${wrapper} {\n${wrapped}\n}`;
  return wrapped;
}

/** Inlined text is already decoded and lives in a UTF-8 document. */
export function stripCharset(css: string): string {
  return css.replace(/^\uFEFF?\s*@charset\s+["'][^"']*["']\s*;/i, "");
}
