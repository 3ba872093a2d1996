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

  it("ends a URL before a closing quote, guillemet, bracket or sentence punctuation, in Latin and CJK text", () => {
    expect(protectedTokens("Acesse «www.site.org». Ou “https://site.com”, 'https://x.io/a?b=1'!")).toEqual([
      "www.site.org",
      "https://site.com",
      "https://x.io/a?b=1",
    ]);
    expect(
      protectedTokens("(https://site.com/p/a-b) [www.site.org/x]; https://site.com/q?… 见「https://site.cn/页」。"),
    ).toEqual(["https://site.com/p/a-b", "www.site.org/x", "https://site.com/q", "https://site.cn/页"]);
  });

  it("takes a subtitle's class tag for a tag", () => {
    expect(protectedTokens("<c.yellow>Oi</c> <v Ana>")).toEqual(["<c.yellow>", "</c>", "<v Ana>"]);
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

  it("keeps a URL whose quotes the translation changed (« » to “ ”), and flags one whose address changed", () => {
    expect(missingTokens("See «www.site.org».", "Veja “www.site.org”.")).toEqual([]);
    expect(missingTokens("Go to “https://site.com”!", "Vá a «https://site.com»!")).toEqual([]);
    expect(missingTokens("See «www.site.org».", "Veja «www.site.com.br».")).toEqual(["www.site.org"]);
  });

  it("counts repeated tokens: two {x} need two", () => {
    expect(missingTokens("{x} and {x}", "{x} e x")).toEqual(["{x}"]);
  });
});
