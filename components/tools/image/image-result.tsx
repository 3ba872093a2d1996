"use client";

import { Download, Pencil, X } from "lucide-react";
import { useId, useRef, useState, type FormEvent, type ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { networkFailure } from "@/lib/http/client";
import { readApiError } from "@/lib/http/read-error";
import { IMAGE_PROMPT_MAX, imageMessages, type ImageAspect } from "@/lib/validation/image";
import { ErrorAlert, toolError, type ToolError } from "../ai/error-alert";
import { dataUrlBlob, downloadName, extensionOf } from "./download-name";

export type ResultImage = {
  key: string;
  image: string;
  revisedPrompt?: string;
  prompt: string;
  number: number;
  aspect: ImageAspect;
  transparent: boolean;
  size: string;
};

/** One result: the image, its "Baixar" link and "Editar esta imagem", with the edit shown beside it. */
export function ImageResult({ result }: { result: ResultImage }) {
  const id = useId();
  const [editing, setEditing] = useState(false);
  const [change, setChange] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<ToolError | null>(null);
  const [edited, setEdited] = useState<{ image: string; change: string } | null>(null);
  const controller = useRef<AbortController | null>(null);

  async function edit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const prompt = change.trim();
    if (!prompt) return setError(toolError(imageMessages.empty));
    setError(null);
    const form = new FormData();
    form.append("image", dataUrlBlob(result.image), `imagem.${extensionOf(result.image)}`);
    form.append("prompt", prompt);
    form.append("aspect", result.aspect);
    form.append("transparent", String(result.transparent));
    const abort = new AbortController();
    controller.current = abort;
    setBusy(true);
    try {
      const response = await fetch("/api/image/edit", { method: "POST", body: form, signal: abort.signal });
      if (!response.ok) {
        const failure = await readApiError(response);
        return setError(toolError(failure?.message ?? networkFailure().message));
      }
      const body = (await response.json()) as { images: { image: string }[] };
      setEdited({ image: body.images[0].image, change: prompt });
      setEditing(false);
    } catch {
      if (!abort.signal.aborted) setError(toolError(networkFailure().message));
    } finally {
      controller.current = null;
      setBusy(false);
    }
  }

  return (
    <div className={edited ? "grid gap-4 sm:grid-cols-2" : "grid gap-4"}>
      <Picture
        image={result.image}
        alt={result.prompt}
        caption={result.revisedPrompt}
        number={result.number}
        fileName={downloadName(result.prompt, result.number, extensionOf(result.image))}
        transparent={result.transparent}
      >
        <Button
          type="button"
          variant="outline"
          aria-expanded={editing}
          aria-controls={`${id}-edit`}
          onClick={() => setEditing((open) => !open)}
        >
          <Pencil aria-hidden="true" /> Editar esta imagem<span className="sr-only"> {result.number}</span>
        </Button>
      </Picture>
      {edited ? (
        <Picture
          image={edited.image}
          alt={`${result.prompt}, editada: ${edited.change}`}
          caption={`Editada: ${edited.change}`}
          number={result.number}
          fileName={downloadName(`${result.prompt} editada`, result.number, extensionOf(edited.image))}
          transparent={result.transparent}
        />
      ) : null}
      {editing ? (
        <form id={`${id}-edit`} onSubmit={edit} noValidate className="grid gap-3 sm:col-span-2">
          <Label htmlFor={`${id}-change`}>O que mudar na imagem {result.number}</Label>
          <Textarea
            id={`${id}-change`}
            rows={3}
            maxLength={IMAGE_PROMPT_MAX}
            value={change}
            placeholder="Ex.: troque o fundo por uma praia ao pôr do sol"
            onChange={(e) => setChange(e.target.value)}
          />
          <ErrorAlert error={error} />
          <div className="flex flex-wrap gap-2">
            <Button type="submit" loading={busy}>
              {busy ? "Editando..." : "Aplicar edição"}
            </Button>
            {busy ? (
              <Button type="button" variant="outline" onClick={() => controller.current?.abort()}>
                <X aria-hidden="true" /> Cancelar edição
              </Button>
            ) : null}
          </div>
        </form>
      ) : null}
    </div>
  );
}

function Picture({
  image,
  alt,
  caption,
  number,
  fileName,
  transparent,
  children,
}: {
  image: string;
  alt: string;
  caption?: string;
  number: number;
  fileName: string;
  transparent: boolean;
  children?: ReactNode;
}) {
  return (
    <figure className="grid min-w-0 content-start gap-3">
      {/* A data URL produced here: next/image cannot optimise it. A checkerboard shows what is transparent. */}
      {/* eslint-disable-next-line @next/next/no-img-element */}
      <img
        src={image}
        alt={alt}
        className={
          "w-full rounded-md border " +
          (transparent ? "bg-[repeating-conic-gradient(#e5e7eb_0_25%,#fff_0_50%)] bg-[length:16px_16px]" : "")
        }
      />
      {caption ? <figcaption className="text-sm break-words text-muted-foreground">{caption}</figcaption> : null}
      <div className="flex flex-wrap gap-2">
        <Button asChild variant="outline">
          <a href={image} download={fileName}>
            <Download aria-hidden="true" /> Baixar<span className="sr-only"> a imagem {number}</span>
          </a>
        </Button>
        {children}
      </div>
    </figure>
  );
}
