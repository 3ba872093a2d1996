/**
 * Script per visit each public route may download (gzip -9 KB, as e2e/support/visit-scripts.ts counts),
 * a few KB above what it downloads today (bench/js-per-visit.ts), so a change that adds client code to a
 * page fails e2e/performance.spec.ts instead of passing unnoticed until the 180 KB ceiling (issue 29).
 * Raise a budget only with a reason in the commit; the empty Next page alone is about 133 KB. Lowered by issue
 * 52's shell (server components, native popovers): 1 KB above bench/js-per-visit.ts on 2026-11-29, then 1 KB
 * more for issue 53's visit counter (public/v.js, 0.85 KB gzip on every page). / raised to 154: the landing's
 * contact form became a chunk of its own, loaded when it comes near (components/ui/when-near.tsx): the first
 * screen downloads 2.3 KB less, a read to the bottom 0.6 KB more (153.5 KB on 2026-12-01).
 */
export const SCRIPT_CEILING_KB = 180;

export const scriptBudgetsKb: Readonly<Record<string, number>> = {
  "/": 154,
  "/disparador": 158,
  "/elementor": 155,
  "/description-ecom": 156,
  "/translate": 155,
  "/geniusvoice": 159,
  "/imgautox": 156,
  "/fitnessrecipes": 162,
  "/login": 155,
  "/privacidade": 149,
};

/**
 * HTML each public route may weigh (gzip -9 KB of the document as served): the stylesheet is written into
 * every page's <head> (app/inline-css.tsx), so a page that grows, or a stylesheet that does, makes every
 * first paint later on a slow phone network. A few KB above today's figures (bench/history.md, issues 39
 * and 48). Issue 52 added about 1 KB to each: both menus are in the HTML (native popovers, no script draws
 * them), so /elementor, /geniusvoice, /fitnessrecipes and /privacidade went up by 1 KB; with the visit counter's
 * tag, /disparador, /description-ecom, /geniusvoice and /imgautox measured 21.6-22.2 KB, on or over 22. Issue 54
 * took /fitnessrecipes from 10 recipes to 24, each a card in the HTML and a summary in its data: 27.1 KB. Issue
 * 55 added a section to /privacidade (the daily budgets kept in the database, rate_limits): 27.2 KB. The
 * consent notice moved from a client component into every page's HTML (issue 52): 0.6 KB more each, which took
 * the pages rendered per request (the whole stylesheet inline) from 23.15 to 23.2-23.6 KB. The prerendered
 * pages' inline RSC payload lost what StaticContent keeps as HTML (lib/prerender/static-payload.mjs, issue 52):
 * / 36.2 -> 25.3 KB, /privacidade 24.3 -> 16.9, /login 15.9 -> 13.9, /fitnessrecipes 24.8 -> 22.2.
 * The tool pages rendered per request became prerendered on 2026-12-01 (components/tools/available-tool.tsx,
 * the AI voice in GET /api/tools): /description-ecom 21.3 -> 16.4 KB, /imgautox 21.0 -> 15.6, /geniusvoice
 * 21.7 -> 15.9.
 */
export const htmlBudgetsKb: Readonly<Record<string, number>> = {
  "/": 27,
  "/disparador": 18,
  "/elementor": 17,
  "/description-ecom": 18,
  "/translate": 20,
  "/geniusvoice": 17,
  "/imgautox": 17,
  "/fitnessrecipes": 24,
  "/login": 15,
  "/privacidade": 18,
};

/**
 * Elements React may hydrate on each public route at 390 px, signed out (each owns a fiber): the shell and the
 * pages' texts are static HTML React does not walk (components/ui/static-content.tsx), so what is left is the
 * interactive parts: the forms, the account button, the typing title, the recipes app. Issue 52: before, React
 * hydrated every element (667 of 711 on /); a few above e2e's figures of 2026-11-29. / from 100 to 55 on
 * 2026-12-01 (48): its contact form is hydrated when it comes near the screen (components/ui/when-near.tsx).
 * /fitnessrecipes from 700 to 145 (136): its cards and slides are static HTML (docs/fitnessrecipes.md).
 */
export const hydratedBudgets: Readonly<Record<string, number>> = {
  "/": 55,
  "/disparador": 120,
  "/elementor": 80,
  "/description-ecom": 140,
  "/translate": 70,
  "/geniusvoice": 120,
  "/imgautox": 120,
  "/fitnessrecipes": 145,
  "/login": 70,
  "/privacidade": 35,
};
