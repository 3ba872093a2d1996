"use client";

import { useId, useState, type ReactNode } from "react";

/**
 * Server-rendered content React does not hydrate: the browser keeps the HTML as it came, and React walks one
 * element instead of every element inside (the landing's sections, the tools' texts, the footer). What is
 * inside must work as plain HTML: links, <details>, popovers; no client component (it would never hydrate)
 * and nothing that changes after the page is drawn, except through public/shell.js.
 *
 * How: on the server the children are rendered inside a `display: contents` box marked with a useId. On the
 * first load the client finds that box and renders it with an empty innerHTML, which React does not compare
 * and does not write while hydrating (react-dom: an element whose content is dangerouslySetInnerHTML has no
 * children to hydrate). Reached by a client-side navigation, where there is no server HTML to keep, it
 * renders its children as any component would. docs/site.md, "The shell".
 */
export function StaticContent({ children }: { children: ReactNode }) {
  const id = useId();
  const [keepServerHtml] = useState(
    () => typeof document !== "undefined" && document.querySelector(`[data-static="${id}"]`) !== null,
  );
  if (keepServerHtml)
    return (
      <div data-static={id} className="contents" dangerouslySetInnerHTML={{ __html: "" }} suppressHydrationWarning />
    );
  return (
    <div data-static={id} className="contents">
      {children}
    </div>
  );
}
