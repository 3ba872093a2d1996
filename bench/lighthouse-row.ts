/**
 * One table row of bench/lighthouse.bench.sh: medians of a route's Lighthouse runs next to the medians
 * of the empty Next page's runs made alternately with them, and whether the route is within issue 29's
 * distances (performance at most 3 points under the empty page, LCP at most 400 ms over it,
 * accessibility / best practices / SEO 100, at most 180 KB of script transferred).
 * Usage: npx tsx bench/lighthouse-row.ts LABEL EMPTY_REPORTS(comma-separated) ROUTE_REPORT...
 */
import { readFileSync } from "node:fs";

type Report = {
  categories: Record<string, { score: number | null }>;
  audits: Record<
    string,
    { numericValue?: number; details?: { items?: { resourceType: string; transferSize: number }[] } }
  >;
};

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
const read = (file: string) => JSON.parse(readFileSync(file, "utf8")) as Report;
const score = (r: Report, category: string) => Math.round((r.categories[category]?.score ?? 0) * 100);
const audit = (r: Report, id: string) => r.audits[id]?.numericValue ?? NaN;
const scriptBytes = (r: Report) =>
  r.audits["resource-summary"]?.details?.items?.find((item) => item.resourceType === "script")?.transferSize ?? NaN;

function summary(reports: Report[]) {
  const of = (pick: (r: Report) => number) => median(reports.map(pick));
  return {
    runs: reports.map((r) => score(r, "performance")),
    performance: of((r) => score(r, "performance")),
    lcp: of((r) => audit(r, "largest-contentful-paint")),
    tbt: of((r) => audit(r, "total-blocking-time")),
    accessibility: of((r) => score(r, "accessibility")),
    bestPractices: of((r) => score(r, "best-practices")),
    seo: of((r) => score(r, "seo")),
    script: of(scriptBytes),
  };
}

const [label, emptyFiles, ...routeFiles] = process.argv.slice(2);
const empty = summary(emptyFiles.split(",").filter(Boolean).map(read));
const route = summary(routeFiles.map(read));
const dPerf = route.performance - empty.performance;
const dLcp = route.lcp - empty.lcp;
const misses = [
  dPerf < -3 && "performance",
  dLcp > 400 && "LCP",
  route.accessibility < 100 && "a11y",
  route.bestPractices < 100 && "BP",
  route.seo < 100 && "SEO",
  route.script > 180 * 1024 && "script",
].filter(Boolean);
const signed = (n: number) => (n > 0 ? `+${Math.round(n)}` : `${Math.round(n)}`);
console.log(
  `| ${label} | ${route.performance} (${route.runs.join("/")}) | ${signed(dPerf)} | ${Math.round(route.lcp)} | ${signed(dLcp)} | ` +
    `${Math.round(route.tbt)} | ${route.accessibility} / ${route.bestPractices} / ${route.seo} | ${(route.script / 1024).toFixed(1)} | ` +
    `${empty.performance} (${empty.runs.join("/")}) / ${Math.round(empty.lcp)} | ${misses.length ? `no: ${misses.join(", ")}` : "yes"} |`,
);
