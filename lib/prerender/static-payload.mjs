// @ts-check
/**
 * The RSC payload of each prerendered page without what StaticContent keeps as HTML (issue 52). A page's
 * HTML carries its content twice: as HTML, and in the inline RSC payload React reads to hydrate, where a
 * client component's children travel (the landing's sections: 85 of its 99 KB of payload). StaticContent
 * never renders those children on the first load (components/ui/static-content.tsx), so `npm run build`
 * removes them from the page's inline payload and names the place instead (`stripped`: the page and the
 * box's order in it). The browser keeps each box's server HTML under that name, for when the router shows
 * the page again from the first load's payload (back, or a link to it). The .rsc files that client-side
 * navigations fetch are left whole.
 *
 * The payload is a list of rows, `id:value\n` (value JSON, or `T<length in bytes, hex>,<text>`, or a
 * client reference `I[...]`), which refer to each other as "$<id>", "$L<id>", "$@<id>" and the like. After
 * the children are gone, a JSON row no other row refers to any more is dropped too.
 */
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

/** @typedef {{ id: string, raw: string, json?: unknown, text?: boolean }} Row */

/**
 * @param {string} payload the concatenated strings of the page's `self.__next_f.push([1, ...])`
 * @returns {Row[]}
 */
function rowsOf(payload) {
  /** @type {Row[]} */
  const rows = [];
  for (let at = 0; at < payload.length;) {
    const colon = payload.indexOf(":", at);
    if (colon < 0) throw new Error(`payload row without an id at ${at}`);
    const id = payload.slice(at, colon);
    const text = /^T([0-9a-f]+),/.exec(payload.slice(colon + 1, colon + 20));
    if (text) {
      // A text row: its length counts UTF-8 bytes, and no newline ends it.
      const start = colon + 1 + text[0].length;
      const bytes = Number.parseInt(text[1], 16);
      const body = Buffer.from(payload.slice(start, start + bytes), "utf8")
        .subarray(0, bytes)
        .toString("utf8");
      rows.push({ id, raw: payload.slice(at, start + body.length), text: true });
      at = start + body.length;
      continue;
    }
    const newline = payload.indexOf("\n", colon);
    const end = newline < 0 ? payload.length : newline + 1;
    const value = payload.slice(colon + 1, newline < 0 ? payload.length : newline);
    /** @type {Row} */
    const row = { id, raw: payload.slice(at, end) };
    if (/^[[{"]/.test(value)) row.json = JSON.parse(value);
    rows.push(row);
    at = end;
  }
  return rows;
}

/** @param {string} raw the rows a row refers to ("$L1a", "$1a:props:children", "$@3"...) */
const referencesOf = (raw) => new Set([...raw.matchAll(/"\$[A-Za-z@]?([0-9a-f]+)(?=[":])/g)].map(([, id]) => id));

/**
 * @param {string} payload
 * @param {string} page the page's name in the keys (its route)
 * @returns {{ payload: string, stripped: number }}
 */
export function stripStaticChildren(payload, page) {
  const rows = rowsOf(payload);
  const reference = rows.find((row) => /^[0-9a-f]+:I\[.*,"StaticContent"\]\n$/s.test(row.raw));
  if (!reference) return { payload, stripped: 0 };
  const element = `$L${reference.id}`;
  let stripped = 0;
  /** @param {unknown} value */
  const strip = (value) => {
    if (Array.isArray(value)) {
      const props = value[3];
      if (value[0] === "$" && value[1] === element && props && typeof props === "object" && "children" in props) {
        /** @type {Record<string, unknown>} */ (props).children = null;
        /** @type {Record<string, unknown>} */ (props).stripped = `${page}#${stripped++}`;
      } else value.forEach(strip);
    } else if (value && typeof value === "object") Object.values(value).forEach(strip);
  };
  for (const row of rows) {
    if (row.json === undefined) continue;
    strip(row.json);
    row.raw = `${row.id}:${JSON.stringify(row.json)}\n`;
  }
  // Rows still needed: row 0 (the root), every row that is no value (client references, hints...), and
  // what they refer to.
  const isValue = (/** @type {Row} */ row) => row.json !== undefined || row.text;
  const live = new Set(rows.filter((row) => !isValue(row) || row.id === "0").map((row) => row.id));
  /** @type {Map<string, Row[]>} */
  const byId = new Map();
  for (const row of rows) {
    const same = byId.get(row.id);
    if (same) same.push(row);
    else byId.set(row.id, [row]);
  }
  const queue = [...live];
  while (queue.length) {
    const id = /** @type {string} */ (queue.pop());
    for (const row of byId.get(id) ?? [])
      for (const next of referencesOf(row.raw))
        if (!live.has(next)) {
          live.add(next);
          queue.push(next);
        }
  }
  return {
    payload: rows
      .filter((row) => live.has(row.id))
      .map((row) => row.raw)
      .join(""),
    stripped,
  };
}

const pushScript = /<script>self\.__next_f\.push\((\[1,".*?"\])\)<\/script>/gs;

/** As Next writes a string into an inline script: nothing in it can end the script. */
const scriptSafe = (/** @type {string} */ json) =>
  json.replace(/[&<>\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`);

/**
 * `html` with its inline payload stripped (one push, where the last one was).
 * @param {string} html
 * @param {string} page
 */
export function stripPage(html, page) {
  const scripts = [...html.matchAll(pushScript)];
  if (!scripts.length) return { html, stripped: 0 };
  const payload = scripts.map(([, array]) => /** @type {[1, string]} */ (JSON.parse(array))[1]).join("");
  const result = stripStaticChildren(payload, page);
  if (!result.stripped) return { html, stripped: 0 };
  const last = scripts.length - 1;
  let index = 0;
  const rewritten = html.replace(pushScript, () =>
    index++ === last ? `<script>self.__next_f.push(${scriptSafe(JSON.stringify([1, result.payload]))})</script>` : "",
  );
  return { html: rewritten, stripped: result.stripped };
}

/**
 * Rewrites the prerendered pages of the build in `distDir`.
 * @param {string} distDir
 * @returns {{ pages: number, boxes: number }}
 */
export function writeStaticPayloads(distDir) {
  const pagesDir = path.join(distDir, "server", "app");
  let pages = 0;
  let boxes = 0;
  for (const file of readdirSync(pagesDir, { recursive: true, encoding: "utf8" })) {
    if (!file.endsWith(".html")) continue;
    const target = path.join(pagesDir, file);
    const { html, stripped } = stripPage(readFileSync(target, "utf8"), `/${file.replace(/(index)?\.html$/, "")}`);
    if (!stripped) continue;
    writeFileSync(target, html);
    pages += 1;
    boxes += stripped;
  }
  return { pages, boxes };
}
