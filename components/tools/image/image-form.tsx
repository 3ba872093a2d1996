"use client";

import { Download, ImageIcon } from "lucide-react";
import { useId, useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Label } from "@/components/ui/label";
import { Select } from "@/components/ui/select";
import { CharCount, Textarea } from "@/components/ui/textarea";
import { IMAGE_PROMPT_MAX, imageQualities, imageSizes, imageStyles } from "@/lib/validation/image-options";
import type { ImageInput } from "@/lib/validation/image";
import { ErrorAlert } from "../ai/error-alert";
import { EmptyPreview, PreviewCard } from "../ai/preview-card";
import { useToolRequest } from "../ai/use-tool-request";
import { GenerateButton } from "../ai/generate-button";
import { ContactAfterResult } from "../contact-after-result";

type Generated = { image: string; revisedPrompt?: string; prompt: string };
const extensions: Record<string, string> = { "image/png": "png", "image/jpeg": "jpg", "image/webp": "webp" };

/** "1024x1792" as a CSS aspect-ratio, so the placeholder has the shape of the image on its way. */
const aspect = (size: string) => size.replace("x", " / ");

export function ImageForm({ disabled = false }: { disabled?: boolean }) {
  const id = useId();
  const [values, setValues] = useState<ImageInput>({
    prompt: "",
    size: "1024x1024",
    quality: "standard",
    style: "vivid",
  });
  const { busy, error, submit, region, announcer } = useToolRequest<HTMLDivElement>();
  const [generated, setGenerated] = useState<Generated | null>(null);
  const [pending, setPending] = useState("1024x1024");

  function generate(event: FormEvent) {
    event.preventDefault();
    setPending(values.size);
    return submit(
      "/api/image",
      () => import("@/lib/validation/image").then((m) => m.imageSchema),
      values,
      async (response, input) => {
        const body = (await response.json()) as { image: string; revisedPrompt?: string };
        setGenerated({ image: body.image, revisedPrompt: body.revisedPrompt, prompt: input.prompt });
        return "Imagem pronta";
      },
    );
  }

  const set = (name: keyof ImageInput) => (value: string) => setValues((current) => ({ ...current, [name]: value }));
  const mime = generated?.image.slice(5, generated.image.indexOf(";")) ?? "image/png";
  const countId = `${id}-count`;

  return (
    <div className="grid gap-8 lg:grid-cols-2">
      <Card>
        <CardHeader>
          <CardTitle>Configurações</CardTitle>
        </CardHeader>
        <CardContent>
          <form onSubmit={generate} noValidate>
            <fieldset disabled={disabled} className="grid min-w-0 gap-5">
              <div className="grid grid-cols-2 gap-4">
                <div className="col-span-2 grid gap-2">
                  <Label htmlFor={`${id}-size`}>Tamanho</Label>
                  <Select
                    id={`${id}-size`}
                    name="size"
                    options={imageSizes}
                    value={values.size}
                    onChange={(e) => set("size")(e.target.value)}
                  />
                </div>
                <div className="grid gap-2">
                  <Label htmlFor={`${id}-quality`}>Qualidade</Label>
                  <Select
                    id={`${id}-quality`}
                    name="quality"
                    options={imageQualities}
                    value={values.quality}
                    onChange={(e) => set("quality")(e.target.value)}
                  />
                </div>
                <div className="grid gap-2">
                  <Label htmlFor={`${id}-style`}>Estilo</Label>
                  <Select
                    id={`${id}-style`}
                    name="style"
                    options={imageStyles}
                    value={values.style}
                    onChange={(e) => set("style")(e.target.value)}
                  />
                </div>
              </div>
              <div className="grid gap-2">
                <div className="flex items-center justify-between gap-2">
                  <Label htmlFor={`${id}-prompt`}>Descrição da imagem</Label>
                  <CharCount id={countId} value={values.prompt.length} max={IMAGE_PROMPT_MAX} />
                </div>
                <Textarea
                  id={`${id}-prompt`}
                  name="prompt"
                  rows={5}
                  maxLength={IMAGE_PROMPT_MAX}
                  value={values.prompt}
                  aria-describedby={countId}
                  placeholder="Descreva a imagem que você quer criar, com detalhes de cena, cores e iluminação"
                  onChange={(e) => set("prompt")(e.target.value)}
                />
              </div>
              <ErrorAlert error={error} />
              <GenerateButton busy={busy} icon={ImageIcon}>
                Gerar Imagem
              </GenerateButton>
            </fieldset>
          </form>
        </CardContent>
      </Card>

      <PreviewCard region={region} announcer={announcer}>
        {busy ? (
          <div
            data-testid="image-skeleton"
            style={{ aspectRatio: aspect(pending) }}
            className={
              "grid w-full place-items-center rounded-md bg-muted text-sm text-muted-foreground " +
              "motion-safe:animate-pulse"
            }
          >
            Gerando sua imagem...
          </div>
        ) : generated ? (
          <figure className="grid gap-4">
            {/* A data URL produced here: next/image cannot optimise it. */}
            {/* eslint-disable-next-line @next/next/no-img-element */}
            <img src={generated.image} alt={generated.prompt} className="w-full rounded-md border" />
            {generated.revisedPrompt ? (
              <figcaption className="text-sm text-muted-foreground">
                <span className="font-medium text-foreground">Prompt revisado pela IA:</span> {generated.revisedPrompt}
              </figcaption>
            ) : null}
            <Button asChild variant="outline">
              <a href={generated.image} download={`imagem-imgautox.${extensions[mime] ?? "png"}`}>
                <Download aria-hidden="true" /> Download
              </a>
            </Button>
            <ContactAfterResult topic="ia" />
          </figure>
        ) : (
          <EmptyPreview icon={ImageIcon}>Sua imagem aparecerá aqui</EmptyPreview>
        )}
      </PreviewCard>
    </div>
  );
}
