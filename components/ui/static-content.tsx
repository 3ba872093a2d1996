"use client";

import { useRouter } from "next/navigation";
import { useEffect, useId, useState, type ReactNode } from "react";

/** The first load's boxes, by the name the build gave them (lib/prerender/static-payload.mjs). */
const firstLoad = new Map<string, Element>();
/**
 * Whether the page's whole payload was asked again: once per document, not once per box. Only the first
 * load's payload is stripped, so every box that can lose its content belongs to that one page.
 */
let refreshed = false;

/**
 * Server-rendered content React does not hydrate: the browser keeps the HTML as it came, and React walks one
 * element instead of every element inside (the landing's sections, the tools' texts, the footer). What is
 * inside must work as plain HTML: links, <details>, popovers; no client component (it would never hydrate)
 * and nothing that changes after the page is drawn, except through public/shell.js or a client component
 * around the box that sets attributes React never renders (the recipes list: components/tools/recipes/use-recipe-list.ts).
 *
 * How: on the server the children are rendered inside a `display: contents` box marked with a useId. On the
 * first load the client finds that box and renders it with an empty innerHTML, which React does not compare
 * and does not write while hydrating (react-dom: an element whose content is dangerouslySetInnerHTML has no
 * children to hydrate). So the build takes the children out of the prerendered page's inline payload and
 * names the box instead (`stripped`); the box is kept under that name, and when the router shows the page
 * again from that payload (back, or a link to it), its HTML comes from there. Reached by a client-side
 * navigation, where there is no server HTML to keep, it renders its children as any component would.
 * With neither (React drew the first load again on its own, because something changed its HTML before it
 * started: an extension, a proxy), the router asks the server for the page's whole payload once. Reloading
 * instead loaded the page again and again, each load changed the same way. docs/site.md, "The shell".
 */
export function StaticContent({ children, stripped }: { children: ReactNode; stripped?: string }) {
  const id = useId();
  const [html] = useState(() => {
    if (typeof document === "undefined") return null;
    const server = document.querySelector(`[data-static="${id}"]`);
    if (server) {
      if (stripped) firstLoad.set(stripped, server);
      return "";
    }
    return stripped ? (firstLoad.get(stripped)?.innerHTML ?? null) : null;
  });
  // A payload without the children and no first-load box by that name: only the server has the content.
  const lost = html === null && stripped !== undefined && children == null;
  if (html !== null)
    return (
      <div data-static={id} className="contents" dangerouslySetInnerHTML={{ __html: html }} suppressHydrationWarning />
    );
  return (
    <div data-static={id} className="contents">
      {lost ? <AskServer /> : children}
    </div>
  );
}

/** Asks the server for the page's whole payload, once: the boxes that lost their content draw it then. */
function AskServer() {
  const router = useRouter();
  useEffect(() => {
    if (refreshed) return;
    refreshed = true;
    router.refresh();
  }, [router]);
  return null;
}
