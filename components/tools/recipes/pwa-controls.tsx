"use client";

import { Download, RefreshCw } from "lucide-react";
import { useEffect, useState } from "react";
import { Button } from "@/components/ui/button";
import { APP_SCOPE, SW_PATH } from "@/lib/recipes/app-scope";

type InstallPrompt = Event & { prompt(): Promise<void>; userChoice: Promise<{ outcome: string }> };

/** Both offers, one look: a line of text and its button, side by side where they fit. */
const offer = "flex w-full flex-wrap items-center justify-between gap-2 rounded-md border bg-card p-3 text-sm";

/**
 * Registers the app's service worker (scope /fitnessrecipes only), offers "Instalar app" where the browser
 * allows it (beforeinstallprompt), and "Nova versão disponível" when a published build waits. Both come after
 * the page has loaded, so the layout puts them after the app: above it they pushed the whole app down
 * (a layout shift of 0,05 on a phone, issue 52).
 */
export function PwaControls() {
  const [install, setInstall] = useState<InstallPrompt | null>(null);
  const [waiting, setWaiting] = useState<ServiceWorker | null>(null);

  useEffect(() => {
    const onPrompt = (event: Event) => {
      event.preventDefault();
      setInstall(event as InstallPrompt);
    };
    const onInstalled = () => setInstall(null);
    window.addEventListener("beforeinstallprompt", onPrompt);
    window.addEventListener("appinstalled", onInstalled);
    if ("serviceWorker" in navigator) {
      const hadController = Boolean(navigator.serviceWorker.controller);
      navigator.serviceWorker
        .register(SW_PATH, { scope: APP_SCOPE, updateViaCache: "none" })
        .then((registration) => {
          const offer = () => {
            if (registration.waiting && navigator.serviceWorker.controller) setWaiting(registration.waiting);
          };
          offer();
          registration.addEventListener("updatefound", () =>
            registration.installing?.addEventListener("statechange", offer),
          );
        })
        .catch(() => {
          // No worker (private mode, an old browser): the app still works online.
        });
      // A new worker took over after "Atualizar": load the page it serves.
      navigator.serviceWorker.addEventListener("controllerchange", () => {
        if (hadController) window.location.reload();
      });
    }
    return () => {
      window.removeEventListener("beforeinstallprompt", onPrompt);
      window.removeEventListener("appinstalled", onInstalled);
    };
  }, []);

  if (!install && !waiting) return null;
  return (
    <div role="region" aria-label="Aplicativo" className="mx-auto grid w-full max-w-md gap-2 px-4 py-4 sm:px-0">
      {waiting ? (
        <p role="status" className={offer}>
          Nova versão disponível
          <Button type="button" size="sm" onClick={() => waiting.postMessage("atualizar")}>
            <RefreshCw aria-hidden="true" />
            Atualizar
          </Button>
        </p>
      ) : null}
      {install ? (
        <p className={offer}>
          Use o FitnessRecipes como um app: abre da tela inicial e funciona sem internet.
          <Button
            type="button"
            variant="outline"
            size="sm"
            onClick={async () => {
              await install.prompt();
              await install.userChoice;
              setInstall(null);
            }}
          >
            <Download aria-hidden="true" />
            Instalar app
          </Button>
        </p>
      ) : null}
    </div>
  );
}
