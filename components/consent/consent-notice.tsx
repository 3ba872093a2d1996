/* eslint-disable @next/next/no-html-link-for-pages -- static HTML links plainly: nothing to hydrate */
import { consentChangedEvent, consentStorageKey } from "@/lib/consent/consent-store";

// Both buttons look the same on purpose: refusing must be as easy to see as accepting (LGPD).
const choiceButton =
  "h-10 rounded-md border border-primary bg-primary/10 px-4 text-sm font-semibold text-foreground hover:bg-primary/20";

/**
 * LGPD: nothing reaches the pixel host until the visitor accepts. The notice is HTML in every page, drawn with
 * it rather than after React starts (it was /login's largest paint, issue 52). A visitor who already chose
 * never sees it: the head's early script marks <html> with the choice before the body is parsed
 * (lib/http/inline-scripts.mjs) and app/globals.css hides it there, as it does without script.
 * public/shell.js saves the choice under the key and with the event this element names
 * (lib/consent/consent-store.ts, which the pixel reads), and shows it again, saying the current choice, for
 * any "Preferências de cookies" button. It sits in static HTML (components/ui/static-content.tsx).
 */
export function ConsentNotice() {
  return (
    <section
      id="consentimento"
      data-storage-key={consentStorageKey}
      data-changed-event={consentChangedEvent}
      aria-labelledby="consentimento-titulo"
      className="fixed inset-x-0 bottom-0 z-50 border-t bg-card p-4 text-card-foreground shadow-[0_-8px_30px_rgb(0_0_0/0.12)] sm:inset-x-auto sm:right-4 sm:bottom-4 sm:max-w-md sm:rounded-lg sm:border"
    >
      <h2 id="consentimento-titulo" tabIndex={-1} className="font-semibold focus:outline-none">
        Sua privacidade
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">
        Usamos o pixel do TikTok para medir visitas às páginas, só com a sua permissão.{" "}
        <a href="/privacidade" className="font-medium text-primary underline underline-offset-2">
          Política de privacidade
        </a>
        <span data-consent-current />
      </p>
      <div className="mt-3 grid grid-cols-2 gap-2">
        <button type="button" data-consent-choice="denied" className={choiceButton}>
          Recusar
        </button>
        <button type="button" data-consent-choice="granted" className={choiceButton}>
          Aceitar
        </button>
      </div>
    </section>
  );
}
