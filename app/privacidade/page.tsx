/* eslint-disable @next/next/no-html-link-for-pages -- static HTML links plainly: nothing to hydrate */
import type { Metadata } from "next";
import { StaticContent } from "@/components/ui/static-content";
import { CookiePreferencesButton } from "@/components/consent/cookie-preferences-button";
import { companyCopy, companyProfile } from "@/lib/content/company";
import { privacyIntro, privacySections } from "@/lib/content/privacy";
import { env } from "@/lib/env";
import { pageSeo } from "@/lib/seo";

export const metadata: Metadata = pageSeo({
  title: "Política de privacidade",
  description:
    "Quais dados o site coleta, para que servem e quem os recebe: ferramentas, provedor de IA, mensagens de contato, contas e e-mail.",
  path: "/privacidade",
});

export default function PrivacyPage() {
  const config = env();
  const pixelConfigured = Boolean(config.TIKTOK_PIXEL_ID);
  const company = companyProfile(config);
  const { legalName, dpoEmail } = company;
  return (
    // Static HTML React does not hydrate: a page of text.
    <StaticContent>
      <article className="mx-auto max-w-3xl px-4 py-16">
        <h1 className="text-4xl font-bold tracking-tight">Política de privacidade</h1>
        <p className="mt-4 text-lg text-muted-foreground">{privacyIntro}</p>
        {legalName || dpoEmail ? (
          <section aria-labelledby="controlador" className="mt-10">
            <h2 id="controlador" className="text-2xl font-semibold">
              {companyCopy.controllerTitle}
            </h2>
            {legalName ? (
              <p className="mt-3 leading-relaxed">{companyCopy.controller({ ...company, legalName })}</p>
            ) : null}
            {dpoEmail ? (
              <p className="mt-3 leading-relaxed [overflow-wrap:anywhere]">
                {companyCopy.dpo}{" "}
                <a href={`mailto:${dpoEmail}`} className="font-semibold text-primary hover:underline">
                  {dpoEmail}
                </a>
                .
              </p>
            ) : null}
          </section>
        ) : null}
        {privacySections({ pixel: pixelConfigured }).map((section) => (
          <section key={section.title} className="mt-10">
            <h2 className="text-2xl font-semibold">{section.title}</h2>
            {section.body.map((paragraph) => (
              <p key={paragraph} className="mt-3 leading-relaxed">
                {paragraph}
              </p>
            ))}
          </section>
        ))}
        <div className="mt-12 flex flex-wrap items-center gap-4 rounded-lg border bg-muted/50 p-5">
          <p className="flex-1 text-sm">
            {pixelConfigured
              ? "Mudou de ideia? Você pode alterar a sua escolha quando quiser."
              : "Este site não usa cookies de medição."}
          </p>
          {pixelConfigured ? (
            <CookiePreferencesButton className="rounded-md border border-input bg-card px-4 py-2 text-sm font-semibold hover:bg-muted hover:no-underline" />
          ) : null}
          <a href="/" className="inline-flex min-h-6 items-center text-sm font-semibold text-primary hover:underline">
            Voltar ao início
          </a>
        </div>
      </article>
    </StaticContent>
  );
}
