import { describe, expect, it } from "vitest";
import { fileNameFor, fileNameFromDisposition } from "./file-name";

describe("fileNameFor", () => {
  it.each([
    ["Perguntas Frequentes | Loja", "perguntas-frequentes-loja.html"],
    ["Página Elementor de Exemplo", "pagina-elementor-de-exemplo.html"],
    ["Ação &amp; Coração – Promoção 50%", "acao-coracao-promocao-50.html"],
    ["  Olá!!  ", "ola.html"],
    ["Straße &#8211; Ærø", "strasse-aero.html"],
    ["", "pagina.html"],
    ["日本語のページ", "pagina.html"],
    ["../../etc/passwd", "etc-passwd.html"],
    ['a"b\r\nContent-Type: x', "a-b-content-type-x.html"],
  ])("%j -> %s", (title, name) => {
    expect(fileNameFor(title)).toBe(name);
  });

  it("trims a long title at a word boundary, never mid-word", () => {
    const name = fileNameFor("Consultoria ".repeat(20));
    expect(name.length).toBeLessThanOrEqual(85);
    expect(name).toMatch(/^(consultoria-)+consultoria\.html$/);
    expect(fileNameFor("a".repeat(200))).toBe(`${"a".repeat(80)}.html`);
  });
});

describe("fileNameFromDisposition", () => {
  it("reads only a slug the server wrote", () => {
    expect(fileNameFromDisposition('attachment; filename="loja.html"')).toBe("loja.html");
    expect(fileNameFromDisposition('attachment; filename="../x.exe"')).toBeNull();
    expect(fileNameFromDisposition(null)).toBeNull();
  });
});
