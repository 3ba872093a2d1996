"use client";

import { ImageIcon, X } from "lucide-react";
import dynamic from "next/dynamic";
import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { useSessionEmail } from "@/components/auth/session-store";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Label } from "@/components/ui/label";
import { Select } from "@/components/ui/select";
import { CharCount, Textarea } from "@/components/ui/textarea";
import { canBeTransparent, deliveredSize, type ImageFamily } from "@/lib/images/sizes";
import { loadOnSend, networkFailure, postJson } from "@/lib/http/client";
import {
  IMAGE_PROMPT_MAX,
  imageAspects,
  imageCounts,
  imageQualities,
  imageStyles,
} from "@/lib/validation/image-options";
import type { ImageInput } from "@/lib/validation/image";
import { ErrorAlert, toolError, type ToolError } from "../ai/error-alert";
import { EmptyPreview, PreviewCard } from "../ai/preview-card";
import { GenerateButton } from "../ai/generate-button";
import { useResultReveal } from "../ai/use-result-reveal";
import { ContactAfterResult } from "../contact-after-result";
import type { ResultImage } from "./image-result";
import type { ImageHistoryEntry } from "@/lib/images/history";

// Loaded when there is something to show (results, an account's history): the page's first visit stays light.
const ImageResult = dynamic(() => import("./image-result").then((module) => module.ImageResult), { ssr: false });
const ImageHistory = dynamic(() => import("./image-history").then((module) => module.ImageHistory));

type Answer = { images: { image: string; revisedPrompt?: string }[]; size: string; history?: ImageHistoryEntry };

/** "1024x1536" as a CSS aspect-ratio, so the placeholders have the shape of the images on their way. */
const aspectRatio = (size: string) => size.replace("x", " / ");

/** The account's history once the session is known: null for anonymous visitors, who have none. */
function useImageHistory() {
  const email = useSessionEmail();
  const [history, setHistory] = useState<{ email: string; entries: ImageHistoryEntry[] } | null>(null);
  useEffect(() => {
    if (!email) return;
    let current = true;
    fetch("/api/image/history", { cache: "no-store", credentials: "same-origin" })
      .then((response) => (response.ok ? (response.json() as Promise<{ history: ImageHistoryEntry[] }>) : null))
      .then((body) => {
        if (current && body) setHistory({ email, entries: body.history });
      })
      // Offline: the form works without the history; the next visit shows it.
      .catch(() => {});
    return () => {
      current = false;
    };
  }, [email]);
  // Another account's list never shows: signed out, or in as someone else, until that account's arrives.
  const entries = email && history?.email === email ? history.entries : null;
  const update = (change: (entries: ImageHistoryEntry[]) => ImageHistoryEntry[]) =>
    setHistory((held) => (held ? { ...held, entries: change(held.entries) } : held));
  return [entries, update] as const;
}

export function ImageForm({ family = "gpt-image" }: { family?: ImageFamily }) {
  const id = useId();
  const [history, updateHistory] = useImageHistory();
  const promptField = useRef<HTMLTextAreaElement>(null);
  const [values, setValues] = useState<ImageInput>({
    prompt: "",
    aspect: "1:1",
    transparent: false,
    n: 1,
    quality: "standard",
    style: "vivid",
  });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<ToolError | null>(null);
  const [results, setResults] = useState<ResultImage[]>([]);
  const [cancelled, setCancelled] = useState(false);
  const [pending, setPending] = useState<{ n: number; size: string }>({ n: 1, size: "1024x1024" });
  const controller = useRef<AbortController | null>(null);
  const { region, start, done, announcer } = useResultReveal<HTMLDivElement>();
  const transparentAllowed = canBeTransparent(family);
  const aspectOptions = imageAspects.map((a) => ({
    value: a.value,
    label: `${a.label} · ${deliveredSize(family, a.value)}`,
  }));

  async function generate(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setError(null);
    setCancelled(false);
    const loaded = await loadOnSend(() => import("@/lib/validation/image"));
    if (!loaded.ok) return setError(toolError(loaded.error.message));
    const parsed = loaded.value.imageSchema.safeParse(values);
    if (!parsed.success) return setError(toolError(parsed.error.issues[0]?.message ?? ""));
    const input = parsed.data;
    const abort = new AbortController();
    controller.current = abort;
    setPending({ n: input.n, size: deliveredSize(family, input.aspect) });
    setBusy(true);
    start();
    try {
      const answer = await postJson("/api/image", input, { signal: abort.signal });
      if (!answer.ok) return setError(toolError(answer.error.message));
      const body = (await answer.response.json()) as Answer;
      const batch = Date.now();
      setResults(
        body.images.map((image, index) => ({
          key: `${batch}-${index}`,
          image: image.image,
          revisedPrompt: image.revisedPrompt,
          prompt: input.prompt,
          number: index + 1,
          aspect: input.aspect,
          transparent: input.transparent,
          size: body.size,
        })),
      );
      const saved = body.history;
      if (saved) updateHistory((entries) => [saved, ...entries].slice(0, 20));
      done(body.images.length === 1 ? "Imagem pronta" : `${body.images.length} imagens prontas`);
    } catch {
      if (abort.signal.aborted) {
        setCancelled(true);
        done("Geração cancelada.");
      } else setError(toolError(networkFailure().message));
    } finally {
      controller.current = null;
      setBusy(false);
    }
  }

  const set = <K extends keyof ImageInput>(name: K, value: ImageInput[K]) =>
    setValues((current) => ({ ...current, [name]: value }));
  const countId = `${id}-count`;

  function reuse(entry: ImageHistoryEntry) {
    const { prompt, aspect, n, quality, style } = entry;
    setValues({ prompt, aspect, n, quality, style, transparent: entry.transparent && transparentAllowed });
    promptField.current?.focus();
  }
  const transparentHint = `${id}-transparent-hint`;

  return (
    <div className="grid gap-12">
      <div className="grid gap-8 lg:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle>Configurações</CardTitle>
          </CardHeader>
          <CardContent>
            <form onSubmit={generate} noValidate>
              <fieldset className="grid min-w-0 gap-5">
                <div className="grid grid-cols-2 gap-4">
                  <div className="col-span-2 grid gap-2">
                    <Label htmlFor={`${id}-aspect`}>Proporção</Label>
                    <Select
                      id={`${id}-aspect`}
                      name="aspect"
                      options={aspectOptions}
                      value={values.aspect}
                      aria-describedby={`${id}-pixels`}
                      onChange={(e) => set("aspect", e.target.value as ImageInput["aspect"])}
                    />
                    <p id={`${id}-pixels`} className="text-sm text-muted-foreground">
                      Tamanho real: {deliveredSize(family, values.aspect).replace("x", " × ")} pixels
                    </p>
                  </div>
                  <div className="grid gap-2">
                    <Label htmlFor={`${id}-n`}>Quantidade</Label>
                    <Select
                      id={`${id}-n`}
                      name="n"
                      options={imageCounts}
                      value={String(values.n)}
                      onChange={(e) => set("n", Number(e.target.value))}
                    />
                  </div>
                  <div className="grid gap-2">
                    <Label htmlFor={`${id}-quality`}>Qualidade</Label>
                    <Select
                      id={`${id}-quality`}
                      name="quality"
                      options={imageQualities}
                      value={values.quality}
                      onChange={(e) => set("quality", e.target.value as ImageInput["quality"])}
                    />
                  </div>
                  <div className="grid gap-2">
                    <Label htmlFor={`${id}-style`}>Estilo</Label>
                    <Select
                      id={`${id}-style`}
                      name="style"
                      options={imageStyles}
                      value={values.style}
                      onChange={(e) => set("style", e.target.value as ImageInput["style"])}
                    />
                  </div>
                  <div className="col-span-2 grid gap-1">
                    <div className="flex items-center gap-2">
                      <input
                        id={`${id}-transparent`}
                        type="checkbox"
                        name="transparent"
                        checked={values.transparent}
                        disabled={!transparentAllowed}
                        aria-describedby={transparentHint}
                        onChange={(e) => set("transparent", e.target.checked)}
                        className="size-4 accent-primary"
                      />
                      <Label htmlFor={`${id}-transparent`} className="inline-flex min-h-6 items-center">
                        Fundo transparente
                      </Label>
                    </div>
                    <p id={transparentHint} className="text-sm text-muted-foreground">
                      {transparentAllowed
                        ? "PNG sem fundo, para recortes de produto."
                        : "O modelo de imagem deste site não gera fundo transparente."}
                    </p>
                  </div>
                </div>
                <div className="grid gap-2">
                  <div className="flex items-center justify-between gap-2">
                    <Label htmlFor={`${id}-prompt`}>Descrição da imagem</Label>
                    <CharCount id={countId} value={values.prompt.length} max={IMAGE_PROMPT_MAX} />
                  </div>
                  <Textarea
                    ref={promptField}
                    id={`${id}-prompt`}
                    name="prompt"
                    rows={5}
                    maxLength={IMAGE_PROMPT_MAX}
                    value={values.prompt}
                    aria-describedby={countId}
                    placeholder="Descreva a imagem que você quer criar, com detalhes de cena, cores e iluminação"
                    onChange={(e) => set("prompt", e.target.value)}
                  />
                </div>
                <ErrorAlert error={error} />
                <GenerateButton busy={busy} icon={ImageIcon}>
                  Gerar imagem
                </GenerateButton>
              </fieldset>
            </form>
          </CardContent>
        </Card>

        <PreviewCard region={region} announcer={announcer}>
          {busy ? (
            <div className="grid gap-4">
              <div className="flex flex-wrap items-center justify-between gap-3">
                <p className="text-sm text-muted-foreground">
                  {pending.n === 1 ? "Gerando sua imagem..." : `Gerando ${pending.n} imagens...`} Isso pode levar até um
                  minuto.
                </p>
                <Button type="button" variant="outline" size="sm" onClick={() => controller.current?.abort()}>
                  <X aria-hidden="true" /> Cancelar
                </Button>
              </div>
              <div className={pending.n === 1 ? "grid gap-4" : "grid grid-cols-2 gap-4"}>
                {Array.from({ length: pending.n }, (_, index) => (
                  <div
                    key={index}
                    data-testid="image-skeleton"
                    style={{ aspectRatio: aspectRatio(pending.size) }}
                    className="w-full rounded-md bg-muted motion-safe:animate-pulse"
                  />
                ))}
              </div>
            </div>
          ) : results.length ? (
            <div className="grid gap-6">
              <ul
                className={results.length === 1 ? "grid gap-6" : "grid gap-6 sm:grid-cols-2"}
                aria-label="Imagens geradas"
              >
                {results.map((result) => (
                  <li key={result.key} className="min-w-0">
                    <ImageResult result={result} />
                  </li>
                ))}
              </ul>
              <ContactAfterResult topic="ia" />
            </div>
          ) : (
            <EmptyPreview icon={ImageIcon}>
              {cancelled ? "Geração cancelada. Ajuste o pedido e gere de novo." : "Suas imagens aparecerão aqui"}
            </EmptyPreview>
          )}
        </PreviewCard>
      </div>
      {history ? (
        <ImageHistory
          entries={history}
          onReuse={reuse}
          onDeleted={(gone) => updateHistory((entries) => entries.filter((entry) => entry.id !== gone))}
        />
      ) : null}
    </div>
  );
}
