"use client";

import { useServerInsertedHTML } from "next/navigation";
import { useRef } from "react";

// The stylesheet as text (Tailwind run by lib/styles/css-text-loader.cjs in a build; `next dev` links it
// instead, and this is undefined). Only the server needs it: the bundler drops this branch from the
// browser's script, where `typeof window` is "object".
const siteCss: string | undefined =
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- a server-only branch the bundler removes
  typeof window === "undefined" ? (require("./globals.css") as { default?: string }).default : undefined;

/**
 * The site's stylesheet, whole, in a <style> in the HTML's <head>: the first paint waits for no stylesheet
 * request (a round trip of 562 ms on a slow phone network). Written with useServerInsertedHTML, so it is in
 * the HTML once: not in the RSC payload too, as a server component's <style> would be (twice more with
 * Next's experimental.inlineCss), nor in the browser's script.
 */
export function InlineCss() {
  const written = useRef(false);
  useServerInsertedHTML(() => {
    if (written.current || !siteCss) return null;
    written.current = true;
    // Marked for the build, which leaves each prerendered page the rules it uses (lib/styles/page-css.mjs).
    return <style data-site-css="" dangerouslySetInnerHTML={{ __html: siteCss }} />;
  });
  return null;
}
