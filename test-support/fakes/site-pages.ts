/**
 * A small WordPress + Elementor site under /loja/ for the whole-site export: a nav menu on every page, pages
 * that link to each other in a loop, a plain permalink (/?page_id=12) that redirects to its pretty address,
 * an address without its trailing slash, a page only the sitemap lists (WordPress's /wp-sitemap.xml, an index
 * of one sitemap), a link to a page that is gone, the links a crawl must not follow (feed, admin, cart, a
 * sorting query), an Elementor form and a Contact Form 7 form, an accordion, and one photo, stylesheet and
 * font shared by every page. Written by hand after the markup WordPress 6 and Elementor 3.2x print.
 */
const uploads = "/wp-content/uploads/2024/05";

export const siteCss = `
@font-face{font-family:"Loja Sans";src:url(/wp-content/themes/hello/fonts/fixture-sans.woff2) format("woff2")}
body{font-family:"Loja Sans",sans-serif;margin:0}
.hero{background:url(${uploads}/hero-bg.png) center/cover;min-height:80px}
.elementor-nav-menu{display:flex;gap:16px;list-style:none;padding:8px}
.elementor-accordion .elementor-tab-content{display:none}
.elementor-accordion .elementor-tab-title{cursor:pointer;padding:10px}
`;

const menu = `<nav class="elementor-nav-menu--main elementor-nav-menu__container" aria-label="Menu">
<ul class="elementor-nav-menu">
<li class="menu-item"><a href="/loja/" class="elementor-item">Início</a></li>
<li class="menu-item"><a href="/loja/sobre/" class="elementor-item">Sobre</a></li>
<li class="menu-item"><a href="/?page_id=12" class="elementor-item">Serviços</a></li>
<li class="menu-item"><a href="/loja/contato/" class="elementor-item">Contato</a></li>
</ul>
</nav>`;

const page = (id: number, title: string, body: string) => `<!DOCTYPE html>
<html lang="pt-BR">
<head>
<meta charset="UTF-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title} | Loja Exemplo</title>
<link rel="stylesheet" id="loja-css" href="/loja/estilo.css?ver=1.0" media="all">
<link rel="alternate" type="application/rss+xml" title="Feed" href="/loja/feed/">
<link rel="shortlink" href="/?p=${id}">
<script src="/wp-includes/js/jquery/jquery.min.js?ver=3.7.1"></script>
</head>
<body class="wp-singular page-template-default page page-id-${id} elementor-default elementor-page-${id}">
<header class="hero">${menu}</header>
<main data-elementor-type="wp-page" data-elementor-id="${id}" class="elementor elementor-${id}">
<h1>${title}</h1>
<img src="${uploads}/photo-300.png" width="300" height="200" alt="Vitrine da loja">
${body}
</main>
<footer><a href="/loja/feed/">RSS</a> <a href="/wp-admin/">Painel</a> <a href="https://example.org/parceiro">Parceiro</a></footer>
</body>
</html>`;

const accordion = `<div class="elementor-element elementor-widget elementor-widget-accordion" data-widget_type="accordion.default">
<div class="elementor-accordion">
<div class="elementor-accordion-item">
<div id="elementor-tab-title-1" class="elementor-tab-title" data-tab="1" role="button" aria-controls="elementor-tab-content-1" aria-expanded="false" tabindex="0"><a class="elementor-accordion-title" href="">Entregam no Brasil todo?</a></div>
<div id="elementor-tab-content-1" class="elementor-tab-content" data-tab="1" role="region" aria-labelledby="elementor-tab-title-1"><p>Sim, para todos os estados.</p></div>
</div>
</div>
</div>`;

export const elementorForm = `<div class="elementor-element elementor-widget elementor-widget-form" data-widget_type="form.default">
<form class="elementor-form" method="post" name="Contato" action="/wp-admin/admin-ajax.php">
<input type="hidden" name="post_id" value="11"><input type="hidden" name="form_id" value="a1b2c3">
<div class="elementor-form-fields-wrapper">
<div class="elementor-field-group"><label for="form-field-name" class="elementor-field-label">Nome</label><input type="text" name="form_fields[name]" id="form-field-name" class="elementor-field" required="required"></div>
<div class="elementor-field-group"><label for="form-field-email" class="elementor-field-label">E-mail</label><input type="email" name="form_fields[email]" id="form-field-email" class="elementor-field"></div>
<div class="elementor-field-group"><label for="form-field-message" class="elementor-field-label">Mensagem</label><textarea name="form_fields[message]" id="form-field-message" class="elementor-field"></textarea></div>
<div class="elementor-field-group"><button type="submit" class="elementor-button">Enviar</button></div>
</div>
</form>
</div>`;

export const cf7Form = `<div class="wpcf7 no-js" id="wpcf7-f20-p11-o1" lang="pt-BR" dir="ltr">
<form action="/loja/contato/#wpcf7-f20-p11-o1" method="post" class="wpcf7-form init" aria-label="Formulário de contato" novalidate="novalidate" data-status="init">
<div style="display: none;"><input type="hidden" name="_wpcf7" value="20"><input type="hidden" name="_wpnonce" value="abc"></div>
<p><label> Seu nome<br><span class="wpcf7-form-control-wrap" data-name="your-name"><input size="40" class="wpcf7-form-control wpcf7-text" name="your-name" value="" type="text"></span></label></p>
<p><label> Assunto<br><span class="wpcf7-form-control-wrap" data-name="your-subject"><input size="40" class="wpcf7-form-control wpcf7-text" name="your-subject" value="" type="text"></span></label></p>
<p><input class="wpcf7-form-control wpcf7-submit" type="submit" value="Enviar orçamento"></p>
</form>
</div>`;

export const sitePages: Record<string, string> = {
  "/loja/": page(
    5,
    "Loja Exemplo",
    `<p>Bem-vindo à loja.</p>${accordion}
<p><a href="/loja/sobre/#equipe">Conheça a equipe</a> · <a href="/loja/?orderby=price">Ordenar por preço</a> · <a href="/loja/carrinho/">Carrinho</a> · <a href="/loja/quebrada/">Promoções antigas</a></p>`,
  ),
  "/loja/sobre/": page(
    9,
    "Sobre nós",
    `<p>Somos uma loja de bairro. <a href="${uploads}/photo-300.png">Ver a foto</a></p><h2 id="equipe">Equipe</h2><p>Ana e Bruno.</p><p><a href="/loja/contato/">Fale com a gente</a></p>`,
  ),
  "/loja/contato/": page(11, "Contato", `${elementorForm}<h2>Orçamento</h2>${cf7Form}`),
  "/loja/servicos/": page(
    12,
    "Serviços",
    `<p>Entregamos e montamos.</p><p><a href="/loja/sobre">Quem somos</a> · <a href="/loja/servicos/">Esta página</a></p>`,
  ),
  "/loja/politica/": page(3, "Política de privacidade", `<p>Seus dados ficam com a gente.</p>`),
};

export const siteSitemapIndex = `<?xml version="1.0" encoding="UTF-8"?>
<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><sitemap><loc>ORIGIN/wp-sitemap-posts-page-1.xml</loc></sitemap></sitemapindex>`;

export const siteSitemap = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
<url><loc>ORIGIN/loja/</loc></url>
<url><loc>ORIGIN/loja/sobre/</loc></url>
<url><loc>ORIGIN/loja/politica/</loc></url>
</urlset>`;

/**
 * A three-page site under /formularios/ with a form of every kind a visitor fills in (Elementor, Contact Form 7,
 * WPForms with its multipart encoding, and a hand-written form in an HTML widget posting to WordPress) and a
 * search box on every page, for the exported site's forms (e2e/site-forms-offline.spec.ts).
 */
const formsMenu = `<nav aria-label="Menu"><a href="/formularios/">Início</a> <a href="/formularios/orcamento/">Orçamento</a> <a href="/formularios/chamada/">Chamada</a></nav>
<form role="search" method="get" class="search-form" action="/"><label>Buscar por: <input type="search" class="search-field" name="s"></label><button type="submit">Pesquisar</button></form>`;

const formsPage = (title: string, body: string) => `<!DOCTYPE html>
<html lang="pt-BR">
<head><meta charset="UTF-8"><title>${title} | Loja Exemplo</title></head>
<body class="elementor-default"><header>${formsMenu}</header>
<main data-elementor-type="wp-page" class="elementor"><h1>${title}</h1>${body}</main>
</body>
</html>`;

export const handWrittenForm = `<div class="elementor-widget-html"><form method="POST" id="pray-form" action="/wp-admin/admin-post.php">
<input type="hidden" name="action" value="pedido">
<p><label for="pray-name">Nome para a oração</label> <input id="pray-name" name="nome"></p>
<p><label for="pray-text">Pedido</label> <textarea id="pray-text" name="pedido"></textarea></p>
<button>Enviar pedido</button></form></div>`;

export const wpformsForm = `<div class="wpforms-container" id="wpforms-7"><form id="wpforms-form-7" class="wpforms-validate wpforms-form" data-formid="7" method="post" enctype="multipart/form-data" action="/formularios/chamada/">
<div class="wpforms-field-container">
<div class="wpforms-field wpforms-field-name"><label class="wpforms-field-label" for="wpforms-7-field_0">Nome completo</label><input type="text" id="wpforms-7-field_0" class="wpforms-field-large" name="wpforms[fields][0]"></div>
<div class="wpforms-field wpforms-field-phone"><label class="wpforms-field-label" for="wpforms-7-field_1">Telefone</label><input type="tel" id="wpforms-7-field_1" class="wpforms-field-large" name="wpforms[fields][1]"></div>
</div>
<div class="wpforms-submit-container"><input type="hidden" name="wpforms[id]" value="7"><button type="submit" name="wpforms[submit]" class="wpforms-submit">Quero ser chamado</button></div>
</form></div>`;

export const formsSitePages: Record<string, string> = {
  "/formularios/": formsPage("Formulários", elementorForm),
  "/formularios/orcamento/": formsPage("Orçamento", `${cf7Form}<h2>Oração</h2>${handWrittenForm}`),
  "/formularios/chamada/": formsPage("Chamada", wpformsForm),
};
