import { parse } from "parse5";
import { describe, expect, it } from "vitest";
import { elements, type Element } from "../dom";
import { serializeHtml } from "../serialize";
import { widgetScript } from "../widgets";
import { minifyMarkup, squeezeCss } from "./markup";

/** The fixture's body after minification, with the savings, as the saved file writes it. */
function minified(body: string, css: string, script = widgetScript) {
  const document = parse(`<!DOCTYPE html><html><head><style>${css}</style></head><body>${body}</body></html>`);
  const head = elements(document).find((e) => e.tagName === "head") as Element;
  const savings = minifyMarkup(document, head, css, script);
  const html = serializeHtml(document, false);
  return {
    html,
    body: /<body>([\s\S]*)<\/body>/.exec(html)![1],
    head: /<head>([\s\S]*)<\/head>/.exec(html)![1],
    savings,
  };
}

describe("the markup's minification", () => {
  it("drops the class names no style and no widget script names, and counts the bytes", () => {
    const { body, savings } = minified(
      '<div class="elementor-element elementor-element-1a2b e-con-boxed e-flex"><p class="elementor-heading-title elementor-size-default">Olá</p></div>',
      ".elementor-element-1a2b{padding:10px}.elementor-heading-title{color:red}",
    );
    expect(body).toBe("<div class=elementor-element-1a2b><p class=elementor-heading-title>Olá</p></div>");
    expect(savings.classes).toBe(
      '<div class="elementor-element elementor-element-1a2b e-con-boxed e-flex"><p class="elementor-heading-title elementor-size-default">'
        .length - "<div class=elementor-element-1a2b><p class=elementor-heading-title>".length,
    );
  });

  it("keeps a class a widget script queries, one an attribute selector matches, and escaped names", () => {
    const { body } = minified(
      '<div class="elementor-widget elementor-widget-image-carousel elementor-widget-posts md:flex x"><span class="elementor-icon-foo"></span></div>',
      '[class*="elementor-icon-"]{width:1em}.md\\:flex{display:flex}',
    );
    // The widget script looks for the first two (a carousel's scope and kind).
    expect(body).toBe(
      '<div class="elementor-widget elementor-widget-image-carousel md:flex"><span class=elementor-icon-foo></span></div>',
    );
  });

  it("drops Elementor's data attributes that nothing reads, and keeps what a style selects or the widget script reads", () => {
    const { body, savings } = minified(
      '<section data-id="abc" data-element_type="section" data-settings=\'{"background_background":"classic"}\'>' +
        '<div data-widget_type="image.default" data-elementor-type="footer"><img data-src="a.jpg" src="a.jpg"></div>' +
        '<div class="elementor-tabs"><div class="elementor-tab-title" data-tab="1">A</div></div></section>',
      '[data-elementor-type="footer"]{margin:0}',
    );
    expect(body).toBe(
      "<section><div data-elementor-type=footer><img src=a.jpg></div><div class=elementor-tabs><div class=elementor-tab-title data-tab=1>A</div></div></section>",
    );
    expect(savings.dataAttributes).toBe(
      ' data-id=abc data-element_type=section data-settings="{&quot;background_background&quot;:&quot;classic&quot;}"'
        .length + " data-widget_type=image.default data-src=a.jpg".length,
    );
  });

  it("keeps data-settings where the widget script reads a carousel's or a toggle's settings", () => {
    const settings = '{"slides_to_show":"3","autoplay":"yes"}';
    const { body } = minified(
      `<section data-settings='{"motion_fx":"yes"}'><div class="elementor-widget" data-settings='${settings}'>` +
        '<div class="swiper"><div class="swiper-wrapper"><div class="swiper-slide">1</div></div></div></div></section>',
      ".swiper-slide{width:100%}",
    );
    expect(body).toContain(
      `<div class=elementor-widget data-settings="${settings.replace(/"/g, "&quot;")}"><div class=swiper>`,
    );
    expect(body).toMatch(/^<section><div/);
  });

  it("moves an inline style repeated on many elements into one class, as strong as the inline style", () => {
    const item = '<li class="menu-item" style="color: #333; padding-left: 4px">x</li>';
    const { body, head, savings } = minified(
      `<ul>${item.repeat(4)}<li style="color:red">y</li></ul>`,
      ".menu-item{color:blue}",
    );
    expect(head).toContain(
      "<style id=elementor-para-html-styles>.eph-s0{color:#333!important;padding-left:4px!important}</style>",
    );
    expect(body).toBe(`<ul>${'<li class="menu-item eph-s0">x</li>'.repeat(4)}<li style=color:red>y</li></ul>`);
    expect(savings.styles.count).toBe(4);
    expect(savings.styles.bytes).toBeGreaterThan(0);
  });

  it("leaves inline a style the page's !important rules, animations or the widget script would fight over", () => {
    const repeat = (style: string) => `<p style="${style}">a</p>`.repeat(4);
    const { body, savings } = minified(
      repeat("margin-top:3px") + repeat("opacity:0.5") + repeat("display:none") + repeat("color:red !important"),
      ".x{margin:0!important}@keyframes fade{from{opacity:0}to{opacity:1}}",
    );
    expect(savings.styles.count).toBe(0);
    expect(body).toContain("<p style=margin-top:3px>a</p>");
    expect(body).toContain("<p style=opacity:0.5>a</p>");
    expect(body).toContain("<p style=display:none>a</p>");
  });

  it("squeezes the style sheets' whitespace, and not inside strings or where a space selects", () => {
    const css =
      ':root {\n      --x: 1px;\n}\n\n  a :hover ,  b  > c {\n  content: "  ;  { ";\n  margin: 0  auto ;\n}\n';
    expect(squeezeCss(css)).toBe(':root{--x: 1px;}a :hover , b > c{content: "  ;  { ";margin: 0 auto;}');
    const { head, savings } = minified("<p>a</p>", css);
    expect(head).toContain(`<style>${squeezeCss(css)}</style>`);
    expect(savings.whitespace).toBe(css.length - squeezeCss(css).length);
  });
});
