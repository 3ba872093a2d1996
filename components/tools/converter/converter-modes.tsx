"use client";

import { lazy, Suspense, useEffect, useId, useState } from "react";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { whenIdle } from "@/lib/browser/idle";
import type { JobView } from "@/lib/converter/site/jobs";
import { ConverterForm } from "./converter-form";

// Loaded when the mode is chosen (or a job is found): a visit for one page downloads none of it.
const SiteExport = lazy(() => import("./site-export").then((module) => ({ default: module.SiteExport })));

type Mode = "page" | "site";

const modes: { value: Mode; label: string; description: string }[] = [
  { value: "page", label: "Página", description: "Cole a URL e transforme sua página" },
  {
    value: "site",
    label: "Site inteiro",
    description: "Cole a URL e baixe o site inteiro em um ZIP, pronto para publicar",
  },
];

/**
 * The converter's two modes, chosen above the address field so it stays on a phone's first screen in both.
 * A site export this browser started earlier (the tab was closed) brings the page back to it.
 */
export function ConverterModes() {
  const id = useId();
  const [mode, setMode] = useState<Mode>("page");
  const [resumed, setResumed] = useState<JobView | null>(null);

  useEffect(() => {
    let live = true;
    // Asked once the page is loaded and idle: the first paint and the first keystroke do not wait for it.
    const cancel = whenIdle(() => {
      fetch("/api/converter/site", { cache: "no-store" })
        .then((response) => (response.ok ? (response.json() as Promise<{ job: JobView | null }>) : null))
        .then((answer) => {
          if (!live || !answer?.job) return;
          setResumed(answer.job);
          setMode("site");
        })
        .catch(() => {}); // nothing to resume: the page works as on a first visit
    });
    return () => {
      live = false;
      cancel();
    };
  }, []);

  const current = modes.find((item) => item.value === mode)!;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Comece agora</CardTitle>
        <CardDescription>{current.description}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <fieldset>
          <legend className="sr-only">O que converter</legend>
          <div className="grid grid-cols-2 gap-1 rounded-lg bg-muted p-1">
            {modes.map((item) => (
              <label
                key={item.value}
                className="relative flex min-h-10 cursor-pointer items-center justify-center rounded-md px-3 text-sm font-semibold text-muted-foreground has-checked:bg-card has-checked:text-foreground has-checked:shadow-sm has-focus-visible:outline-3 has-focus-visible:outline-ring"
              >
                <input
                  type="radio"
                  name={`${id}-mode`}
                  value={item.value}
                  checked={mode === item.value}
                  onChange={() => setMode(item.value)}
                  // Over the whole label, unseen: a click anywhere on it is a click on the radio itself.
                  className="absolute inset-0 cursor-pointer appearance-none rounded-md"
                />
                {item.label}
              </label>
            ))}
          </div>
        </fieldset>
        {mode === "page" ? (
          <ConverterForm />
        ) : (
          <Suspense fallback={<p className="text-sm text-muted-foreground">Carregando...</p>}>
            <SiteExport key={resumed?.id ?? "nova"} resumed={resumed} />
          </Suspense>
        )}
      </CardContent>
    </Card>
  );
}
