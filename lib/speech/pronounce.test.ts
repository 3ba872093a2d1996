import { describe, expect, it } from "vitest";
import { normalizeSpeech } from "@/lib/speech/spoken-text";
import { pronounce } from "./pronounce";

describe("pronounce", () => {
  it("reads whole words only, whatever their capitals", () => {
    const entries = [
      { word: "iFood", say: "ai fúd" },
      { word: "SaaS", say: "sás" },
    ];
    expect(pronounce("Peça no IFOOD ou no ifood. O SaaS da saasaria.", entries)).toBe(
      "Peça no ai fúd ou no ai fúd. O sás da saasaria.",
    );
  });

  it("matches only the same capitals when the entry is marked", () => {
    const entries = [{ word: "SAC", say: "sáqui", matchCase: true }];
    expect(pronounce("Ligue para o SAC, não para o sac.", entries)).toBe("Ligue para o sáqui, não para o sac.");
  });

  it("runs the pt-BR normaliser on the rest, and an entry overrides the normaliser's own rule", () => {
    expect(normalizeSpeech("O Dr. Silva cobra R$ 10.")).toBe("O doutor Silva cobra dez reais.");
    expect(pronounce("O Dr. Silva cobra R$ 10.", [{ word: "Dr.", say: "doutora" }])).toBe(
      "O doutora Silva cobra dez reais.",
    );
    expect(pronounce("Custa 5%.", [{ word: "5%", say: "cinco porcento cravados" }])).toBe(
      "Custa cinco porcento cravados.",
    );
  });

  it("prefers the longer entry and leaves a reading alone once replaced", () => {
    const entries = [
      { word: "Mercado", say: "mercadinho" },
      { word: "Mercado Livre", say: "mercado livre ponto com" },
    ];
    expect(pronounce("No Mercado Livre e no Mercado.", entries)).toBe("No mercado livre ponto com e no mercadinho.");
  });

  it("treats the word as text, not as a pattern", () => {
    expect(pronounce("C++ e C.", [{ word: "C++", say: "cê mais mais" }])).toBe("cê mais mais e C.");
  });
});
