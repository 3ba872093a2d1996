import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { TermPairEditor } from "./term-pair-editor";

const render = (pairs: { from: string; to: string }[], exportHref: string | null = "/x.csv") =>
  renderToStaticMarkup(
    <TermPairEditor
      pairs={pairs}
      labels={{ from: "Palavra", to: "Como ler", list: "Palavras do dicionário", between: "se lê" }}
      empty="Nenhum termo."
      onAdd={() => {}}
      onRemove={() => {}}
      csv={{ onImport: () => {}, exportHref, exportName: "dicionario.csv", hint: "CSV com duas colunas." }}
      save={<button type="button">Salvar</button>}
    />,
  );

describe("TermPairEditor", () => {
  it("lists each pair with a named remove button, and reads the arrow aloud as the caller says", () => {
    const html = render([
      { from: "iFood", to: "ai fúd" },
      { from: "SEO", to: "ésse é ó" },
    ]);
    expect(html).toContain('aria-label="Palavras do dicionário"');
    expect(html).toContain('aria-label="Remover iFood"');
    expect(html).toContain('aria-label="Remover SEO"');
    expect(html).toContain(
      '<strong>iFood</strong> <span aria-hidden="true">→</span><span class="sr-only">se lê</span> ai fúd',
    );
    expect(html).not.toContain("Nenhum termo.");
  });

  it("says when the list is empty, labels both fields, and offers CSV in and out beside the save button", () => {
    const html = render([]);
    expect(html).toContain("Nenhum termo.");
    expect(html).toMatch(/<label[^>]*for="([^"]+)"[^>]*>Palavra<\/label>/);
    expect(html).toMatch(/<label[^>]*for="([^"]+)"[^>]*>Como ler<\/label>/);
    expect(html.indexOf("Salvar")).toBeLessThan(html.indexOf("Importar CSV"));
    expect(html).toContain('href="/x.csv" download="dicionario.csv"');
    expect(html).toContain("CSV com duas colunas.");
    // Nothing to add yet: the button waits for both terms.
    expect(html).toMatch(/<button [^>]*disabled="" type="submit"/);
    expect(render([], null)).not.toContain("Exportar CSV");
  });
});
