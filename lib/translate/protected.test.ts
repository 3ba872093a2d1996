import { describe, expect, it } from "vitest";
import { missingTokens, protectedTokens } from "./protected";

describe("protectedTokens", () => {
  it("finds placeholders, tags, URLs, e-mails and numbers, each once", () => {
    const text =
      "Olá {name}, {{count}} itens por %s (%1$d). Veja <b>https://loja.com.br/p/42</b> ou escreva a ana@loja.com.br até 31/12.";
    expect(protectedTokens(text)).toEqual([
      "{name}",
      "{{count}}",
      "%s",
      "%1$d",
      "<b>",
      "https://loja.com.br/p/42",
      "</b>",
      "ana@loja.com.br",
      "31",
      "12",
    ]);
  });

  it("leaves the sentence's punctuation out of a URL and does not take a comparison for a tag", () => {
    expect(protectedTokens("Veja www.exemplo.com. Se a < b > c, ok")).toEqual(["www.exemplo.com"]);
  });
});

describe("missingTokens", () => {
  it("accepts a translation that keeps every token, in any order, with localised number separators", () => {
    expect(
      missingTokens(
        "Pay {amount} by 12/31 (1,000.50 USD) at https://x.io",
        "Pague {amount} até 31/12 (1.000,50 USD) em https://x.io",
      ),
    ).toEqual([]);
  });

  it("lists what was dropped or altered", () => {
    expect(missingTokens("Hello {name}, see <i>this</i>", "Olá nome, veja <i>isto</i>")).toEqual(["{name}"]);
    expect(missingTokens("Hi {{user}} %s", "Oi {{usuario}}")).toEqual(["{{user}}", "%s"]);
    expect(missingTokens("Write to a@b.co", "Escreva para a@b.com")).toEqual(["a@b.co"]);
    expect(missingTokens("Only 3 left", "Restam poucos")).toEqual(["3"]);
  });

  it("counts repeated tokens: two {x} need two", () => {
    expect(missingTokens("{x} and {x}", "{x} e x")).toEqual(["{x}"]);
  });
});
