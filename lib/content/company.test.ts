import { PHASE_PRODUCTION_BUILD } from "next/constants";
import { describe, expect, it } from "vitest";
import { loadEnv } from "@/lib/env";
import { landingStructuredData } from "@/lib/landing/structured-data";
import { companyCopy, companyProfile } from "./company";

/** The values the e2e app is built with (e2e/ports.ts) are a fine full example. */
const full = {
  COMPANY_NAME: "Acme Software",
  COMPANY_LEGAL_NAME: "Acme Desenvolvimento de Software Ltda.",
  COMPANY_CNPJ: "11222333000181",
  COMPANY_EMAIL: "contato@acme.com.br",
  COMPANY_PHONE: "+55 11 3333-4444",
  COMPANY_ADDRESS: "Av. Paulista, 1000, sala 101; São Paulo; SP; 01310-100",
  COMPANY_INSTAGRAM: "https://www.instagram.com/acme",
  COMPANY_LINKEDIN: "https://www.linkedin.com/company/acme",
  COMPANY_DPO_EMAIL: "privacidade@acme.com.br",
  COMPANY_REPLY_TIME: "até 1 dia útil",
  BOOKING_URL: "https://cal.com/acme/30min",
  WHATSAPP_NUMBER: "5511987654321",
};

describe("company profile", () => {
  it("has nothing but the brand when no variable is set", () => {
    expect(companyProfile(loadEnv({}))).toEqual({
      name: "Software House",
      legalName: undefined,
      cnpj: undefined,
      email: undefined,
      phone: undefined,
      address: undefined,
      instagram: undefined,
      linkedin: undefined,
      dpoEmail: undefined,
      replyTime: undefined,
      bookingUrl: undefined,
      whatsappNumber: undefined,
    });
    const blank = Object.fromEntries(Object.keys(full).map((key) => [key, "  "]));
    expect(companyProfile(loadEnv(blank)).cnpj).toBeUndefined();
  });

  it("reads every variable, normalised for display and links", () => {
    const company = companyProfile(loadEnv(full));
    expect(company).toMatchObject({
      name: "Acme Software",
      legalName: "Acme Desenvolvimento de Software Ltda.",
      cnpj: "11.222.333/0001-81",
      phone: { display: "(11) 3333-4444", e164: "+551133334444" },
      address: {
        city: "São Paulo",
        state: "SP",
        display: "Av. Paulista, 1000, sala 101, São Paulo - SP, CEP 01310-100",
      },
      bookingUrl: "https://cal.com/acme/30min",
    });
    expect(companyCopy.replyTime(company.replyTime!)).toBe("Respondemos em até 1 dia útil.");
    expect(companyCopy.controller({ ...company, legalName: company.legalName! })).toBe(
      "O controlador dos dados pessoais tratados neste site é Acme Desenvolvimento de Software Ltda., inscrita no CNPJ 11.222.333/0001-81, com sede em Av. Paulista, 1000, sala 101, São Paulo - SP, CEP 01310-100.",
    );
  });

  it("refuses a wrong value with a message naming the variable and what to write", () => {
    const refuse = (vars: Record<string, string>) => () => loadEnv({ ...full, ...vars });
    expect(refuse({ COMPANY_CNPJ: "11.222.333/0001-82" })).toThrow(
      "COMPANY_CNPJ: CNPJ inválido: os dígitos verificadores não conferem",
    );
    expect(refuse({ COMPANY_EMAIL: "contato@" })).toThrow(/COMPANY_EMAIL: e-mail inválido/);
    expect(refuse({ COMPANY_DPO_EMAIL: "dpo" })).toThrow(/COMPANY_DPO_EMAIL: e-mail inválido/);
    expect(refuse({ COMPANY_INSTAGRAM: "instagram.com/acme" })).toThrow(/COMPANY_INSTAGRAM: use um endereço https/);
    expect(refuse({ COMPANY_LINKEDIN: "http://linkedin.com/acme" })).toThrow(/COMPANY_LINKEDIN/);
    expect(refuse({ BOOKING_URL: "javascript:alert(1)" })).toThrow(/BOOKING_URL/);
    expect(refuse({ COMPANY_PHONE: "1234" })).toThrow(/COMPANY_PHONE: telefone inválido/);
    expect(refuse({ COMPANY_ADDRESS: "Rua A, 1" })).toThrow(/COMPANY_ADDRESS: use "logradouro/);
  });

  it("stops the build on a wrong CNPJ", async () => {
    const saved = { ...process.env };
    try {
      process.env.COMPANY_CNPJ = "11.222.333/0001-82";
      const { default: nextConfig } = await import("@/next.config");
      expect(() => nextConfig(PHASE_PRODUCTION_BUILD)).toThrow(/Configuração inválida:\nCOMPANY_CNPJ: CNPJ inválido/);
    } finally {
      process.env = saved;
    }
  });
});

describe("Organization JSON-LD", () => {
  const organization = (vars: Record<string, string>) =>
    landingStructuredData("https://acme.com.br", companyProfile(loadEnv(vars)))["@graph"][0] as Record<string, unknown>;

  it("carries the legal name, contact, postal address and both profiles", () => {
    expect(organization(full)).toMatchObject({
      name: "Acme Software",
      legalName: "Acme Desenvolvimento de Software Ltda.",
      taxID: "11.222.333/0001-81",
      email: "contato@acme.com.br",
      telephone: "+551133334444",
      address: {
        "@type": "PostalAddress",
        streetAddress: "Av. Paulista, 1000, sala 101",
        addressLocality: "São Paulo",
        addressRegion: "SP",
        postalCode: "01310-100",
        addressCountry: "BR",
      },
      sameAs: ["https://www.instagram.com/acme", "https://www.linkedin.com/company/acme"],
    });
  });

  it("invents nothing when unset", () => {
    const keys = Object.keys(organization({}));
    expect(keys).toEqual(["@type", "@id", "name", "url", "logo", "description"]);
  });
});
