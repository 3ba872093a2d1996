import { describe, expect, it } from "vitest";
import { thrownApiError } from "@/test-support/api-error";
import { checkGlossary, glossaryCsv, parseGlossaryCsv, type GlossaryEntry } from "./glossary-rules";

const pair = { sourceLang: "en", targetLang: "pt-BR" } as const;

const failure = thrownApiError;

describe("glossary CSV", () => {
  it("reads origem,destino rows (header optional, quoted commas, BOM) and writes them back the same", () => {
    const csv = '\uFEFForigem,destino\r\nshipping,frete\r\n"size, large",tamanho G\r\n';
    const entries = parseGlossaryCsv(csv, pair);
    expect(entries).toEqual([
      { source: "shipping", target: "frete", ...pair },
      { source: "size, large", target: "tamanho G", ...pair },
    ]);
    expect(glossaryCsv(entries)).toBe('origem,destino\r\nshipping,frete\r\n"size, large",tamanho G\r\n');
    expect(parseGlossaryCsv("cart,carrinho", pair)).toEqual([{ source: "cart", target: "carrinho", ...pair }]);
  });

  it("refuses 501 rows, formula cells, a third column and an empty file, saying which line", () => {
    const rows = Array.from({ length: 501 }, (_, i) => `term${i},termo${i}`).join("\n");
    expect(failure(() => parseGlossaryCsv(rows, pair))).toMatchObject({ status: 400 });
    expect(failure(() => parseGlossaryCsv(rows, pair)).message).toMatch(/501 termos.*até 500/);
    expect(failure(() => parseGlossaryCsv('ok,certo\n=HYPERLINK("x"),y', pair)).message).toMatch(/Linha 2.*fórmula/);
    expect(failure(() => parseGlossaryCsv("a,@SUM(A1)", pair)).message).toMatch(/fórmula/);
    expect(failure(() => parseGlossaryCsv("a,b,c", pair)).message).toMatch(/Linha 1.*duas colunas/);
    expect(failure(() => parseGlossaryCsv("origem,destino\n", pair)).message).toMatch(/não tem termos/);
  });
});

describe("checkGlossary", () => {
  const entry = (source: string, sourceLang = "en"): GlossaryEntry =>
    ({ source, target: "x", sourceLang, targetLang: "pt-BR" }) as GlossaryEntry;

  it("allows 500 terms per language pair, not 501, and a term only once per pair whatever its case", () => {
    const full = Array.from({ length: 500 }, (_, i) => entry(`t${i}`));
    expect(() => checkGlossary([...full, entry("t0", "es")])).not.toThrow();
    expect(failure(() => checkGlossary([...full, entry("extra")])).message).toMatch(/até 500 termos por par/);
    expect(failure(() => checkGlossary([entry("Cart"), entry("cart")])).message).toMatch(/“cart” aparece duas vezes/);
  });
});
