import { Mail, MapPin, Phone } from "lucide-react";
import { companyCopy, type CompanyProfile } from "@/lib/content/company";

/** The footer's identification of the company: only the values that are configured. */
export function CompanyDetails({ company }: { company: CompanyProfile }) {
  const profiles = [
    company.instagram ? { href: company.instagram, label: companyCopy.instagram } : undefined,
    company.linkedin ? { href: company.linkedin, label: companyCopy.linkedin } : undefined,
  ].filter((profile) => profile !== undefined);
  const legal = [company.legalName, company.cnpj ? companyCopy.cnpj(company.cnpj) : undefined].filter(Boolean);
  if (!legal.length && !company.address && !company.email && !company.phone && !profiles.length) return null;
  return (
    <address className="mt-4 grid gap-2 text-sm text-muted-foreground not-italic [overflow-wrap:anywhere]">
      {legal.length ? <p>{legal.join(" · ")}</p> : null}
      {company.address ? (
        <p className="flex gap-2">
          <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {company.address.display}
        </p>
      ) : null}
      {company.email ? (
        <a
          href={`mailto:${company.email}`}
          className="flex min-h-6 items-center gap-2 hover:text-foreground hover:underline"
        >
          <Mail aria-hidden="true" className="size-4 shrink-0" />
          {company.email}
        </a>
      ) : null}
      {company.phone ? (
        <a
          href={`tel:${company.phone.e164}`}
          className="flex min-h-6 items-center gap-2 hover:text-foreground hover:underline"
        >
          <Phone aria-hidden="true" className="size-4 shrink-0" />
          {company.phone.display}
        </a>
      ) : null}
      {profiles.length ? (
        <ul className="flex flex-wrap gap-x-4 gap-y-2">
          {profiles.map(({ href, label }) => (
            <li key={label}>
              <a
                href={href}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex min-h-6 items-center gap-1.5 hover:text-foreground hover:underline"
              >
                {label}
                <span className="sr-only">(abre em nova aba)</span>
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </address>
  );
}
