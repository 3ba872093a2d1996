import { config } from "zod/mini";

// Schemas here also run in the browser, so they use zod/mini: the same checks and messages as zod's
// classic API (both sit on zod's core), and consumers import it as a namespace of named exports so the
// bundle keeps only the checks used (re-exporting zod's own `z` object kept all of zod, locales included).
// The browser's CSP has no 'unsafe-eval': by default zod probes `new Function` on first use to decide
// whether to compile parsers, which the browser reports as a violation; jitless never tries.
config({ jitless: true });

export * from "zod/mini";
