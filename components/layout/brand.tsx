/* eslint-disable @next/next/no-html-link-for-pages -- the shell links plainly: no client component to hydrate (docs/site.md, "Header") */
import { initials } from "@/lib/company/brand";
import { env } from "@/lib/env";

/** COMPANY_NAME when set, so the header, footer and JSON-LD name the company the same way. */
export function Brand() {
  const name = env().companyName;
  return (
    <a href="/" className="flex shrink-0 items-center gap-2 rounded-md font-bold tracking-tight whitespace-nowrap">
      <span
        aria-hidden="true"
        className="grid size-8 place-items-center rounded-md bg-brand-gradient text-sm text-white"
      >
        {initials(name)}
      </span>
      <span>{name}</span>
    </a>
  );
}
