// @ts-check
// After `next build` (npm run build, e2e/build-site.ts): each prerendered page keeps the CSS it uses.
import { writePageCss } from "../lib/styles/page-css.mjs";

const { pages, sheet } = writePageCss(process.env.NEXT_DIST_DIR || ".next");
console.log(`CSS por página: ${pages} páginas pré-renderizadas; a folha inteira em ${sheet || "(nenhuma)"}`);
