import { describe, expect, it } from "vitest";
import { normalizeSpeech, numberToWords, speechPieces } from "./spoken-text";

describe("numberToWords (pt-BR)", () => {
  it.each([
    [0, "zero"],
    [1, "um"],
    [10, "dez"],
    [14, "catorze"],
    [16, "dezesseis"],
    [19, "dezenove"],
    [20, "vinte"],
    [21, "vinte e um"],
    [99, "noventa e nove"],
    [100, "cem"],
    [101, "cento e um"],
    [110, "cento e dez"],
    [199, "cento e noventa e nove"],
    [200, "duzentos"],
    [555, "quinhentos e cinquenta e cinco"],
    [1000, "mil"],
    [1001, "mil e um"],
    [1100, "mil e cem"],
    [1200, "mil e duzentos"],
    [1299, "mil duzentos e noventa e nove"],
    [2000, "dois mil"],
    [2026, "dois mil e vinte e seis"],
    [10_000, "dez mil"],
    [100_000, "cem mil"],
    [101_000, "cento e um mil"],
    [999_999, "novecentos e noventa e nove mil novecentos e noventa e nove"],
    [1_000_000, "um milhão"],
    [1_000_001, "um milhão e um"],
    [1_000_100, "um milhão e cem"],
    [2_000_000, "dois milhões"],
    [2_500_000, "dois milhões e quinhentos mil"],
    [1_000_000_000, "um bilhão"],
    [3_000_000_000, "três bilhões"],
  ])("%d -> %s", (value, words) => {
    expect(numberToWords(value)).toBe(words);
  });

  it.each([
    [1, "uma"],
    [2, "duas"],
    [21, "vinte e uma"],
    [200, "duzentas"],
    [2200, "duas mil e duzentas"],
  ])("feminine %d -> %s", (value, words) => {
    expect(numberToWords(value, "f")).toBe(words);
  });
});

const cases: Record<string, [string, string][]> = {
  money: [
    ["R$ 1.299,90", "mil duzentos e noventa e nove reais e noventa centavos"],
    ["R$ 0,50", "cinquenta centavos"],
    ["R$ 0,01", "um centavo"],
    ["R$ 1,00", "um real"],
    ["R$ 1,01", "um real e um centavo"],
    ["R$ 2,5", "dois reais e cinquenta centavos"],
    ["R$ 10", "dez reais"],
    ["R$10,00", "dez reais"],
    ["R$ 2.500", "dois mil e quinhentos reais"],
    ["R$ 1.000.000,00", "um milhão de reais"],
    ["R$ 3.000.000.000", "três bilhões de reais"],
    ["R$ 1.000.500,00", "um milhão e quinhentos reais"],
    ["Preço: R$ 49,90 à vista", "Preço: quarenta e nove reais e noventa centavos à vista"],
  ],
  dates: [
    ["23/11/2026", "vinte e três de novembro de dois mil e vinte e seis"],
    ["01/01/2000", "primeiro de janeiro de dois mil"],
    ["31/12/1999", "trinta e um de dezembro de mil novecentos e noventa e nove"],
    ["7/9/1822", "sete de setembro de mil oitocentos e vinte e dois"],
    ["15/03/26", "quinze de março de dois mil e vinte e seis"],
    ["25/12", "vinte e cinco de dezembro"],
    ["Até 10/10/2026.", "Até dez de outubro de dois mil e vinte e seis."],
  ],
  times: [
    ["14h30", "catorze e trinta"],
    ["14:30", "catorze e trinta"],
    ["00h05", "meia-noite e cinco"],
    ["00:00", "meia-noite"],
    ["14h", "catorze horas"],
    ["1h", "uma hora"],
    ["1h30", "uma e trinta"],
    ["21h", "vinte e uma horas"],
    ["22h15", "vinte e duas e quinze"],
    ["08:05", "oito e cinco"],
    ["Abre às 9h e fecha às 18h.", "Abre às nove horas e fecha às dezoito horas."],
  ],
  percentages: [
    ["50%", "cinquenta por cento"],
    ["100%", "cem por cento"],
    ["12,5%", "doze vírgula cinco por cento"],
    ["0,5 %", "zero vírgula cinco por cento"],
    ["desconto de 30% hoje", "desconto de trinta por cento hoje"],
  ],
  "numbers (nº) and ordinals": [
    ["nº 3", "número três"],
    ["Nº 12", "número doze"],
    ["n.º 7", "número sete"],
    ["n° 45", "número quarenta e cinco"],
    ["1º lugar", "primeiro lugar"],
    ["2ª edição", "segunda edição"],
    ["3° colocado", "terceiro colocado"],
    ["10º andar", "décimo andar"],
    ["21ª vez", "vigésima primeira vez"],
    ["100º aniversário", "centésimo aniversário"],
  ],
  abbreviations: [
    ["Sr. João", "senhor João"],
    ["Sra. Maria", "senhora Maria"],
    ["Dr. Paulo", "doutor Paulo"],
    ["Dra. Ana", "doutora Ana"],
    ["Av. Paulista", "avenida Paulista"],
    ["Prof. Carlos", "professor Carlos"],
    ["frutas, legumes etc.", "frutas, legumes etcétera"],
    ["Empresa Ltda.", "Empresa limitada"],
    ["Srta. Lúcia", "senhorita Lúcia"],
    // Words that merely start like an abbreviation are left alone.
    ["Drama e Avenida", "Drama e Avenida"],
  ],
  phones: [
    ["(11) 98765-4321", "um um, nove oito sete seis cinco, quatro três dois um"],
    ["(21) 3333-4444", "dois um, três três três três, quatro quatro quatro quatro"],
    ["+55 (11) 98765-4321", "cinco cinco, um um, nove oito sete seis cinco, quatro três dois um"],
    ["11 98765-4321", "um um, nove oito sete seis cinco, quatro três dois um"],
    ["98765-4321", "nove oito sete seis cinco, quatro três dois um"],
    ["0800 123 4567", "zero oito zero zero, um dois três, quatro cinco seis sete"],
  ],
  "CPF and CNPJ": [
    ["123.456.789-09", "um dois três, quatro cinco seis, sete oito nove, zero nove"],
    ["CPF 000.111.222-33", "CPF zero zero zero, um um um, dois dois dois, três três"],
    ["12.345.678/0001-95", "um dois, três quatro cinco, seis sete oito, zero zero zero um, nove cinco"],
  ],
  "plain numbers": [
    ["1.234", "mil duzentos e trinta e quatro"],
    ["1.234.567", "um milhão duzentos e trinta e quatro mil quinhentos e sessenta e sete"],
    ["3,14", "três vírgula catorze"],
    ["0,05", "zero vírgula zero cinco"],
    ["2026", "dois mil e vinte e seis"],
    ["Temos 3 lojas e 1.500 clientes", "Temos três lojas e mil e quinhentos clientes"],
    ["1234567890123456", "um dois três quatro cinco seis sete oito nove zero um dois três quatro cinco seis"],
  ],
  units: [
    ["5 kg", "cinco quilos"],
    ["1 kg", "um quilo"],
    ["1,5 kg", "um vírgula cinco quilos"],
    ["500 g", "quinhentos gramas"],
    ["10km", "dez quilômetros"],
    ["300 ml", "trezentos mililitros"],
    ["2 L", "dois litros"],
    ["80 km/h", "oitenta quilômetros por hora"],
    ["25°C", "vinte e cinco graus Celsius"],
    ["120 m²", "cento e vinte metros quadrados"],
    // A letter after the unit makes it a word, not a unit.
    ["3 mesas", "três mesas"],
  ],
  "text without anything to change": [
    ["Olá, tudo bem?", "Olá, tudo bem?"],
    ["", ""],
  ],
};

describe.each(Object.entries(cases))("normalizeSpeech: %s", (_, table) => {
  it.each(table)("%s -> %s", (text, spoken) => {
    expect(normalizeSpeech(text)).toBe(spoken);
  });
});

describe("speechPieces", () => {
  it("keeps a short text whole", () => {
    expect(speechPieces("Olá. Tudo bem? Sim!")).toEqual(["Olá. Tudo bem? Sim!"]);
  });

  it("splits a long text at sentence ends, short first piece, without losing or reordering words", () => {
    const sentences = Array.from(
      { length: 40 },
      (_, i) => `Esta é a frase número ${i} do texto, com algumas palavras.`,
    );
    const text = sentences.join(" ");
    const pieces = speechPieces(text);
    expect(pieces.length).toBeGreaterThan(5);
    expect(pieces[0].length).toBeLessThanOrEqual(120);
    for (const piece of pieces) {
      expect(piece.length).toBeLessThanOrEqual(320);
      expect(piece).toMatch(/\.$/);
    }
    expect(pieces.join(" ")).toBe(text);
  });

  it("cuts a sentence with no stop between words", () => {
    const text = "palavra ".repeat(120).trim();
    const pieces = speechPieces(text);
    for (const piece of pieces) expect(piece.length).toBeLessThanOrEqual(320);
    expect(pieces.join(" ")).toBe(text);
  });
});
