// Loaded in the browser only when the catalogue opens (papaparse stays out of the page's first load).
import Papa from "papaparse";
import { descriptionSchema, tones, type DescriptionInput, type Tone } from "@/lib/validation/description";

export const CATALOGUE_MAX_PRODUCTS = 50;
export const CATALOGUE_MAX_BYTES = 1024 * 1024;
export const CATALOGUE_COLUMNS = ["nome", "caracteristicas", "publico", "preco", "tom"] as const;

export type CatalogueProduct = DescriptionInput & { line: number };
export type CatalogueParse = { ok: true; products: CatalogueProduct[] } | { ok: false; message: string };

const header = CATALOGUE_COLUMNS.join(",");
const fail = (message: string): CatalogueParse => ({ ok: false, message });

/** Lower case, no accents, no spaces: "Características " and "caracteristicas" are the same column. */
const normal = (text: string) =>
  text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .trim()
    .toLowerCase();

const toneByName = new Map<string, Tone>(
  tones.flatMap((tone) => [
    [normal(tone.value), tone.value],
    [normal(tone.label), tone.value],
  ]),
);

/** Reads an uploaded file's bytes: UTF-8 with or without BOM, comma or semicolon, the columns of the template. */
export function parseCatalogue(bytes: Uint8Array): CatalogueParse {
  if (bytes.byteLength > CATALOGUE_MAX_BYTES) {
    return fail("O arquivo tem mais de 1 MB. Envie no máximo 50 produtos por arquivo.");
  }
  const text = new TextDecoder("utf-8").decode(bytes);
  const broken = text.indexOf("\uFFFD");
  if (broken >= 0) {
    const line = text.slice(0, broken).split("\n").length;
    return fail(
      `Linha ${line}: o arquivo não está em UTF-8. No Excel ou no Google Planilhas, salve como "CSV UTF-8" e envie de novo.`,
    );
  }
  if (text.includes("\0")) return fail("O arquivo não é um CSV de texto. Use o modelo para montar o catálogo.");
  if (!text.replace(/^\uFEFF/, "").trim()) return fail("O arquivo está vazio. Use o modelo para montar o catálogo.");

  const parsed = Papa.parse<Record<string, string>>(text, {
    header: true,
    skipEmptyLines: "greedy",
    delimitersToGuess: [",", ";"],
    transformHeader: normal,
  });
  const columns = parsed.meta.fields ?? [];
  const missing = CATALOGUE_COLUMNS.filter((column) => column !== "tom" && !columns.includes(column));
  if (missing.length > 0) {
    return fail(`Linha 1: faltam as colunas ${missing.join(", ")}. A primeira linha deve ser: ${header}`);
  }
  const problem = parsed.errors.find((error) => error.type === "Quotes" || error.type === "FieldMismatch");
  if (problem) {
    // A quote error knows where its quote opened; a short row knows its row (the header is line 1).
    const line =
      problem.type === "Quotes" && problem.index !== undefined
        ? text
            .replace(/^\uFEFF/, "")
            .slice(0, problem.index)
            .split("\n").length
        : (problem.row ?? 0) + 2;
    return fail(
      problem.type === "Quotes"
        ? `Linha ${line}: há aspas sem fechamento. Confira o texto entre aspas dessa linha.`
        : `Linha ${line}: o número de colunas não bate com o cabeçalho (${header}). Confira as vírgulas ou ponto e vírgulas dessa linha.`,
    );
  }
  if (parsed.data.length === 0) return fail("O arquivo não tem produtos abaixo do cabeçalho. Use o modelo.");
  if (parsed.data.length > CATALOGUE_MAX_PRODUCTS) {
    return fail(
      `O arquivo tem ${parsed.data.length} produtos e o limite é de ${CATALOGUE_MAX_PRODUCTS} por vez. ` +
        "Divida o catálogo em arquivos menores.",
    );
  }

  const products: CatalogueProduct[] = [];
  for (const [index, row] of parsed.data.entries()) {
    const line = index + 2;
    const toneText = normal(row.tom ?? "");
    const tone = toneText ? toneByName.get(toneText) : "professional";
    if (!tone) {
      return fail(
        `Linha ${line}: o tom "${row.tom?.trim()}" não existe. Use professional, casual, persuasive, luxury ou ` +
          "technical (ou Profissional, Casual, Persuasivo, Luxo, Técnico).",
      );
    }
    const result = descriptionSchema.safeParse({
      productName: row.nome ?? "",
      mainFeatures: row.caracteristicas ?? "",
      targetAudience: row.publico ?? "",
      priceRange: row.preco ?? "",
      tone,
    });
    if (!result.success) {
      return fail(
        `Linha ${line}: ${result.error.issues[0]?.message ?? "dados inválidos"} (nome, caracteristicas, publico e preco).`,
      );
    }
    products.push({ ...result.data, line });
  }
  return { ok: true, products };
}

/** The template offered for download: the header and two examples. */
export const catalogueTemplate =
  `${header}\r\n` +
  '"Tênis Runner X","leve, amortecimento, respirável","corredores de 25 a 40 anos","R$ 399 em até 10x",persuasive\r\n' +
  '"Caneca Térmica 300 ml","cerâmica, tampa, mantém quente","quem trabalha em casa","R$ 59 no PIX",Casual\r\n';
