/**
 * One table row of bench/lighthouse.bench.sh: medians of a route's Lighthouse runs next to the medians
 * of the empty Next page's runs made alternately with them, and whether the route is within the
 * distances the site keeps (issue 52): simulated performance score at most 2 points under the empty page,
 * LCP under DevTools throttling at most 150 ms over it, accessibility / best practices / SEO 100, at most
 * 150 KB of script transferred, and script evaluation on the main thread (Lighthouse's main-thread
 * breakdown, "scriptEvaluation", under DevTools throttling) at most 1.5 times the empty page's. The simulated LCP is shown, not judged (Lantern charges a page with a render-blocking
 * request for the scripts that finished before its paint).
 * Usage: npx tsx bench/lighthouse-row.ts LABEL EMPTY_RUNS ROUTE_RUNS, each RUNS "simulated.json,devtools.json;"
 * once per round (a failed run leaves its file name empty).
 */
import { readFileSync } from "node:fs";
import { median } from "./stats";

type Report = {
  categories: Record<string, { score: number | null }>;
  audits: Record<
    string,
    {
      numericValue?: number;
      details?: { items?: { resourceType?: string; transferSize?: number; group?: string; duration?: number }[] };
    }
  >;
};

const read = (file: string) => JSON.parse(readFileSync(file, "utf8")) as Report;
const score = (r: Report, category: string) => Math.round((r.categories[category]?.score ?? 0) * 100);
const audit = (r: Report, id: string) => r.audits[id]?.numericValue ?? NaN;
const scriptBytes = (r: Report) =>
  r.audits["resource-summary"]?.details?.items?.find((item) => item.resourceType === "script")?.transferSize ?? NaN;

/** Milliseconds the main thread spent evaluating script (hydration included: React runs inside it). */
const scriptEvaluation = (r: Report) =>
  r.audits["mainthread-work-breakdown"]?.details?.items?.find((item) => item.group === "scriptEvaluation")?.duration ??
  NaN;

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

/** "sim.json,devtools.json;sim.json,devtools.json;" -> the reports of each kind that were written. */
function parseRuns(runs: string) {
  const pairs = runs
    .split(";")
    .filter(Boolean)
    .map((pair) => pair.split(","));
  const files = (index: number) => pairs.map((pair) => pair[index]).filter(Boolean);
  return { simulated: files(0).map(read), devtools: files(1).map(read) };
}

const [label, emptyRuns, routeRuns] = process.argv.slice(2);
const emptyReports = parseRuns(emptyRuns);
const routeReports = parseRuns(routeRuns);
if (
  !emptyReports.simulated.length ||
  !emptyReports.devtools.length ||
  !routeReports.simulated.length ||
  !routeReports.devtools.length
) {
  console.log(`| ${label} | lighthouse failed | | | | | | | | | | | |`);
  process.exit(0);
}
const empty = summary(emptyReports.simulated);
const route = summary(routeReports.simulated);
const devtoolsLcp = (reports: Report[]) => reports.map((r) => audit(r, "largest-contentful-paint"));
const emptyDevtools = median(devtoolsLcp(emptyReports.devtools));
const routeDevtoolsRuns = devtoolsLcp(routeReports.devtools);
const routeDevtools = median(routeDevtoolsRuns);
const emptyEvaluation = median(emptyReports.devtools.map(scriptEvaluation));
const routeEvaluation = median(routeReports.devtools.map(scriptEvaluation));
const evaluationRatio = routeEvaluation / emptyEvaluation;
const dPerf = route.performance - empty.performance;
const dLcp = route.lcp - empty.lcp;
const dDevtools = routeDevtools - emptyDevtools;
const misses = [
  dPerf < -2 && "performance",
  dDevtools > 150 && "LCP",
  !(evaluationRatio <= 1.5) && "script evaluation",
  route.accessibility < 100 && "a11y",
  route.bestPractices < 100 && "BP",
  route.seo < 100 && "SEO",
  route.script > 150 * 1024 && "script",
].filter(Boolean);
const signed = (n: number) => (n > 0 ? `+${Math.round(n)}` : `${Math.round(n)}`);
const ms = (n: number) => String(Math.round(n));
console.log(
  `| ${label} | ${route.performance} (${route.runs.join("/")}) | ${signed(dPerf)} | ${ms(route.lcp)} | ${signed(dLcp)} | ` +
    `${ms(routeDevtools)} (${routeDevtoolsRuns.map(ms).join("/")}) | ${signed(dDevtools)} | ` +
    `${ms(route.tbt)} | ${ms(routeEvaluation)} / ${ms(emptyEvaluation)} (${evaluationRatio.toFixed(2)}x) | ${route.accessibility} / ${route.bestPractices} / ${route.seo} | ${(route.script / 1024).toFixed(1)} | ` +
    `${empty.performance} / ${ms(empty.lcp)} / ${ms(emptyDevtools)} | ${misses.length ? `no: ${misses.join(", ")}` : "yes"} |`,
);
