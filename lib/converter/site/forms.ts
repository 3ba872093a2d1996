import type { DefaultTreeAdapterTypes as T } from "parse5";
import { defaultTreeAdapter as tree } from "parse5";
import { classes, elements, getAttr, removeAttr, setAttr, textOf, type Element } from "../dom";

/**
 * Where the visitor wants the site's forms to go (none: they are kept and reported as not working), and
 * where its search boxes lead (none: they are removed).
 */
export type FormTargets = { whatsapp?: string; email?: string; endpoint?: string; search?: string };
export type FormChoice = "whatsapp" | "email" | "endpoint" | "none";
export type FormKind = "elementor" | "cf7" | "wpforms" | "other";
/** What became of a search box: a link to the search the visitor chose, or nothing. */
export type SearchChoice = "link" | "removed";
/** A form of a page in the report; files: it posts files, which WhatsApp and e-mail cannot carry. */
export type FormNote = { kind: FormKind; became: FormChoice; files?: true } | { kind: "search"; became: SearchChoice };

export function formChoice(targets: FormTargets): { choice: FormChoice; to: string } {
  if (targets.endpoint) return { choice: "endpoint", to: targets.endpoint };
  if (targets.whatsapp) return { choice: "whatsapp", to: targets.whatsapp };
  if (targets.email) return { choice: "email", to: targets.email };
  return { choice: "none", to: "" };
}

/**
 * Every form a visitor fills in that sent to WordPress (Elementor's, Contact Form 7's, WPForms', or any other,
 * hand-written ones included) now sends where the visitor chose: an endpoint by a plain POST, WhatsApp or
 * e-mail through the site's widget script, which reads the data-eph-* attributes set here. Search boxes and
 * forms that post to another service are left alone.
 */
export function rewireForms(document: T.Document, siteHost: string, targets: FormTargets): FormKind[] {
  return siteForms(document, siteHost, targets).map((form) => form.kind);
}

/** rewireForms, with whether each form posts files (the report says they cannot go by WhatsApp or e-mail). */
export function siteForms(
  document: T.Document,
  siteHost: string,
  targets: FormTargets,
): { kind: FormKind; files: boolean }[] {
  const { choice, to } = formChoice(targets);
  const found: { kind: FormKind; files: boolean }[] = [];
  const hosts = wordpressHosts(document, siteHost);
  for (const form of elements(document).filter((element) => element.tagName === "form")) {
    const kind = formKind(form, hosts);
    if (!kind) continue;
    found.push({ kind, files: elements(form).some((field) => isField(field) && fieldType(field) === "file") });
    if (choice === "none") continue;
    setAttr(form, "data-eph-form", choice);
    if (choice === "endpoint") {
      setAttr(form, "action", to);
      setAttr(form, "method", "post");
    } else {
      setAttr(form, "data-eph-to", to);
      removeAttr(form, "action");
    }
  }
  return found;
}

/**
 * Search boxes ask WordPress, which the static site no longer has: each becomes a link to the search the
 * visitor chose (a site search on a search engine, say), with the box's button text, or is removed.
 */
export function replaceSearchForms(document: T.Document, search: string | undefined): SearchChoice[] {
  const done: SearchChoice[] = [];
  for (const form of elements(document).filter((element) => element.tagName === "form" && isSearch(element))) {
    const parent = form.parentNode;
    if (!parent) continue;
    if (search) {
      const button = elements(form).find(
        (element) => element.tagName === "button" || (element.tagName === "input" && fieldType(element) === "submit"),
      );
      const label = (button && (textOf(button).trim() || getAttr(button, "value")?.trim())) || "Buscar";
      const link = tree.createElement("a", form.namespaceURI, [
        { name: "href", value: search },
        { name: "class", value: "eph-search" },
        { name: "rel", value: "search" },
      ]);
      tree.insertText(link, label);
      tree.insertBefore(parent, link, form);
    }
    tree.detachNode(form);
    done.push(search ? "link" : "removed");
  }
  return done;
}

/** The fields a visitor fills in (hidden fields and buttons are not). */
function isField(element: Element): boolean {
  if (element.tagName === "select" || element.tagName === "textarea") return true;
  return element.tagName === "input" && !["hidden", "submit", "button", "reset", "image"].includes(fieldType(element));
}

const fieldType = (element: Element) => (getAttr(element, "type") ?? "text").trim().toLowerCase();

/** role=search, a search class, or a single field named s or q (WordPress's and most themes' search). */
function isSearch(form: Element): boolean {
  if (getAttr(form, "role") === "search" || classes(form).some((name) => name.includes("search"))) return true;
  const fields = elements(form).filter(isField);
  return fields.length === 1 && ["s", "q"].includes(getAttr(fields[0], "name") ?? "");
}

/** WordPress's own endpoints, on whichever host the page was saved from (a copied site keeps the old one). */
const wordpressEndpoint =
  /\/(wp-admin|wp-json|wp-comments-post\.php|xmlrpc\.php|admin-ajax\.php|admin-post\.php)(\/|$)|\.php$/i;

function formKind(form: Element, wordpress: Set<string>): FormKind | null {
  const names = classes(form);
  if (names.includes("elementor-form")) return "elementor";
  if (names.includes("wpcf7-form")) return "cf7";
  if (names.includes("wpforms-form")) return "wpforms";
  if (isSearch(form) || !elements(form).some(isField)) return null;
  const action = getAttr(form, "action")?.trim();
  if (!action) return "other";
  try {
    const url = new URL(action);
    if (url.protocol === "mailto:") return null;
    if (!/^https?:$/.test(url.protocol) || wordpress.has(bareHost(url.host))) return "other";
    return wordpressEndpoint.test(url.pathname) ? "other" : null;
  } catch {
    return null;
  }
}

const bareHost = (host: string) => host.replace(/^www\./, "").toLowerCase();

/**
 * The hosts the page's WordPress answered on: the site's, and the one a copied site was saved from, which
 * its canonical address, shortlink, REST API link or wp-content files still name.
 */
function wordpressHosts(document: T.Document, siteHost: string): Set<string> {
  const hosts = new Set([bareHost(siteHost)]);
  const add = (value: string | undefined) => {
    if (value && URL.canParse(value)) hosts.add(bareHost(new URL(value).host));
  };
  for (const element of elements(document)) {
    const rels = (getAttr(element, "rel") ?? "").toLowerCase().split(/\s+/);
    if (element.tagName === "link" && rels.some((rel) => selfRels.includes(rel))) add(getAttr(element, "href"));
    if (element.tagName === "meta" && getAttr(element, "property") === "og:url") add(getAttr(element, "content"));
    for (const name of ["href", "src", "action"]) {
      const value = getAttr(element, name);
      if (value && /\/wp-(content|includes|json)\//.test(value)) add(value);
    }
  }
  return hosts;
}

const selfRels = ["canonical", "shortlink", "https://api.w.org/", "pingback", "edituri"];
