import { describe, expect, it } from "vitest";
import { formatAddress, parseAddress, parseCnpj, parsePhone } from "./identifiers";

describe("parseCnpj", () => {
  it("accepts a valid CNPJ with or without punctuation and prints it formatted", () => {
    expect(parseCnpj("11222333000181")).toEqual({ ok: true, value: "11.222.333/0001-81" });
    expect(parseCnpj(" 11.222.333/0001-81 ")).toEqual({ ok: true, value: "11.222.333/0001-81" });
  });

  it("accepts the alphanumeric CNPJ issued since July 2026 (Receita Federal's example)", () => {
    expect(parseCnpj("12.abc.345/01de-35")).toEqual({ ok: true, value: "12.ABC.345/01DE-35" });
  });

  it("refuses a wrong check digit, repeated digits and the wrong length", () => {
    for (const wrong of ["11.222.333/0001-82", "11.222.333/0001-91", "12.ABC.345/01DE-36"]) {
      expect(parseCnpj(wrong)).toEqual({ ok: false, reason: "CNPJ inválido: os dígitos verificadores não conferem" });
    }
    expect(parseCnpj("00.000.000/0000-00")).toMatchObject({ ok: false, reason: expect.stringContaining("iguais") });
    expect(parseCnpj("1122233300018")).toMatchObject({ ok: false, reason: expect.stringContaining("14 caracteres") });
    expect(parseCnpj("11.222.333/0001-8X")).toMatchObject({ ok: false });
  });
});

describe("parsePhone", () => {
  it("reads a Brazilian number for display and for tel: links", () => {
    expect(parsePhone("(11) 3333-4444")).toEqual({
      ok: true,
      value: { display: "(11) 3333-4444", e164: "+551133334444" },
    });
    expect(parsePhone("+55 11 98765-4321")).toEqual({
      ok: true,
      value: { display: "(11) 98765-4321", e164: "+5511987654321" },
    });
  });

  it("refuses something that is not a phone number", () => {
    expect(parsePhone("4444-12")).toMatchObject({ ok: false, reason: expect.stringContaining("DDD") });
  });
});

describe("parseAddress", () => {
  it("splits street, city, state and CEP for the PostalAddress", () => {
    const parsed = parseAddress("Av. Paulista, 1000, sala 101; São Paulo; sp; 01310100");
    expect(parsed).toEqual({
      ok: true,
      value: {
        street: "Av. Paulista, 1000, sala 101",
        city: "São Paulo",
        state: "SP",
        postalCode: "01310-100",
        country: "BR",
      },
    });
    if (parsed.ok)
      expect(formatAddress(parsed.value)).toBe("Av. Paulista, 1000, sala 101, São Paulo - SP, CEP 01310-100");
  });

  it("says which part is wrong", () => {
    expect(parseAddress("Av. Paulista, 1000; São Paulo; SP")).toMatchObject({
      ok: false,
      reason: expect.stringContaining("logradouro"),
    });
    expect(parseAddress("Rua A, 1; Cidade; XX; 01310-100")).toMatchObject({
      ok: false,
      reason: expect.stringContaining('UF desconhecida "XX"'),
    });
    expect(parseAddress("Rua A, 1; Cidade; SP; 0131-100")).toMatchObject({
      ok: false,
      reason: expect.stringContaining("CEP inválido"),
    });
  });
});
