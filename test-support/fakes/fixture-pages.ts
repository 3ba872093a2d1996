/**
 * The pages of the converter's fixture site: Elementor-like markup with the tricks real WordPress
 * sites use (a <base>, stylesheets in subfolders with ../ urls and @import, a web font, srcset and
 * <picture>, lazy images behind placeholders, WP Rocket data-bg, elementor-invisible, Elementor's lazy
 * container backgrounds, scripts, event handlers, noscript copies, a meta refresh).
 */
const placeholder = `data:image/svg+xml,%3Csvg%20xmlns='http://www.w3.org/2000/svg'%20viewBox='0%200%20300%20200'%3E%3C/svg%3E`;
const uploads = "wp-content/uploads/2024/05";

export const elementorPage = `<!DOCTYPE html>
<html lang="pt-BR">
<head>
<meta charset="UTF-8">
<meta http-equiv="refresh" content="600;url=/outra-pagina">
<base href="/">
<title>Página Elementor de Exemplo</title>
<link rel="preconnect" href="https://fonts.gstatic.com">
<link rel="preload" href="wp-content/themes/hello/fonts/fixture-sans.woff2" as="font" crossorigin>
<link rel="stylesheet" id="elementor-post-7-css" href="wp-content/uploads/elementor/css/post-7.css?ver=3.30" media="all">
<link rel="icon" href="${uploads}/icon.png" sizes="32x32">
<link rel="canonical" href="elementor/">
<style id="elementor-lazyload">
.e-con.e-parent:nth-of-type(n+4):not(.e-lazyloaded):not(.e-no-lazyload),
.e-con.e-parent:nth-of-type(n+4):not(.e-lazyloaded):not(.e-no-lazyload) * { background-image: none !important; }
.elementor-invisible { visibility: hidden; }
img.lazyload { opacity: 0; }
.box { width: 120px; height: 60px; }
</style>
<script src="wp-includes/js/jquery/jquery.min.js"></script>
<script>window.elementorFrontendConfig = {};</script>
</head>
<body class="elementor-default elementor-page elementor-page-7">
<div data-elementor-type="wp-page" data-elementor-id="7" class="elementor elementor-7">
  <section class="elementor-section elementor-top-section elementor-element elementor-element-hero" data-id="hero">
    <div class="elementor-container">
      <h1 class="elementor-heading-title" id="titulo">Olá, ação e coração!</h1>
      <a href="contato/" id="contato" onclick="track()">Fale conosco</a>
      <a href="javascript:alert(1)" id="js-link">Abrir</a>
    </div>
  </section>
  <div class="e-con e-parent" id="c1"><p>Primeiro</p></div>
  <div class="e-con e-parent" id="c2"><p>Segundo</p></div>
  <div class="e-con e-parent" id="c3"><p>Terceiro</p></div>
  <div class="e-con e-parent box" id="c4" style="background-image: url('${uploads}/container-bg.png')"><p>Quarto</p></div>
  <div class="elementor-element elementor-invisible" id="animado" data-settings='{"_animation":"fadeInUp"}'>
    <p class="card">Conteúdo animado que aparece</p>
  </div>
  <img class="lazyload" id="lazy" width="300" height="200" alt="Imagem preguiçosa" loading="lazy"
    src="${placeholder}" data-src="${uploads}/lazy.png">
  <noscript><img src="${uploads}/lazy.png" alt="Imagem preguiçosa"></noscript>
  <img class="rocket-lazyload" id="rocket" alt="WP Rocket" src="${placeholder}"
    data-lazy-src="${uploads}/photo-300.png" data-lazy-srcset="${uploads}/photo-300.png 300w, ${uploads}/photo-768.png 768w" data-lazy-sizes="(max-width: 768px) 100vw, 768px">
  <img id="responsive" alt="Responsiva" src="${uploads}/photo-300.png"
    srcset="${uploads}/photo-300.png 300w, ${uploads}/photo-768.png 768w, ${uploads}/photo-1024.png 1024w" sizes="(max-width: 1024px) 100vw, 1024px">
  <picture id="pic">
    <source type="image/png" srcset="${uploads}/photo-768.png 1x, ${uploads}/photo-1024.png 2x">
    <img src="${uploads}/photo-300.png" alt="Picture">
  </picture>
  <div class="rocket-lazyload box" id="databg" data-bg="${uploads}/data-bg.png"></div>
  <video id="video" width="160" height="90" poster="${uploads}/poster.png" controls></video>
  <svg width="40" height="40" id="svg"><image href="${uploads}/icon.png" width="40" height="40"/></svg>
  <p class="fonte" id="fonte">Texto na fonte da página</p>
</div>
<script src="wp-content/plugins/elementor/assets/js/frontend.min.js"></script>
</body>
</html>`;

export const postCss = `@charset "UTF-8";
@import url("../../../themes/hello/assets/base.css");
.elementor-7 .elementor-element.elementor-element-hero { background-image: url(../../2024/05/hero-bg.png); min-height: 80px; }
.elementor-7 .elementor-heading-title { color: rgb(12, 34, 56); }
`;

export const baseCss = `/* tema: ../ resolvido a partir desta folha */
@font-face { font-family: "Fixture Sans"; src: url("../fonts/fixture-sans.woff2") format("woff2"); font-display: block; }
body { margin: 0; background-image: url('../img/pattern.png'); }
.fonte { font-family: "Fixture Sans", monospace; }
.card { border: 3px solid rgb(200, 0, 0); }
`;

/** A page with one asset that cannot be fetched, to prove the file survives it. */
export const pageWithMissingAsset = `<!doctype html><html><head><title>Falta</title>
<link rel="stylesheet" href="/missing.css"></head>
<body><img id="ok" src="/wp-content/uploads/2024/05/photo-300.png" alt=""><img id="missing" src="/missing.png" alt=""></body></html>`;

/** A large page for the benchmark: about `htmlBytes` of markup and `assets` distinct images. */
export function largePage(assets: number, htmlBytes: number): string {
  const images = Array.from({ length: assets }, (_, i) => `<img src="/bench/img-${i}.png" alt="Imagem ${i}">`).join(
    "\n",
  );
  const paragraph = `<div class="elementor-element e-con"><p>Parágrafo de conteúdo com acentuação e <a href="/p">um link</a>.</p></div>\n`;
  const filler = paragraph.repeat(Math.max(0, Math.ceil((htmlBytes - images.length) / Buffer.byteLength(paragraph))));
  return `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><title>Grande</title>
<link rel="stylesheet" href="/wp-content/uploads/elementor/css/post-7.css"></head><body>${images}\n${filler}</body></html>`;
}
