import { parsePhoneNumberFromString } from "libphonenumber-js/min";

/**
 * Parsers for the company's identifiers, used by lib/env.ts at build and start: each returns the value
 * normalised for display and links, or a pt-BR reason that names the variable to fix.
 */
export type Parsed<T> = { ok: true; value: T } | { ok: false; reason: string };

const cnpjWeights = [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];

/** Check digit over the first `length` characters; letters count as their code minus 48 (the 2026 alphanumeric CNPJ). */
function cnpjDigit(base: string, length: number): number {
  const weights = cnpjWeights.slice(cnpjWeights.length - length);
  const sum = [...base.slice(0, length)].reduce((total, char, i) => total + (char.charCodeAt(0) - 48) * weights[i], 0);
  const rest = sum % 11;
  return rest < 2 ? 0 : 11 - rest;
}

/** Accepts "12.345.678/0001-95" or the bare 14 characters; answers the formatted number. */
export function parseCnpj(input: string): Parsed<string> {
  const compact = input.toUpperCase().replace(/[.\-/\s]/g, "");
  if (!/^[0-9A-Z]{12}\d{2}$/.test(compact)) {
    return { ok: false, reason: "use os 14 caracteres do CNPJ, por exemplo 12.345.678/0001-95" };
  }
  if (/^(\d)\1{13}$/.test(compact)) return { ok: false, reason: "CNPJ inválido (todos os dígitos iguais)" };
  const first = cnpjDigit(compact, 12);
  const second = cnpjDigit(compact.slice(0, 12) + first, 13);
  if (compact.slice(12) !== `${first}${second}`) {
    return { ok: false, reason: "CNPJ inválido: os dígitos verificadores não conferem" };
  }
  const value = `${compact.slice(0, 2)}.${compact.slice(2, 5)}.${compact.slice(5, 8)}/${compact.slice(8, 12)}-${compact.slice(12)}`;
  return { ok: true, value };
}

export type Phone = { display: string; e164: string };

/** A Brazilian number with area code, or any number with +country code. */
export function parsePhone(input: string): Parsed<Phone> {
  const phone = parsePhoneNumberFromString(input, "BR");
  if (!phone?.isValid()) {
    return { ok: false, reason: "telefone inválido: use DDD e número, por exemplo +55 11 3333-4444" };
  }
  // Brazilians read their own numbers as "(11) 3333-4444"; a foreign one keeps its country code.
  const display = phone.country === "BR" ? phone.formatNational() : phone.formatInternational();
  return { ok: true, value: { display, e164: phone.number } };
}

export type PostalAddress = { street: string; city: string; state: string; postalCode: string; country: "BR" };

const states = new Set("AC AL AP AM BA CE DF ES GO MA MT MS MG PA PB PR PE PI RJ RN RS RO RR SC SP SE TO".split(" "));

/** "logradouro, número e complemento; cidade; UF; CEP", the parts PostalAddress needs. */
export function parseAddress(input: string): Parsed<PostalAddress> {
  const parts = input.split(";").map((part) => part.trim());
  const usage =
    'use "logradouro, número; cidade; UF; CEP", por exemplo "Av. Paulista, 1000, sala 101; São Paulo; SP; 01310-100"';
  if (parts.length !== 4 || parts.some((part) => !part)) return { ok: false, reason: usage };
  const [street, city, uf, cep] = parts;
  const state = uf.toUpperCase();
  if (!states.has(state)) return { ok: false, reason: `UF desconhecida "${uf}": ${usage}` };
  const digits = cep.replace(/\D/g, "");
  if (!/^\d{5}-?\d{3}$/.test(cep) || digits.length !== 8)
    return { ok: false, reason: `CEP inválido "${cep}": ${usage}` };
  return {
    ok: true,
    value: { street, city, state, postalCode: `${digits.slice(0, 5)}-${digits.slice(5)}`, country: "BR" },
  };
}

export const formatAddress = (address: PostalAddress) =>
  `${address.street}, ${address.city} - ${address.state}, CEP ${address.postalCode}`;
