// @ts-check
// After `next build` (npm run build, e2e/build-site.ts): each prerendered page keeps the CSS it uses.
import { writePageCss } from "../lib/styles/page-css.mjs";

const { pages, files } = writePageCss(process.env.NEXT_DIST_DIR || ".next");
console.log(`CSS por página: ${pages} páginas pré-renderizadas, o resto da folha em ${files} arquivo(s)`);
