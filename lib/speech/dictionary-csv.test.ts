import { describe, expect, it } from "vitest";
import * as z from "@/lib/validation/zod";
import { dictionaryFromCsv, dictionaryToCsv } from "./dictionary-csv";
import { dictionaryMessages, dictionarySchema } from "./dictionary-schema";

describe("dictionary CSV", () => {
  it("writes ';'-separated cells for Excel in pt-BR and reads them back", () => {
    const entries = [
      { word: "iFood", say: "ai fúd" },
      { word: "SAC", say: 'sáqui; "o atendimento"', matchCase: true },
    ];
    const csv = dictionaryToCsv(entries);
    expect(csv).toBe('palavra;como ler;maiúsculas\r\niFood;ai fúd;\r\nSAC;"sáqui; ""o atendimento""";sim\r\n');
    expect(dictionaryFromCsv(csv)).toEqual(entries);
  });

  it("reads a comma-separated file without a header", () => {
    expect(dictionaryFromCsv("SaaS,sás\nPIX,píquis\n")).toEqual([
      { word: "SaaS", say: "sás" },
      { word: "PIX", say: "píquis" },
    ]);
  });

  it("leaves a formula cell to the schema, which refuses it", () => {
    const entries = dictionaryFromCsv('palavra;como ler\n=HYPERLINK("http://x");clique\n');
    const result = z.safeParse(dictionarySchema, { entries });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0].message).toBe(dictionaryMessages.formula);
  });

  it("says a file is not a dictionary when a row is not two or three cells", () => {
    expect(dictionaryFromCsv("só uma coluna\n")).toBeUndefined();
  });
});
