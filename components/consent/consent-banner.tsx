"use client";

import { Link } from "@/components/ui/link";
import { usePathname } from "next/navigation";
import { useEffect, useRef, useState, useSyncExternalStore } from "react";
import { onConsentPreferencesRequested, readConsent, saveConsent, subscribeConsent } from "@/lib/consent/consent-store";
import { trackPageView } from "@/lib/consent/tiktok-pixel";
import { whenIdle } from "@/lib/browser/idle";

const serverSnapshot = () => "unknown" as const;
/** Pages whose address carries a secret (the reset or confirmation token): no page view, and the pixel is not loaded there. */
const untrackedPaths = ["/redefinir-senha", "/confirmar-email"];

/** LGPD: nothing reaches the pixel host until the visitor accepts. */
export function ConsentBanner({ pixelId, pixelHost }: { pixelId: string; pixelHost: string }) {
  const choice = useSyncExternalStore(subscribeConsent, readConsent, serverSnapshot);
  const [reopened, setReopened] = useState(false);
  const pathname = usePathname();
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(
    () =>
      onConsentPreferencesRequested(() => {
        setReopened(true);
        requestAnimationFrame(() => heading.current?.focus());
      }),
    [],
  );

  useEffect(() => {
    if (choice !== "granted" || untrackedPaths.includes(pathname)) return;
    // The pixel's script and its page view wait until the page is loaded and idle: not start-up work.
    return whenIdle(() => trackPageView(pixelHost, pixelId));
  }, [choice, pathname, pixelHost, pixelId]);

  if (choice === "unknown" || (choice !== null && !reopened)) return null;

  const decide = (value: "granted" | "denied") => {
    saveConsent(value);
    setReopened(false);
  };

  return (
    <section
      aria-labelledby="consentimento-titulo"
      className="fixed inset-x-0 bottom-0 z-50 border-t bg-card p-4 text-card-foreground shadow-[0_-8px_30px_rgb(0_0_0/0.12)] sm:inset-x-auto sm:right-4 sm:bottom-4 sm:max-w-md sm:rounded-lg sm:border"
    >
      <h2 id="consentimento-titulo" ref={heading} tabIndex={-1} className="font-semibold focus:outline-none">
        Sua privacidade
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">
        Usamos o pixel do TikTok para medir visitas às páginas, só com a sua permissão.{" "}
        <Link href="/privacidade" className="font-medium text-primary underline underline-offset-2">
          Política de privacidade
        </Link>
        {choice ? ` Escolha atual: ${choice === "granted" ? "aceito" : "recusado"}.` : null}
      </p>
      <div className="mt-3 grid grid-cols-2 gap-2">
        <button type="button" onClick={() => decide("denied")} className={choiceButton}>
          Recusar
        </button>
        <button type="button" onClick={() => decide("granted")} className={choiceButton}>
          Aceitar
        </button>
      </div>
    </section>
  );
}

// Both buttons look the same on purpose: refusing must be as easy to see as accepting (LGPD).
const choiceButton =
  "h-10 rounded-md border border-primary bg-primary/10 px-4 text-sm font-semibold text-foreground hover:bg-primary/20";
