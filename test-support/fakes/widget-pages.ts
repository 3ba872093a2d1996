/**
 * Elementor's interactive widgets as Elementor 3.2x prints them on the server (before its scripts run):
 * classic tabs, accordion and toggle (.elementor-tab-title / .elementor-tab-content with their ARIA),
 * nested tabs and accordion (e-n-tabs, e-n-accordion with <details>), the nav menu with its mobile toggle
 * and dropdown, and Swiper image carousels. Written by hand from Elementor's templates and markup seen on
 * live sites (no real page is available offline); the CSS is the subset of Elementor's frontend CSS that
 * hides and shows these parts, so the saved file behaves as the live one would.
 */
const uploads = "/wp-content/uploads/2024/05";

export const widgetCss = `
.elementor-widget-tabs .elementor-tab-content{display:none;padding:20px}
.elementor-widget-tabs .elementor-tab-title{cursor:pointer;display:inline-block;padding:12px}
.elementor-widget-tabs .elementor-tab-title.elementor-active{font-weight:700;border-bottom:3px solid #c00}
.elementor-widget-tabs .elementor-tab-mobile-title{display:none}
@media (max-width:767px){.elementor-widget-tabs .elementor-tabs-wrapper{display:none}.elementor-widget-tabs .elementor-tab-mobile-title{display:block}}
.elementor-accordion .elementor-tab-content,.elementor-toggle .elementor-tab-content{display:none}
.elementor-accordion .elementor-tab-title,.elementor-toggle .elementor-tab-title{cursor:pointer;padding:10px}
.elementor-accordion-icon-opened,.elementor-toggle-icon-opened{display:none}
.elementor-active .elementor-accordion-icon-closed,.elementor-active .elementor-toggle-icon-closed{display:none}
.elementor-active .elementor-accordion-icon-opened,.elementor-active .elementor-toggle-icon-opened{display:inline}
.e-n-tabs-heading{display:flex;gap:4px}
.e-n-tab-title[aria-selected=true]{background:#222;color:#fff}
.e-con{display:flex;flex-direction:column}
.e-n-tabs-content>.e-con:not(.e-active){display:none}
.e-n-accordion-item-title{cursor:pointer;list-style:none}
.elementor-nav-menu ul{display:none}
.elementor-nav-menu--main .elementor-nav-menu{display:flex;gap:16px;list-style:none}
.elementor-nav-menu--main .elementor-nav-menu ul{position:absolute;background:#fff}
.elementor-menu-toggle{display:none;cursor:pointer;padding:8px;border:1px solid #333;width:40px}
.elementor-nav-menu--toggle .elementor-menu-toggle:not(.elementor-active)+.elementor-nav-menu__container{transform:scaleY(0);max-height:0;overflow:hidden}
.elementor-nav-menu--toggle .elementor-menu-toggle.elementor-active+.elementor-nav-menu__container{transform:scaleY(1);max-height:100vh}
.elementor-menu-toggle__icon--close{display:none}
.elementor-menu-toggle.elementor-active .elementor-menu-toggle__icon--close{display:inline}
.elementor-menu-toggle.elementor-active .elementor-menu-toggle__icon--open{display:none}
@media (max-width:1024px){.elementor-nav-menu--dropdown-tablet .elementor-nav-menu--main{display:none}.elementor-nav-menu--dropdown-tablet .elementor-menu-toggle{display:block}}
@media (min-width:1025px){.elementor-nav-menu--dropdown-tablet .elementor-nav-menu--dropdown{display:none}}
.swiper{overflow:hidden;position:relative}
.swiper-wrapper{display:flex}
.swiper-slide{flex-shrink:0}
.elementor-image-carousel-wrapper:not(.swiper-initialized) .swiper-slide{max-width:calc(100% / var(--e-image-carousel-slides-to-show, 3))}
.swiper-slide img{display:block;width:100%;height:auto}
.elementor-swiper-button{position:absolute;top:50%;cursor:pointer;z-index:1;background:#fff;padding:4px}
.elementor-swiper-button-prev{left:0}.elementor-swiper-button-next{right:0}
.swiper-pagination-bullet{display:inline-block;width:8px;height:8px;border-radius:50%;background:#999;margin:0 4px}
.swiper-pagination-bullet-active{background:#000}
`;

const slide = (n: number, total: number, color: string) =>
  `<div class="swiper-slide" role="group" aria-roledescription="slide" aria-label="${n} of ${total}"><figure class="swiper-slide-inner"><img decoding="async" class="swiper-slide-image" src="${uploads}/slide-${color}.png" alt="Slide ${n}"></figure></div>`;

export const widgetPage = `<!DOCTYPE html>
<html lang="pt-BR">
<head>
<meta charset="UTF-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Perguntas Frequentes | Loja</title>
<link rel="stylesheet" id="elementor-frontend-css" href="/wp-content/plugins/elementor/assets/css/frontend.min.css?ver=3.25.4" media="all">
<script src="/wp-includes/js/jquery/jquery.min.js?ver=3.7.1" id="jquery-core-js"></script>
</head>
<body class="page-template-default page elementor-default elementor-kit-5 elementor-page elementor-page-42">
<div data-elementor-type="header" class="elementor elementor-12 elementor-location-header">
<div class="elementor-element elementor-element-5b1 elementor-nav-menu--dropdown-tablet elementor-nav-menu__text-align-aside elementor-nav-menu--toggle elementor-nav-menu--burger elementor-widget elementor-widget-nav-menu" data-id="5b1" data-element_type="widget" data-settings="{&quot;layout&quot;:&quot;horizontal&quot;,&quot;submenu_icon&quot;:{&quot;value&quot;:&quot;&lt;i class=\\&quot;fas fa-caret-down\\&quot;&gt;&lt;\\/i&gt;&quot;,&quot;library&quot;:&quot;fa-solid&quot;},&quot;toggle&quot;:&quot;burger&quot;}" data-widget_type="nav-menu.default">
<div class="elementor-widget-container">
<nav aria-label="Menu" class="elementor-nav-menu--main elementor-nav-menu__container elementor-nav-menu--layout-horizontal e--pointer-underline e--animation-fade">
<ul id="menu-1-5b1" class="elementor-nav-menu"><li class="menu-item menu-item-type-post_type menu-item-object-page menu-item-home menu-item-10"><a href="/" class="elementor-item">Início</a></li>
<li class="menu-item menu-item-type-custom menu-item-object-custom menu-item-has-children menu-item-11"><a href="/servicos/" class="elementor-item">Serviços</a>
<ul class="sub-menu elementor-nav-menu--dropdown">
	<li class="menu-item menu-item-12"><a href="/servicos/sites/" class="elementor-sub-item">Criação de sites</a></li>
	<li class="menu-item menu-item-13"><a href="/servicos/lojas/" class="elementor-sub-item">Lojas virtuais</a></li>
</ul>
</li>
<li class="menu-item menu-item-14"><a href="/contato/" class="elementor-item">Contato</a></li>
</ul>
</nav>
<div class="elementor-menu-toggle" role="button" tabindex="0" aria-label="Alternar menu" aria-expanded="false">
<i aria-hidden="true" role="presentation" class="elementor-menu-toggle__icon--open eicon-menu-bar">☰</i><i aria-hidden="true" role="presentation" class="elementor-menu-toggle__icon--close eicon-close">✕</i>
</div>
<nav class="elementor-nav-menu--dropdown elementor-nav-menu__container" aria-hidden="true">
<ul id="menu-2-5b1" class="elementor-nav-menu"><li class="menu-item menu-item-10"><a href="/" class="elementor-item" tabindex="-1">Início</a></li>
<li class="menu-item menu-item-has-children menu-item-11"><a href="/servicos/" class="elementor-item" tabindex="-1">Serviços</a>
<ul class="sub-menu elementor-nav-menu--dropdown">
	<li class="menu-item menu-item-12"><a href="/servicos/sites/" class="elementor-sub-item" tabindex="-1">Criação de sites</a></li>
	<li class="menu-item menu-item-13"><a href="/servicos/lojas/" class="elementor-sub-item" tabindex="-1">Lojas virtuais</a></li>
</ul>
</li>
<li class="menu-item menu-item-14"><a href="/contato/" class="elementor-item" tabindex="-1">Contato</a></li>
</ul>
</nav>
</div>
</div>
</div>
<div data-elementor-type="wp-page" data-elementor-id="42" class="elementor elementor-42">
<div class="elementor-element elementor-element-a11 elementor-widget elementor-widget-tabs" data-id="a11" data-element_type="widget" data-widget_type="tabs.default">
<div class="elementor-widget-container">
<div class="elementor-tabs">
<div class="elementor-tabs-wrapper" role="tablist">
<div id="elementor-tab-title-1941" class="elementor-tab-title elementor-tab-desktop-title" aria-selected="true" data-tab="1" role="tab" tabindex="0" aria-controls="elementor-tab-content-1941" aria-expanded="false">Entrega</div>
<div id="elementor-tab-title-1942" class="elementor-tab-title elementor-tab-desktop-title" aria-selected="false" data-tab="2" role="tab" tabindex="-1" aria-controls="elementor-tab-content-1942" aria-expanded="false">Trocas</div>
<div id="elementor-tab-title-1943" class="elementor-tab-title elementor-tab-desktop-title" aria-selected="false" data-tab="3" role="tab" tabindex="-1" aria-controls="elementor-tab-content-1943" aria-expanded="false">Pagamento</div>
</div>
<div class="elementor-tabs-content-wrapper" role="tablist" aria-orientation="vertical">
<div class="elementor-tab-title elementor-tab-mobile-title" aria-selected="true" data-tab="1" role="tab" tabindex="0" aria-controls="elementor-tab-content-1941" aria-expanded="false">Entrega</div>
<div id="elementor-tab-content-1941" class="elementor-tab-content elementor-clearfix" data-tab="1" role="tabpanel" aria-labelledby="elementor-tab-title-1941" tabindex="0" hidden="false"><p>Enviamos para todo o Brasil em até 5 dias úteis.</p></div>
<div class="elementor-tab-title elementor-tab-mobile-title" aria-selected="false" data-tab="2" role="tab" tabindex="-1" aria-controls="elementor-tab-content-1942" aria-expanded="false">Trocas</div>
<div id="elementor-tab-content-1942" class="elementor-tab-content elementor-clearfix" data-tab="2" role="tabpanel" aria-labelledby="elementor-tab-title-1942" tabindex="0" hidden="hidden"><p>A primeira troca é grátis em até 30 dias.</p></div>
<div class="elementor-tab-title elementor-tab-mobile-title" aria-selected="false" data-tab="3" role="tab" tabindex="-1" aria-controls="elementor-tab-content-1943" aria-expanded="false">Pagamento</div>
<div id="elementor-tab-content-1943" class="elementor-tab-content elementor-clearfix" data-tab="3" role="tabpanel" aria-labelledby="elementor-tab-title-1943" tabindex="0" hidden="hidden"><p>Pix, boleto ou cartão em até 12 vezes.</p></div>
</div>
</div>
</div>
</div>
<div class="elementor-element elementor-element-b22 elementor-widget elementor-widget-accordion" data-id="b22" data-element_type="widget" data-widget_type="accordion.default">
<div class="elementor-widget-container">
<div class="elementor-accordion">
<div class="elementor-accordion-item">
<div id="elementor-tab-title-2231" class="elementor-tab-title" data-tab="1" role="button" aria-controls="elementor-tab-content-2231" aria-expanded="false">
<span class="elementor-accordion-icon elementor-accordion-icon-left" aria-hidden="true"><span class="elementor-accordion-icon-closed">+</span><span class="elementor-accordion-icon-opened">−</span></span>
<a class="elementor-accordion-title" tabindex="0">Qual o prazo de entrega?</a>
</div>
<div id="elementor-tab-content-2231" class="elementor-tab-content elementor-clearfix" data-tab="1" role="region" aria-labelledby="elementor-tab-title-2231"><p>De 2 a 5 dias úteis, conforme a região.</p></div>
</div>
<div class="elementor-accordion-item">
<div id="elementor-tab-title-2232" class="elementor-tab-title" data-tab="2" role="button" aria-controls="elementor-tab-content-2232" aria-expanded="false">
<span class="elementor-accordion-icon elementor-accordion-icon-left" aria-hidden="true"><span class="elementor-accordion-icon-closed">+</span><span class="elementor-accordion-icon-opened">−</span></span>
<a class="elementor-accordion-title" tabindex="0">Posso parcelar?</a>
</div>
<div id="elementor-tab-content-2232" class="elementor-tab-content elementor-clearfix" data-tab="2" role="region" aria-labelledby="elementor-tab-title-2232"><p>Sim, em até 12 vezes sem juros.</p></div>
</div>
</div>
</div>
</div>
<div class="elementor-element elementor-element-c33 elementor-widget elementor-widget-toggle" data-id="c33" data-element_type="widget" data-widget_type="toggle.default">
<div class="elementor-widget-container">
<div class="elementor-toggle">
<div class="elementor-toggle-item">
<div id="elementor-tab-title-3311" class="elementor-tab-title" data-tab="1" role="button" aria-controls="elementor-tab-content-3311" aria-expanded="false">
<span class="elementor-toggle-icon elementor-toggle-icon-left" aria-hidden="true"><span class="elementor-toggle-icon-closed">▸</span><span class="elementor-toggle-icon-opened">▾</span></span>
<a class="elementor-toggle-title" tabindex="0">Tem loja física?</a>
</div>
<div id="elementor-tab-content-3311" class="elementor-tab-content elementor-clearfix" data-tab="1" role="region" aria-labelledby="elementor-tab-title-3311"><p>Sim, no centro de Curitiba.</p></div>
</div>
<div class="elementor-toggle-item">
<div id="elementor-tab-title-3312" class="elementor-tab-title" data-tab="2" role="button" aria-controls="elementor-tab-content-3312" aria-expanded="false">
<span class="elementor-toggle-icon elementor-toggle-icon-left" aria-hidden="true"><span class="elementor-toggle-icon-closed">▸</span><span class="elementor-toggle-icon-opened">▾</span></span>
<a class="elementor-toggle-title" tabindex="0">Emitem nota fiscal?</a>
</div>
<div id="elementor-tab-content-3312" class="elementor-tab-content elementor-clearfix" data-tab="2" role="region" aria-labelledby="elementor-tab-title-3312"><p>Sim, sempre, junto com o pedido.</p></div>
</div>
</div>
</div>
</div>
<div class="elementor-element elementor-element-d44 elementor-widget elementor-widget-n-tabs" data-id="d44" data-element_type="widget" data-settings="{&quot;horizontal_scroll&quot;:&quot;disable&quot;}" data-widget_type="nested-tabs.default">
<div class="elementor-widget-container">
<div class="e-n-tabs" data-widget-number="4441" aria-label="Abas. Abra itens com Enter ou Espaço, feche com Esc e navegue com as setas.">
<div class="e-n-tabs-heading" role="tablist">
<button id="e-n-tab-title-44411" class="e-n-tab-title" aria-selected="true" data-tab-index="1" role="tab" tabindex="0" aria-controls="e-n-tab-content-44411" style="--n-tabs-title-order: 1;"><span class="e-n-tab-title-text">Planos</span></button>
<button id="e-n-tab-title-44412" class="e-n-tab-title" aria-selected="false" data-tab-index="2" role="tab" tabindex="-1" aria-controls="e-n-tab-content-44412" style="--n-tabs-title-order: 2;"><span class="e-n-tab-title-text">Suporte</span></button>
</div>
<div class="e-n-tabs-content">
<div id="e-n-tab-content-44411" role="tabpanel" aria-labelledby="e-n-tab-title-44411" data-tab-index="1" style="--n-tabs-title-order: 1;" class="e-active elementor-element elementor-element-e1 e-con-full e-flex e-con e-child" data-id="e1" data-element_type="container"><p>Básico, Profissional e Empresa.</p></div>
<div id="e-n-tab-content-44412" role="tabpanel" aria-labelledby="e-n-tab-title-44412" data-tab-index="2" style="--n-tabs-title-order: 2;" class="elementor-element elementor-element-e2 e-con-full e-flex e-con e-child" data-id="e2" data-element_type="container"><p>Atendimento por chat das 8h às 20h.</p>
<div class="elementor-element elementor-widget elementor-widget-image-carousel" data-settings="{&quot;slides_to_show&quot;:&quot;1&quot;,&quot;navigation&quot;:&quot;arrows&quot;}" data-widget_type="image-carousel.default"><div class="elementor-widget-container">
<div class="elementor-image-carousel-wrapper swiper" dir="ltr"><div class="elementor-image-carousel swiper-wrapper">
<div class="swiper-slide"><figure class="swiper-slide-inner"><img class="swiper-slide-image" src="${uploads}/slide-green.png" alt="Equipe 1"></figure></div>
<div class="swiper-slide"><figure class="swiper-slide-inner"><img class="swiper-slide-image" src="${uploads}/slide-blue.png" alt="Equipe 2"></figure></div>
</div>
<div class="elementor-swiper-button elementor-swiper-button-prev" role="button" tabindex="0" aria-label="Equipe anterior">‹</div>
<div class="elementor-swiper-button elementor-swiper-button-next" role="button" tabindex="0" aria-label="Próxima equipe">›</div>
</div></div></div></div>
</div>
</div>
</div>
</div>
<div class="elementor-element elementor-element-f55 elementor-widget elementor-widget-n-accordion" data-id="f55" data-element_type="widget" data-settings="{&quot;default_state&quot;:&quot;expanded&quot;,&quot;max_items_expended&quot;:&quot;one&quot;,&quot;n_accordion_animation_duration&quot;:{&quot;unit&quot;:&quot;ms&quot;,&quot;size&quot;:400,&quot;sizes&quot;:[]}}" data-widget_type="nested-accordion.default">
<div class="elementor-widget-container">
<div class="e-n-accordion" aria-label="Acordeão. Abra itens com Enter ou Espaço, feche com Esc e navegue com as setas.">
<details id="e-n-accordion-item-5510" class="e-n-accordion-item" open>
<summary class="e-n-accordion-item-title" data-accordion-index="1" tabindex="0" aria-expanded="true" aria-controls="e-n-accordion-item-5510">
<span class="e-n-accordion-item-title-header"><div class="e-n-accordion-item-title-text">Como rastrear meu pedido?</div></span>
</summary>
<div role="region" aria-labelledby="e-n-accordion-item-5510" class="elementor-element elementor-element-g1 e-con-full e-flex e-con e-child" data-id="g1" data-element_type="container"><p>Pelo código enviado por e-mail.</p></div>
</details>
<details id="e-n-accordion-item-5511" class="e-n-accordion-item">
<summary class="e-n-accordion-item-title" data-accordion-index="2" tabindex="-1" aria-expanded="false" aria-controls="e-n-accordion-item-5511">
<span class="e-n-accordion-item-title-header"><div class="e-n-accordion-item-title-text">Posso cancelar?</div></span>
</summary>
<div role="region" aria-labelledby="e-n-accordion-item-5511" class="elementor-element elementor-element-g2 e-con-full e-flex e-con e-child" data-id="g2" data-element_type="container"><p>Antes do envio, sem custo.</p></div>
</details>
</div>
</div>
</div>
<div class="elementor-element elementor-element-h66 elementor-widget elementor-widget-image-carousel" data-id="h66" data-element_type="widget" data-settings="{&quot;slides_to_show&quot;:&quot;1&quot;,&quot;navigation&quot;:&quot;both&quot;,&quot;autoplay&quot;:&quot;yes&quot;,&quot;pause_on_hover&quot;:&quot;yes&quot;,&quot;infinite&quot;:&quot;yes&quot;,&quot;effect&quot;:&quot;slide&quot;,&quot;speed&quot;:500}" data-widget_type="image-carousel.default">
<div class="elementor-widget-container">
<div class="elementor-image-carousel-wrapper swiper" role="region" aria-roledescription="carousel" aria-label="Carrossel de imagens" dir="ltr">
<div class="elementor-image-carousel swiper-wrapper" aria-live="off">
${["red", "green", "blue"].map((color, i) => slide(i + 1, 3, color)).join("\n")}
</div>
<div class="elementor-swiper-button elementor-swiper-button-prev" role="button" tabindex="0" aria-label="Slide anterior"><i aria-hidden="true" class="eicon-chevron-left">‹</i></div>
<div class="elementor-swiper-button elementor-swiper-button-next" role="button" tabindex="0" aria-label="Próximo slide"><i aria-hidden="true" class="eicon-chevron-right">›</i></div>
<div class="swiper-pagination"></div>
</div>
</div>
</div>
<div class="elementor-element elementor-element-i77 elementor-widget elementor-widget-tabs" data-id="i77" data-element_type="widget" data-widget_type="tabs.default">
<div class="elementor-widget-container"><div class="elementor-tabs"><div class="elementor-tabs-wrapper" role="tablist"></div><p>Abas sem conteúdo (marcação inesperada)</p></div></div>
</div>
</div>
<script src="/wp-content/plugins/elementor/assets/js/frontend.min.js?ver=3.25.4" id="elementor-frontend-js"></script>
</body>
</html>
`;

/** A page that tries to run its own script in the saved file every way it can. */
export const hostileWidgetPage = `<!doctype html><html lang="pt-BR"><head><title>Hostil</title>
<base href="http://127.0.0.1:1/evil/">
<meta http-equiv="refresh" content="0;url=javascript:window.pwned=1">
<script>window.pwned = "script"</script>
</head><body onload="window.pwned='onload'">
<img src="x" onerror="window.pwned='onerror'" alt="">
<a id="js-link" href="javascript:window.pwned='href'">link</a>
<a id="js-link-entity" href="jav&#x09;ascript:window.pwned='entity'">link 2</a>
<iframe srcdoc="<script>parent.pwned='srcdoc'</script>" title="x"></iframe>
<svg><script>window.pwned='svg'</script><a href="javascript:window.pwned='svg-href'"><text y="20">svg</text></a><animate onbegin="window.pwned='animate'" attributeName="x" dur="1s"/></svg>
<object data="data:text/html,<script>parent.pwned='object'</script>"></object>
<form action="javascript:window.pwned='form'"><button id="js-submit">enviar</button></form>
<div class="elementor-toggle"><div class="elementor-toggle-item"><div class="elementor-tab-title" data-tab="1" role="button" aria-expanded="false" onclick="window.pwned='click'">Abrir</div><div class="elementor-tab-content" data-tab="1"><p>Conteúdo</p></div></div></div>
<noscript><script>window.pwned='noscript'</script></noscript>
<template><script>window.pwned='template'</script></template>
</body></html>`;
