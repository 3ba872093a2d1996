import { parse } from "parse5";
import { detach, elements, getAttr, setAttr, type Element } from "../dom";
import { serializeHtml } from "../serialize";
import { ASSET_MARK } from "./files";
import { formChoice, replaceSearchForms, siteForms, type FormNote, type FormTargets } from "./forms";
import { pageKey, publicPath, relativeHref, rootPrefix } from "./links";

/** Where each exported page's links may go: the package file of every address that led to a page. */
export type PageMap = Map<string, string>;

export type RewrittenPage = { html: string; forms: FormNote[]; broken: string[] };

export type RewriteContext = {
  host: string;
  failed: Set<string>;
  forms: FormTargets;
  /** The address the site will have; without it, a page's own absolute address is removed. */
  base?: string;
  /** Where a search box leads instead (a site search the visitor chose); without it, search boxes go. */
  search?: string;
  /** An asset's name in the package, when "Otimizar imagens" replaced the file the page was written with. */
  assetName?: (name: string) => string;
};

const assetMark = new RegExp(`${ASSET_MARK.replace(/[.:-]/g, "\\$&")}([\\w-]+\\.[a-z0-9]+)`, "g");

/**
 * A converted page as it goes into the package: links to the site's exported pages made relative, links to
 * its pages that failed listed as pointing nowhere, forms rewired, search boxes replaced, WordPress's links
 * to itself removed, and the asset mark made a path.
 */
export function rewritePage(html: string, file: string, pages: PageMap, site: RewriteContext): RewrittenPage {
  const assets = `${rootPrefix(file)}assets/`;
  const named = html.replace(assetMark, (_, name: string) => assets + (site.assetName?.(name) ?? name));
  const document = parse(named, { scriptingEnabled: false });
  const became = formChoice(site.forms).choice;
  const forms: FormNote[] = [
    ...replaceSearchForms(document, site.search).map((choice): FormNote => ({ kind: "search", became: choice })),
    ...siteForms(document, site.host, site.forms).map(({ kind, files }): FormNote =>
      files ? { kind, became, files } : { kind, became },
    ),
  ];
  const broken: string[] = [];
  const own = site.base ? `${site.base.replace(/\/+$/, "")}${publicPath(file)}` : null;
  for (const element of elements(document)) {
    if (element.tagName === "link" || element.tagName === "meta") {
      selfReference(element, own);
      continue;
    }
    if (element.tagName !== "a" && element.tagName !== "area") continue;
    const href = getAttr(element, "href");
    if (!href || !/^https?:/i.test(href)) continue;
    let url: URL;
    try {
      url = new URL(href);
    } catch {
      continue;
    }
    const key = pageKey(url);
    const target = pages.get(key);
    if (target) setAttr(element, "href", target === file && url.hash ? url.hash : relativeHref(file, target, url.hash));
    else if (site.failed.has(key)) broken.push(key);
  }
  return { html: serializeHtml(document, false), forms, broken };
}

/** <link rel> values that only the WordPress that served the page answers (oEmbed, pingback, RSD, REST API...). */
const wordpressRels = ["pingback", "edituri", "shortlink", "https://api.w.org/", "wlwmanifest"];
const wordpressTypes = /oembed|application\/json|application\/(rss|atom)\+xml|application\/rsd\+xml/i;

/**
 * The page's links to WordPress and to its own old address, which a browser or a crawler would follow to the
 * original host: WordPress's are removed; the canonical address and og:url become the page's address at
 * `base`, or are removed when no base was given. Alternate languages and the like stay as they are.
 */
function selfReference(element: Element, own: string | null) {
  if (element.tagName === "meta") {
    const property = (getAttr(element, "property") ?? getAttr(element, "name") ?? "").toLowerCase();
    if (property !== "og:url" && property !== "twitter:url") return;
    if (own) setAttr(element, "content", own);
    else detach(element);
    return;
  }
  const rels = (getAttr(element, "rel") ?? "").toLowerCase().split(/\s+/).filter(Boolean);
  const href = getAttr(element, "href") ?? "";
  if (rels.includes("canonical")) {
    if (own) setAttr(element, "href", own);
    else detach(element);
    return;
  }
  const wordpress =
    rels.some((rel) => wordpressRels.includes(rel)) ||
    (rels.includes("alternate") && wordpressTypes.test(getAttr(element, "type") ?? "")) ||
    /\/wp-json(\/|$)|[?&]rest_route=|\/xmlrpc\.php|\/feed\/?$/i.test(href);
  if (wordpress) detach(element);
}
