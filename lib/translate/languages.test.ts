import { describe, expect, it } from "vitest";
import { describeDetection, formalityChoices, languages } from "./languages";

describe("languages", () => {
  it("offers at least 12 languages, among them the ones Brazilian sellers ask for, with BCP 47 codes", () => {
    expect(languages.length).toBeGreaterThanOrEqual(12);
    const labels = languages.map((language) => language.label);
    for (const label of ["Português (Brasil)", "Português (Portugal)", "English", "Español", "Français", "Deutsch"])
      expect(labels).toContain(label);
    for (const label of ["Italiano", "日本語", "中文", "한국어"]) expect(labels).toContain(label);
    for (const { code } of languages) expect(Intl.getCanonicalLocales(code)[0]).toBe(code);
  });

  it("names the address choices of languages that have them, and none for English", () => {
    expect(formalityChoices("pt-BR")).toEqual({ less: "Você", more: "O senhor ou a senhora" });
    expect(formalityChoices("de")).toEqual({ less: "Du", more: "Sie" });
    expect(formalityChoices("es")).toEqual({ less: "Tú", more: "Usted" });
    expect(formalityChoices("fr")).toEqual({ less: "Tu", more: "Vous" });
    expect(formalityChoices("en")).toBeUndefined();
  });
});

describe("describeDetection", () => {
  it("says the language in pt-BR when the model is sure", () => {
    expect(describeDetection([{ code: "en", confidence: 0.97 }])).toEqual({
      kind: "sure",
      code: "en",
      label: "Detectado: inglês",
    });
    expect(
      describeDetection([
        { code: "es", confidence: 0.02 },
        { code: "ja", confidence: 0.95 },
      ]),
    ).toMatchObject({ kind: "sure", label: "Detectado: japonês" });
  });

  it("says 'Idioma incerto' with the two likeliest when the best guess is weak or close to the second", () => {
    expect(
      describeDetection([
        { code: "es", confidence: 0.4 },
        { code: "en", confidence: 0.45 },
        { code: "it", confidence: 0.1 },
      ]),
    ).toEqual({ kind: "unsure", label: "Idioma incerto", options: ["en", "es"] });
    expect(
      describeDetection([
        { code: "pt-BR", confidence: 0.8 },
        { code: "es", confidence: 0.6 },
      ]),
    ).toMatchObject({ kind: "unsure", options: ["pt-BR", "es"] });
  });

  it("is unsure when the text has no language, or the guesses are codes it does not know", () => {
    expect(describeDetection([{ code: "und", confidence: 0.9 }])).toEqual({
      kind: "unsure",
      label: "Idioma incerto",
      options: [],
    });
    expect(describeDetection([{ code: "xx", confidence: 0.99 }])).toMatchObject({ kind: "unsure" });
    expect(describeDetection([])).toMatchObject({ kind: "unsure" });
  });
});
