import { elements, getAttr, removeAttr, setAttr, type ParentNode } from "./dom";

/** WordPress optimisers load stylesheets from script; with scripts gone they would stay inert. */
export function activateAsyncStylesheets(document: ParentNode): Set<string> {
  const activated = new Set<string>();
  for (const link of elements(document)) {
    if (link.tagName !== "link") continue;
    const rel = (getAttr(link, "rel") ?? "").toLowerCase().split(/\s+/);
    const onload = getAttr(link, "onload") ?? "";
    const parked = getAttr(link, "data-pmdelayedstyle") ?? getAttr(link, "data-lazy-href");
    if (parked && (rel.includes("stylesheet") || !getAttr(link, "rel"))) {
      setAttr(link, "rel", "stylesheet");
      setAttr(link, "href", parked);
    } else if (
      rel.includes("preload") &&
      getAttr(link, "as")?.toLowerCase() === "style" &&
      (/\.rel\s*=\s*["']stylesheet/i.test(onload) ||
        getAttr(link, "data-rocket-async") === "style" ||
        getAttr(link, "data-asynced") !== undefined)
    ) {
      setAttr(link, "rel", "stylesheet");
      removeAttr(link, "as");
    } else if (rel.includes("stylesheet") && /\.media\s*=/.test(onload)) {
      const media = /\.media\s*=\s*["']([^"']*)["']/.exec(onload)?.[1]?.trim();
      if (media && media !== "all") setAttr(link, "media", media);
      else removeAttr(link, "media");
    } else continue;
    removeAttr(link, "onload", "data-pmdelayedstyle", "data-lazy-href", "data-rocket-async", "data-asynced");
    const href = getAttr(link, "href");
    if (href) activated.add(href.trim());
  }
  return activated;
}
