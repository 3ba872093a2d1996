import type { Env } from "@/lib/env";
import { formatAddress, type Phone, type PostalAddress } from "@/lib/company/identifiers";

/**
 * The company behind the site, from the COMPANY_* variables (lib/env.ts validates them). Every field but
 * `name` is undefined when its variable is unset, and each place that shows one leaves it out then.
 */
export type CompanyProfile = {
  /** COMPANY_NAME, or the site's own brand (Env.companyName). */
  name: string;
  legalName?: string;
  cnpj?: string;
  email?: string;
  phone?: Phone;
  address?: PostalAddress & { display: string };
  instagram?: string;
  linkedin?: string;
  dpoEmail?: string;
  replyTime?: string;
  bookingUrl?: string;
  whatsappNumber?: string;
};

export function companyProfile(config: Env): CompanyProfile {
  const address = config.COMPANY_ADDRESS;
  return {
    name: config.companyName,
    legalName: config.COMPANY_LEGAL_NAME,
    cnpj: config.COMPANY_CNPJ,
    email: config.COMPANY_EMAIL,
    phone: config.COMPANY_PHONE,
    address: address ? { ...address, display: formatAddress(address) } : undefined,
    instagram: config.COMPANY_INSTAGRAM,
    linkedin: config.COMPANY_LINKEDIN,
    dpoEmail: config.COMPANY_DPO_EMAIL,
    replyTime: config.COMPANY_REPLY_TIME,
    bookingUrl: config.BOOKING_URL,
    whatsappNumber: config.WHATSAPP_NUMBER,
  };
}

export const companyCopy = {
  cnpj: (cnpj: string) => `CNPJ ${cnpj}`,
  replyTime: (replyTime: string) => `Respondemos em ${replyTime}.`,
  booking: "Agendar reunião",
  instagram: "Instagram",
  linkedin: "LinkedIn",
  controllerTitle: "Quem cuida dos seus dados",
  /** The privacy page's paragraph on who decides about the data (LGPD art. 5, VI); needs the legal name. */
  controller: (company: CompanyProfile & { legalName: string }) => {
    const id = company.cnpj ? `, inscrita no CNPJ ${company.cnpj}` : "";
    const where = company.address ? `, com sede em ${company.address.display}` : "";
    return `O controlador dos dados pessoais tratados neste site é ${company.legalName}${id}${where}.`;
  },
  /** LGPD art. 41: the identity and contact of the encarregado are public. */
  dpo: "O encarregado pelo tratamento de dados pessoais (LGPD, art. 41) atende pelo e-mail",
} as const;
