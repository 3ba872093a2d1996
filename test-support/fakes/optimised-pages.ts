/**
 * A WordPress page after the usual optimisers (WP Rocket, LiteSpeed, Perfmatters, loadCSS): stylesheets
 * loaded from script, fonts declared in every format and subset, an icon font, an SVG sprite, an image
 * repeated in markup and CSS, analytics pixels in <noscript>, an asset that no longer exists.
 */
export const optimisedPage = `<!doctype html>
<html lang="pt-BR">
<head>
<meta charset="utf-8">
<title>Página otimizada</title>
<link rel="preload" as="style" href="/otm/css/async.css" onload="this.onload=null;this.rel='stylesheet'">
<link rel="stylesheet" href="/otm/css/print.css" media="print" onload="this.media='all'">
<noscript><link rel="stylesheet" href="/otm/css/print.css"></noscript>
<link rel="preload" data-rocket-async="style" as="style" href="/otm/css/rocket.css">
<link data-asynced="1" as="style" onload="this.onload=null;this.rel='stylesheet'" rel="preload" href="/otm/css/litespeed.css">
<link rel="stylesheet" data-pmdelayedstyle="/otm/css/delayed.css">
<link rel="stylesheet" href="/otm/css/fonts.css">
<style>.repete-a, .repete-b { width: 40px; height: 40px; background-image: url(/otm/img/repetida.png); }</style>
</head>
<body>
<h1 id="titulo">Olá, página otimizada</h1>
<p id="async">Carregada por preload</p>
<p id="print">Carregada como print</p>
<p id="rocket">WP Rocket</p>
<p id="litespeed">LiteSpeed</p>
<p id="delayed">Perfmatters</p>
<p class="sem" id="sem">Fonte sem woff2</p>
<span class="icone" id="icone"></span>
<div class="repete-a" id="repete-a"></div>
<div class="repete-b" id="repete-b"></div>
<div id="repete-c" style="width: 40px; height: 40px; background-image: url(/otm/img/repetida.png)"></div>
<img id="rep1" src="/otm/img/repetida.png" alt="Repetida 1" width="64" height="48">
<img id="rep2" src="/otm/img/repetida.png" alt="Repetida 2" width="64" height="48">
<img id="sprite" src="/otm/img/sprite.svg#carrinho" alt="Carrinho" width="20" height="20">
<img id="falta" src="/otm/img/nao-existe.png" alt="Imagem que não existe mais">
<noscript><img height="1" width="1" style="display:none" src="/tr?id=1&amp;ev=PageView&amp;noscript=1"></noscript>
<noscript><iframe src="/ns.html?id=GTM-TESTE" height="0" width="0" style="display:none;visibility:hidden"></iframe></noscript>
</body>
</html>`;

const colour = (id: string, rgb: string) => `#${id} { color: rgb(${rgb}); }\n`;

export const optimisedCss: Record<string, string> = {
  "async.css": colour("async", "1, 2, 3"),
  "print.css": colour("print", "4, 5, 6"),
  "rocket.css": colour("rocket", "7, 8, 9"),
  "litespeed.css": colour("litespeed", "10, 11, 12"),
  "delayed.css": colour("delayed", "13, 14, 15"),
  "fonts.css": `/* every format of every subset, as font plugins write them */
@font-face { font-family: "Texto"; font-style: normal; font-weight: 400; src: url(../f/texto.eot);
  src: url(../f/texto.eot?#iefix) format("embedded-opentype"), url(../f/texto.woff2) format("woff2"),
    url(../f/texto.woff) format("woff"), url(../f/texto.ttf) format("truetype"), url(../f/texto.svg#Texto) format("svg");
  unicode-range: U+0000-00FF, U+0131, U+0152-0153; }
@font-face { font-family: "Texto"; font-style: normal; font-weight: 400; src: url(../f/texto-cirilico.woff2) format("woff2");
  unicode-range: U+0400-045F; }
@font-face { font-family: "Texto"; font-style: italic; font-weight: 400;
  src: url(../f/texto-italico.woff2) format("woff2"), url(../f/texto-italico.woff) format("woff"); }
@font-face { font-family: "Nunca Usada"; src: url(../f/nunca.woff2) format("woff2"), url(../f/nunca.woff) format("woff"); }
@font-face { font-family: Icones; src: url(../f/icones.eot); src: url(../f/icones.ttf) format("truetype"), url(../f/icones.eot?#iefix); }
@font-face { font-family: "Sem Woff2"; src: url(../f/sem-woff2.ttf) format("truetype"), url(../f/sem-woff2.woff) format("woff"); }
:root { --e-global-typography-primary-font-family: "Texto"; }
body { font-family: var(--e-global-typography-primary-font-family), sans-serif; }
.icone::before { font-family: Icones; content: "\\ea60"; }
.sem { font: 700 16px/1.2 "Sem Woff2", serif; }
`,
};

/** An SVG sprite: a view per icon, so "sprite.svg#carrinho" shows one icon, not the whole sheet. */
export const sprite = `<svg xmlns="http://www.w3.org/2000/svg" width="20" height="10" viewBox="0 0 20 10">
<view id="carrinho" viewBox="0 0 10 10"/><view id="lixeira" viewBox="10 0 10 10"/>
<rect x="0" y="0" width="10" height="10" fill="rgb(0,128,0)"/><rect x="10" y="0" width="10" height="10" fill="rgb(200,0,0)"/>
</svg>`;

/** `depth` nested elements: far deeper than any browser keeps (Chromium stops nesting at 512). */
export function deepPage(depth: number): string {
  return `<!doctype html><html><head><title>Profunda</title></head><body>${"<div>".repeat(depth)}<p id="fundo">Fundo</p>${"</div>".repeat(depth)}</body></html>`;
}
