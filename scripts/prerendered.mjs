// @ts-check
// After `next build` (npm run build, e2e/build-site.ts), the prerendered pages: each keeps the CSS it uses
// (lib/styles/page-css.mjs) and an inline RSC payload without what StaticContent keeps as HTML
// (lib/prerender/static-payload.mjs).
import { writeStaticPayloads } from "../lib/prerender/static-payload.mjs";
import { writePageCss } from "../lib/styles/page-css.mjs";

const distDir = process.env.NEXT_DIST_DIR || ".next";
const { pages, files } = writePageCss(distDir);
console.log(`CSS por página: ${pages} páginas pré-renderizadas, o resto da folha em ${files} arquivo(s)`);
const payloads = writeStaticPayloads(distDir);
console.log(`Payload sem o conteúdo estático: ${payloads.pages} páginas, ${payloads.boxes} blocos`);
