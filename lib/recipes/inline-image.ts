import { readFileSync } from "node:fs";
import path from "node:path";

/**
 * One of our SVG illustrations (a path under public/) as a data URI, for the picture the first screen
 * shows: it arrives inside the HTML, so the largest paint waits for no request after the document (one
 * round trip of 562 ms on a slow phone network, issue 48). Read when the page is rendered (at build time
 * for a prerendered page).
 */
export function svgDataUri(publicPath: string): string {
  const svg = readFileSync(path.join(process.cwd(), "public", publicPath), "utf8");
  // Only what a URL may not carry is escaped (spaces too: HTML's src must be a valid URL); double quotes
  // become single, which a URL may carry.
  const text = svg.replace(/\s+/g, " ").replace(/> </g, "><").replace(/"/g, "'").trim();
  return `data:image/svg+xml,${text.replace(/[%#<> ]/g, (char) => encodeURIComponent(char))}`;
}
