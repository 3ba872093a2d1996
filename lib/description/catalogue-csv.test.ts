import Papa from "papaparse";
import { describe, expect, it } from "vitest";
import { parseCatalogue } from "./catalogue-csv";
import {
  shopifyCsv,
  wooCommerceCsv,
  priceOf,
  SHOPIFY_COLUMNS,
  WOOCOMMERCE_COLUMNS,
  type CatalogueRow,
} from "./catalogue-export";

const bytes = (text: string) => new TextEncoder().encode(text);
const header = "nome,caracteristicas,publico,preco,tom";
const row = (name: string, tone = "casual") => `${name},"leve, macio",corredores,R$ 399,${tone}`;
const messageOf = (text: string | Uint8Array) => {
  const result = parseCatalogue(typeof text === "string" ? bytes(text) : text);
  return result.ok ? "" : result.message;
};

describe("parseCatalogue", () => {
  it("reads comma CSV with a BOM, semicolon CSV, pt-BR tone names and an empty tone", () => {
    const comma = parseCatalogue(bytes(`\uFEFF${header}\r\n${row("Tênis")}\r\n${row("Caneca", "Técnico")}\r\n`));
    expect(comma).toEqual({
      ok: true,
      products: [
        {
          productName: "Tênis",
          mainFeatures: "leve, macio",
          targetAudience: "corredores",
          priceRange: "R$ 399",
          tone: "casual",
          line: 2,
        },
        {
          productName: "Caneca",
          mainFeatures: "leve, macio",
          targetAudience: "corredores",
          priceRange: "R$ 399",
          tone: "technical",
          line: 3,
        },
      ],
    });
    const semicolon = parseCatalogue(
      bytes(
        `Nome;Características;Público;Preço;Tom\nBolsa;couro, alça;mulheres;R$ 200,00;LUXO\nMesa;madeira;casas;R$ 900;\n`,
      ),
    );
    expect(semicolon.ok && semicolon.products.map((p) => [p.productName, p.priceRange, p.tone])).toEqual([
      ["Bolsa", "R$ 200,00", "luxury"],
      ["Mesa", "R$ 900", "professional"],
    ]);
  });

  it.each([
    ["an empty file", "", "O arquivo está vazio"],
    ["only a BOM and blank lines", "\uFEFF\n\n", "O arquivo está vazio"],
    ["a header with no products", `${header}\n`, "não tem produtos"],
    ["missing columns", "nome,preco\nTênis,R$ 1\n", "Linha 1: faltam as colunas caracteristicas, publico"],
    ["a file that is not CSV", "%PDF-1.7\n\u0000\u0001binary", "O arquivo não é um CSV de texto"],
    ["a text file that is not a table", "Olá, tudo bem?\nIsto é uma carta.\n", "Linha 1: faltam as colunas nome"],
    ["an unclosed quote", `${header}\n${row("A")}\n"B,leve,x,R$ 1,casual\n`, "Linha 3: há aspas sem fechamento"],
    ["too few columns", `${header}\n${row("A")}\nB,leve\n`, "Linha 3: o número de colunas"],
    ["an empty field", `${header}\n${row("A")}\nB,,x,R$ 1,casual\n`, "Linha 3: Por favor, preencha todos os campos"],
    ["an unknown tone", `${header}\n${row("A", "pirata")}\n`, 'Linha 2: o tom "pirata" não existe'],
    ["a field over 400 characters", `${header}\n${row("x".repeat(401))}\n`, "Linha 2: Cada campo aceita no máximo 400"],
  ])("refuses %s, naming the problem", (_, text, message) => {
    expect(messageOf(text)).toContain(message);
  });

  it("refuses Latin-1 text, naming the line", () => {
    const latin1 = Uint8Array.from([...bytes(`${header}\n${row("A")}\n`), ...[0x43, 0x61, 0x6e, 0x65, 0xe7, 0x61]]);
    expect(messageOf(latin1)).toMatch(/^Linha 3: o arquivo não está em UTF-8/);
  });

  it("refuses more than 50 products and files over 1 MB, naming the limit", () => {
    const rows = Array.from({ length: 51 }, (_, i) => row(`Produto ${i}`));
    expect(messageOf(`${header}\n${rows.join("\n")}\n`)).toContain("tem 51 produtos e o limite é de 50");
    expect(parseCatalogue(bytes(`${header}\n${rows.slice(0, 50).join("\n")}\n`)).ok).toBe(true);
    expect(messageOf(new Uint8Array(1024 * 1024 + 1).fill(0x61))).toContain("mais de 1 MB");
  });
});

const version = (title: string) => ({
  title,
  seoTitle: `${title} | Loja`,
  metaDescription: `Compre ${title}.`,
  highlights: ["Leve", "<Macio> & bom"],
  html: `<h2>${title}</h2><p>Texto.</p>`,
  mercadoLivre: `${title}\n\nTexto.`,
  social: `${title} #loja`,
});
const rows: CatalogueRow[] = [
  {
    product: {
      productName: "Tênis Runner",
      mainFeatures: "a",
      targetAudience: "b",
      priceRange: "R$ 1.299,90 em 10x",
      tone: "casual",
    },
    version: version("Tênis Runner"),
  },
  {
    product: {
      productName: "Tênis Runner",
      mainFeatures: "a",
      targetAudience: "b",
      priceRange: "sob consulta",
      tone: "casual",
    },
    version: version('=HYPERLINK("http://x")'),
  },
];
const read = (csv: string) => Papa.parse<string[]>(csv, { skipEmptyLines: true }).data;

describe("catalogue exports", () => {
  it("writes Shopify's documented columns, one row per product, body from Loja (HTML)", () => {
    const [head, first, second] = read(shopifyCsv(rows));
    expect(head).toEqual([...SHOPIFY_COLUMNS]);
    for (const column of ["Handle", "Title", "Body (HTML)", "SEO Title", "SEO Description", "Published"])
      expect(head).toContain(column);
    const cell = (line: string[], column: string) => line[head.indexOf(column)];
    expect(cell(first, "Handle")).toBe("tenis-runner");
    expect(cell(second, "Handle")).toBe("tenis-runner-2");
    expect(cell(first, "Body (HTML)")).toBe("<h2>Tênis Runner</h2><p>Texto.</p>");
    expect(cell(first, "SEO Title")).toBe("Tênis Runner | Loja");
    expect(cell(first, "Variant Price")).toBe("1299.90");
    expect(cell(second, "Variant Price")).toBe("");
    expect(cell(second, "Title")).toBe('\'=HYPERLINK("http://x")');
  });

  it("writes WooCommerce's importer columns with the highlights as an escaped short description", () => {
    const [head, first, second] = read(wooCommerceCsv(rows));
    expect(head).toEqual([...WOOCOMMERCE_COLUMNS]);
    for (const column of ["Name", "Description", "Short description", "Regular price"]) expect(head).toContain(column);
    const cell = (line: string[], column: string) => line[head.indexOf(column)];
    expect(cell(first, "Description")).toBe("<h2>Tênis Runner</h2><p>Texto.</p>");
    expect(cell(first, "Short description")).toBe("<ul><li>Leve</li><li>&lt;Macio&gt; &amp; bom</li></ul>");
    expect(cell(second, "Name").startsWith("'=")).toBe(true);
  });

  it("escapes every formula start, even in a cell with a line break", () => {
    for (const start of ["=", "+", "-", "@"]) {
      const csv = wooCommerceCsv([{ ...rows[0], version: { ...version("x"), seoTitle: `${start}1+1\nmais` } }]);
      expect(read(csv)[1][WOOCOMMERCE_COLUMNS.indexOf("Meta: _yoast_wpseo_title")]).toBe(`'${start}1+1\nmais`);
    }
  });

  it("reads prices written the Brazilian way", () => {
    expect(priceOf("R$ 399")).toBe("399.00");
    expect(priceOf("R$ 59,9 no PIX")).toBe("59.90");
    expect(priceOf("R$ 12.500,00")).toBe("12500.00");
  });
});
