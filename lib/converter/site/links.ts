import path from "node:path/posix";

/** Why a same-site address is not a page to export (shown in the report). */
export type SkipReason = "other_host" | "not_page" | "admin" | "feed" | "login" | "shop" | "query";

const fileExtension =
  /\.(jpe?g|png|gif|webp|avif|svg|ico|bmp|tiff?|pdf|docx?|xlsx?|pptx?|odt|zip|rar|gz|7z|mp[34]|m4a|wav|ogg|webm|mov|avi|css|js|json|xml|txt|woff2?|ttf|otf|eot)$/i;
/** Query parameters of WordPress's plain permalinks: the page they name is the page itself. */
const idParams = ["page_id", "p"];

/**
 * Where a link may lead the crawl: only pages of the site's own host, never WordPress's machinery (admin,
 * REST API, feeds, login), a shop's session pages, or the same page again under another query string.
 */
export function skipReason(url: URL, site: URL): SkipReason | null {
  if (url.host !== site.host || !/^https?:$/.test(url.protocol)) return "other_host";
  const pathname = decode(url.pathname).toLowerCase();
  if (fileExtension.test(pathname)) return "not_page";
  if (/\/(wp-admin|wp-json|wp-includes|wp-content|xmlrpc\.php|wp-cron\.php)(\/|$)/.test(pathname)) return "admin";
  if (url.searchParams.has("rest_route")) return "admin";
  if (/\/(feed|rss2?|atom|comments\/feed)\/?$/.test(pathname) || url.searchParams.has("feed")) return "feed";
  if (
    /\/(wp-login\.php|wp-signup\.php|login|entrar|my-account|minha-conta|register|cadastro|logout|sair)(\/|$)/.test(
      pathname,
    )
  )
    return "login";
  if (/\/(cart|carrinho|checkout|finalizar-compra|finalizar-pedido)(\/|$)/.test(pathname)) return "shop";
  if (url.searchParams.has("add-to-cart")) return "shop";
  const params = [...url.searchParams.keys()];
  if (params.length && !(params.length === 1 && idParams.includes(params[0]))) return "query";
  return null;
}

/** The address without its query, but for a plain permalink's id ("/?page_id=7&replytocom=3" is "/?page_id=7"). */
export function withoutQuery(url: URL): URL {
  const copy = new URL(url.href);
  copy.hash = "";
  const kept = [...copy.searchParams].filter(([name]) => idParams.includes(name)).slice(0, 1);
  copy.search = kept.length ? new URLSearchParams(kept).toString() : "";
  return copy;
}

/** One key per address the crawl may fetch: no fragment, an empty path as "/". */
export function pageKey(url: URL): string {
  const copy = new URL(url.href);
  copy.hash = "";
  return copy.href;
}

/**
 * The page's file in the package, a relative path that cannot leave it: "/" is index.html, "/sobre/" (or
 * "/sobre", or WordPress's "/index.php/sobre/") is sobre/index.html, "/contato.html" stays contato.html, and
 * a plain permalink "/?page_id=7" is page_id-7/index.html.
 */
export function packagePath(url: URL): string {
  const segments = decode(url.pathname)
    .split("/")
    .map(safeSegment)
    .filter((segment) => segment && segment !== "." && segment !== "..");
  if (segments[0] === "index.php") segments.shift();
  const id = idParams.find((name) => url.searchParams.has(name));
  if (id) segments.push(safeSegment(`${id}-${url.searchParams.get(id)}`));
  const last = segments.at(-1);
  if (last && /\.html?$/i.test(last) && !id) return segments.join("/");
  if (last === "index.php") segments.pop();
  return [...segments, "index.html"].join("/");
}

/** The page's address on the new host, from its site root: "/" for index.html, "/sobre/" for sobre/index.html. */
export function publicPath(file: string): string {
  const href = `/${file.split("/").map(encodeURIComponent).join("/")}`;
  return href.endsWith("/index.html") ? href.slice(0, -"index.html".length) : href;
}

/** A link from one file of the package to another that works from any folder and from file://. */
export function relativeHref(fromFile: string, toFile: string, hash = ""): string {
  const relative = path.relative(path.dirname(`/${fromFile}`), `/${toFile}`);
  return `${relative.split("/").map(encodeURIComponent).join("/")}${hash}`;
}

/** The prefix that leads from a file of the package back to its root ("" or "../" repeated). */
export function rootPrefix(file: string): string {
  return "../".repeat(file.split("/").length - 1);
}

/** Names Windows keeps for devices, whatever their extension ("con", "aux.html", "com1.txt"). */
export const windowsReserved = /^(con|prn|aux|nul|com[1-9¹²³]|lpt[1-9¹²³])(\.|$)/i;

/** A folder or file name that every system can unzip: no control or reserved characters, no device name, no trailing dot or space. */
function safeSegment(segment: string): string {
  let name = segment.replace(/[\u0000-\u001f\\:*?"<>|]/g, "-").trim();
  while (name.endsWith(".") || name.endsWith(" ")) name = name.slice(0, -1);
  return windowsReserved.test(name) ? name.replace(/^([^.]*)/, "$1-") : name;
}

function decode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
