import type { DefaultTreeAdapterTypes as T } from "parse5";
import { classes, elements, getAttr, removeAttr, setAttr, type Element } from "../dom";

/** Where the visitor wants the site's forms to go; none: they are kept and reported as not working. */
export type FormTargets = { whatsapp?: string; email?: string; endpoint?: string };
export type FormChoice = "whatsapp" | "email" | "endpoint" | "none";
export type FormKind = "elementor" | "cf7" | "wpforms" | "other";
export type FormNote = { page: string; kind: FormKind; became: FormChoice };

export function formChoice(targets: FormTargets): { choice: FormChoice; to: string } {
  if (targets.endpoint) return { choice: "endpoint", to: targets.endpoint };
  if (targets.whatsapp) return { choice: "whatsapp", to: targets.whatsapp };
  if (targets.email) return { choice: "email", to: targets.email };
  return { choice: "none", to: "" };
}

/**
 * Every form that sent to WordPress (Elementor's, Contact Form 7's, WPForms', or any other that posts to the
 * site, but not a search box) now sends where the visitor chose: an endpoint by a plain POST, WhatsApp or
 * e-mail through the site's widget script, which reads the data-eph-* attributes set here.
 */
export function rewireForms(document: T.Document, siteHost: string, targets: FormTargets): FormKind[] {
  const { choice, to } = formChoice(targets);
  const found: FormKind[] = [];
  for (const form of elements(document).filter((element) => element.tagName === "form")) {
    const kind = formKind(form, siteHost);
    if (!kind) continue;
    found.push(kind);
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

function formKind(form: Element, siteHost: string): FormKind | null {
  const names = classes(form);
  if (names.includes("elementor-form")) return "elementor";
  if (names.includes("wpcf7-form")) return "cf7";
  if (names.includes("wpforms-form")) return "wpforms";
  const search =
    getAttr(form, "role") === "search" ||
    names.some((name) => name.includes("search")) ||
    elements(form).some((element) => getAttr(element, "name") === "s");
  if (search) return null;
  const action = getAttr(form, "action");
  if (!action) return "other";
  try {
    return new URL(action).host === siteHost ? "other" : null;
  } catch {
    return null;
  }
}
