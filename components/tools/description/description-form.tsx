"use client";

import { FileSpreadsheet, FileText, Package, RefreshCw, Sparkles } from "lucide-react";
import dynamic from "next/dynamic";
import { useId, useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Select } from "@/components/ui/select";
import { Spinner } from "@/components/ui/spinner";
import { CharCount, Textarea } from "@/components/ui/textarea";
import { DESCRIPTION_FIELD_MAX, tones, type DescriptionResult } from "@/lib/validation/description-options";
import type { DescriptionInput } from "@/lib/validation/description";
import { loadOnSend, postJson } from "@/lib/http/client";
import { ErrorAlert, toolError, type ToolError } from "../ai/error-alert";
import { useResultReveal } from "../ai/use-result-reveal";
import { DescriptionTips } from "./description-tips";
import { GenerateButton } from "../ai/generate-button";
import { ContactAfterResult } from "../contact-after-result";

type Fields = Omit<DescriptionInput, "tone"> & { tone: DescriptionInput["tone"] };
type TextField = Exclude<keyof Fields, "tone">;

const fields: { name: TextField; label: string; placeholder: string; multiline?: boolean }[] = [
  { name: "productName", label: "Nome do produto", placeholder: "Ex.: Tênis de corrida Runner X" },
  {
    name: "mainFeatures",
    label: "Características principais",
    placeholder: "Separe por vírgulas (3 a 5 recomendadas)",
    multiline: true,
  },
  { name: "targetAudience", label: "Público-alvo", placeholder: "Idade, interesses e necessidades", multiline: true },
  { name: "priceRange", label: "Faixa de preço", placeholder: "Ex.: R$ 399, em até 10x sem juros" },
];

const toneOptions = tones.map((tone) => ({ value: tone.value, label: `${tone.label} (${tone.hint.toLowerCase()})` }));
const unreadable: ToolError = { title: "A resposta do servidor veio incompleta.", detail: "Tente novamente." };

// The versions, tabs and catalogue (with its CSV library) load on first use: the page's first load stays small.
const loadVersions = () => import("./description-versions");
const DescriptionVersions = dynamic(() => loadVersions().then((module) => module.DescriptionVersions), {
  ssr: false,
  loading: () => <Spinner className="mx-auto size-6" />,
});
const CataloguePanel = dynamic(() => import("./catalogue-panel").then((module) => module.CataloguePanel), {
  ssr: false,
  loading: () => <Spinner className="mx-auto size-6" />,
});

type Mode = "single" | "catalogue";

/**
 * "Um produto" or "Catálogo (CSV)": the catalogue's code is fetched only when its button is first pressed;
 * after that both stay mounted (one hidden), so switching never loses a result or a catalogue in progress.
 */
export function DescriptionTool() {
  const [mode, setMode] = useState<Mode>("single");
  const [catalogueOpened, setCatalogueOpened] = useState(false);
  const choice = (value: Mode, label: string, Icon: typeof Package) => (
    <Button
      type="button"
      variant={mode === value ? "default" : "outline"}
      aria-pressed={mode === value}
      onClick={() => {
        setMode(value);
        if (value === "catalogue") setCatalogueOpened(true);
      }}
    >
      <Icon aria-hidden="true" /> {label}
    </Button>
  );
  return (
    <div className="grid gap-6">
      <div role="group" aria-label="Modo de geração" className="flex flex-wrap gap-2">
        {choice("single", "Um produto", Package)}
        {choice("catalogue", "Catálogo (CSV)", FileSpreadsheet)}
      </div>
      <div hidden={mode !== "single"}>
        <DescriptionForm />
      </div>
      {catalogueOpened ? (
        <div hidden={mode !== "catalogue"}>
          <CataloguePanel />
        </div>
      ) : null}
    </div>
  );
}

export function DescriptionForm() {
  const id = useId();
  const [values, setValues] = useState<Fields>({
    productName: "",
    mainFeatures: "",
    targetAudience: "",
    priceRange: "",
    tone: "professional",
  });
  const [result, setResult] = useState<DescriptionResult | null>(null);
  const [generation, setGeneration] = useState(0);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<ToolError | null>(null);
  const { region, start, done, announcer } = useResultReveal<HTMLElement>();

  async function generate(event?: FormEvent) {
    event?.preventDefault();
    if (busy) return;
    setError(null);
    const loaded = await loadOnSend(() => import("@/lib/validation/description"));
    if (!loaded.ok) return setError(toolError(loaded.error.message));
    const parsed = loaded.value.descriptionSchema.safeParse(values);
    if (!parsed.success) return setError(toolError(parsed.error.issues[0]?.message ?? ""));

    setBusy(true);
    start();
    void loadVersions();
    try {
      const answer = await postJson("/api/description", parsed.data);
      if (!answer.ok) return setError(toolError(answer.error.message));
      const body = (await answer.response.json().catch(() => null)) as DescriptionResult | null;
      if (!body?.versions?.length) return setError(unreadable);
      setResult(body);
      setGeneration((count) => count + 1);
      done("Três versões prontas");
    } finally {
      setBusy(false);
    }
  }

  const set = (name: keyof Fields) => (value: string) =>
    setValues((current) => ({ ...current, [name]: value.slice(0, DESCRIPTION_FIELD_MAX) }));

  return (
    <div className="grid gap-6 lg:grid-cols-2 lg:gap-8">
      <Card className="lg:col-start-1">
        <CardHeader>
          <CardTitle>Detalhes do produto</CardTitle>
          <CardDescription>Preencha os detalhes abaixo para gerar uma descrição otimizada e persuasiva</CardDescription>
        </CardHeader>
        <CardContent>
          <form onSubmit={generate} noValidate>
            <fieldset className="grid min-w-0 gap-5">
              {fields.map((field) => {
                const fieldId = `${id}-${field.name}`;
                const countId = `${fieldId}-count`;
                const common = {
                  id: fieldId,
                  name: field.name,
                  value: values[field.name],
                  maxLength: DESCRIPTION_FIELD_MAX,
                  placeholder: field.placeholder,
                  "aria-describedby": countId,
                  required: true,
                };
                return (
                  <div key={field.name} className="grid gap-2">
                    <div className="flex items-center justify-between gap-2">
                      <Label htmlFor={fieldId}>{field.label}</Label>
                      <CharCount id={countId} value={values[field.name].length} max={DESCRIPTION_FIELD_MAX} />
                    </div>
                    {field.multiline ? (
                      <Textarea {...common} rows={3} onChange={(e) => set(field.name)(e.target.value)} />
                    ) : (
                      <Input {...common} onChange={(e) => set(field.name)(e.target.value)} />
                    )}
                  </div>
                );
              })}
              <div className="grid gap-2">
                <Label htmlFor={`${id}-tone`}>Tom de Voz</Label>
                <Select
                  id={`${id}-tone`}
                  name="tone"
                  options={toneOptions}
                  value={values.tone}
                  onChange={(e) => set("tone")(e.target.value)}
                />
              </div>
              <GenerateButton busy={busy} icon={Sparkles}>
                Gerar descrição
              </GenerateButton>
            </fieldset>
          </form>
        </CardContent>
      </Card>

      <section
        ref={region}
        tabIndex={-1}
        aria-label="Resultado"
        className={
          "grid scroll-mt-20 content-start gap-4 outline-none " +
          "lg:sticky lg:top-20 lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:self-start " +
          // Three versions are taller than a laptop screen: the column scrolls on its own, so it stays sticky
          // and its top (the version tabs) is in view when the result arrives.
          "lg:max-h-[calc(100dvh-6rem)] lg:overflow-y-auto lg:overscroll-contain"
        }
      >
        {announcer}
        <ErrorAlert error={error} />
        {result ? (
          <Card aria-busy={busy || undefined}>
            {/* A header in one row: CardHeader's column would need tailwind-merge to override. */}
            <div className="flex flex-wrap items-center justify-between gap-2 p-6">
              <CardTitle>Descrições geradas</CardTitle>
              <div className="flex gap-2">
                <Button type="button" variant="outline" size="sm" onClick={() => generate()} disabled={busy}>
                  <RefreshCw aria-hidden="true" /> Gerar novamente
                </Button>
              </div>
            </div>
            <CardContent>
              <DescriptionVersions key={generation} result={result} />
            </CardContent>
          </Card>
        ) : (
          <div className="grid place-items-center gap-3 rounded-lg border-2 border-dashed p-10 text-center text-muted-foreground">
            <FileText aria-hidden="true" className="size-10" />
            <p className="font-medium lg:hidden">Preencha os campos acima e toque em &quot;Gerar descrição&quot;</p>
            <p className="hidden font-medium lg:block">
              Preencha os campos ao lado e clique em &quot;Gerar descrição&quot;
            </p>
            <p className="text-sm">A descrição gerada aparecerá aqui</p>
          </div>
        )}
        {result && !busy ? <ContactAfterResult topic="ia" /> : null}
      </section>
      <DescriptionTips className="lg:col-start-1" />
    </div>
  );
}
