import sharp from "sharp";
import { photoFiles } from "./photos";

/**
 * "Otimizar imagens" on a page like the real ones: a photo offered in two widths but shown at most 600 px
 * wide (srcset + sizes), a screenshot uploaded as an opaque RGBA PNG, a photo as a CSS background, text in a
 * web font (Inter, served by the fixture site as /otm/f/texto.woff2) with accents and an uppercase heading.
 */
export const optimisePage = `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><title>Otimizar</title>
<style>
@font-face{font-family:"Texto";font-weight:400;src:url(/otm/f/texto.woff2) format("woff2")}
@font-face{font-family:"Texto";font-weight:700;src:url(/otm/f/texto.woff2) format("woff2")}
body{margin:0;font-family:"Texto",monospace;color:#123}
h1{text-transform:uppercase;font-weight:700;margin:16px}
p{margin:16px;font-size:18px}
.faixa{height:220px;background:url(/otimizar/fundo.jpg) center/cover}
img{display:block;max-width:100%;height:auto;margin:16px 0}
</style></head><body>
<!-- <section class="antiga"><h2>Seção antiga, comentada pelo tema</h2></section> -->
<h1>Ação rápida à vista</h1>
<div class="faixa"></div>
<p>Orçamento de fotografia: é só pedir. Ótimo preço, atenção já!</p>
<img id="foto" src="/otimizar/foto-1200.jpg" srcset="/otimizar/foto-1200.jpg 1200w, /otimizar/foto-2400.jpg 2400w" sizes="(max-width: 600px) 100vw, 600px" width="2400" height="1600" alt="Foto">
<img id="tela" src="/otimizar/tela.png" width="1200" height="700" alt="Tela">
</body></html>`;

/** A theme that names whole photos as the tab's and the home screen's icons (a logo often is). */
export const iconPage = `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><title>Ícones</title>
<link rel="icon" href="/otimizar/foto-1200.jpg">
<link rel="apple-touch-icon" href="/otimizar/foto-2400.jpg">
</head><body><p>Ícones</p></body></html>`;

let made: Promise<Record<string, [Buffer, string]>> | undefined;

export function optimiseFiles(): Promise<Record<string, [Buffer, string]>> {
  made ??= (async () => {
    const [photo] = (await photoFiles())["/fotos/paisagem.jpg"]; // 2400 x 1600
    const rows = Array.from(
      { length: 28 },
      (_, i) => `<text x="40" y="${60 + i * 22}" font-size="15" fill="#223">Linha ${i} do relatório: 12345</text>`,
    ).join("");
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="700"><rect width="1200" height="700" fill="#f4f6fb"/><rect x="700" y="60" width="440" height="580" rx="20" fill="#38a"/>${rows}</svg>`;
    return {
      "/otimizar/foto-2400.jpg": [photo, "image/jpeg"],
      "/otimizar/foto-1200.jpg": [await sharp(photo).resize(1200).jpeg({ quality: 92 }).toBuffer(), "image/jpeg"],
      "/otimizar/fundo.jpg": [photo, "image/jpeg"],
      "/otimizar/tela.png": [await sharp(Buffer.from(svg)).ensureAlpha().png().toBuffer(), "image/png"],
    };
  })();
  return made;
}
