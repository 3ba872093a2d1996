import { config } from "zod/mini";

// zod/mini as named exports keeps the browser bundle to the checks used. jitless: zod's `new Function`
// probe would be a CSP violation (no 'unsafe-eval').
config({ jitless: true });

export * from "zod/mini";
