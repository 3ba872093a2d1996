import { z } from "zod";

// Schemas here also run in the browser, under a CSP without 'unsafe-eval'. By default zod probes
// `new Function` on first use to decide whether to compile parsers, which the browser reports as a
// CSP violation; jitless mode never tries.
z.config({ jitless: true });

export { z };
