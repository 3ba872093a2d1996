"use client";

import { FileText, RefreshCw, Sparkles } from "lucide-react";
import { useId, useRef, useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { CopyButton } from "@/components/ui/copy-button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Select } from "@/components/ui/select";
import { CharCount, Textarea } from "@/components/ui/textarea";
import { splitStreamError } from "@/lib/http/stream-error";
import { DESCRIPTION_FIELD_MAX, descriptionSchema, tones, type DescriptionInput } from "@/lib/validation/description";
import { readApiError } from "@/lib/http/read-error";
import type { ToolError } from "../ai/error-alert";
import { ErrorAlert } from "../ai/error-alert";
import { DescriptionTips } from "./description-tips";
import { GenerateButton } from "../ai/generate-button";

type Fields = Omit<DescriptionInput, "tone"> & { tone: DescriptionInput["tone"] };
type TextField = Exclude<keyof Fields, "tone">;

const fields: { name: TextField; label: string; placeholder: string; multiline?: boolean }[] = [
  { name: "productName", label: "Nome do Produto", placeholder: "Ex.: Tênis de corrida Runner X" },
  { name: "mainFeatures", label: "Características Principais", placeholder: "Separe por vírgulas (3 a 5 recomendadas)", multiline: true },
  { name: "targetAudience", label: "Público-Alvo", placeholder: "Idade, interesses e necessidades", multiline: true },
  { name: "priceRange", label: "Faixa de Preço", placeholder: "Ex.: R$ 399, em até 10x sem juros" },
];

const failed = "Falha ao gerar descrição";
const toneOptions = tones.map((tone) => ({ value: tone.value, label: `${tone.label} (${tone.hint.toLowerCase()})` }));

export function DescriptionForm() {
  const id = useId();
  const [values, setValues] = useState<Fields>({ productName: "", mainFeatures: "", targetAudience: "", priceRange: "", tone: "professional" });
  const [result, setResult] = useState("");
  const [streaming, setStreaming] = useState(false);
  const [error, setError] = useState<ToolError | null>(null);
  const inFlight = useRef<AbortController | null>(null);

  async function generate(event?: FormEvent) {
    event?.preventDefault();
    if (inFlight.current) return;
    setError(null);
    const parsed = descriptionSchema.safeParse(values);
    if (!parsed.success) {
      setError({ title: parsed.error.issues[0]?.message ?? failed });
      return;
    }

    const controller = new AbortController();
    inFlight.current = controller;
    setStreaming(true);
    const previous = result;
    let received = "";
    try {
      const response = await fetch("/api/description", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(parsed.data),
        signal: controller.signal,
      });
      if (!response.ok || !response.body) {
        setError({ title: failed, detail: ((await readApiError(response))?.message) ?? "Erro ao gerar descrição" });
        return;
      }
      const reader = response.body.getReader();
      const decoder = new TextDecoder();
      let body = "";
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        body += decoder.decode(value, { stream: true });
        received = splitStreamError(body).text;
        setResult(received);
      }
      body += decoder.decode();
      const { text, error: cut } = splitStreamError(body);
      received = text;
      if (cut) {
        setResult(received || previous);
        setError({
          title: failed,
          detail: received
            ? `${cut.message || "A geração foi interrompida."} O texto abaixo está incompleto.`
            : cut.message || "Erro ao gerar descrição",
        });
      } else if (!received.trim()) {
        setResult(previous);
        setError({ title: failed, detail: "Erro ao gerar descrição" });
      } else setResult(received);
    } catch (failure) {
      console.error("Erro ao gerar descrição", failure);
      if (received) {
        setResult(received);
        setError({ title: failed, detail: "A conexão caiu antes de a descrição terminar. O texto abaixo está incompleto." });
      } else {
        setResult(previous);
        setError({ title: failed, detail: "Erro ao gerar descrição" });
      }
    } finally {
      inFlight.current = null;
      setStreaming(false);
    }
  }

  const set = (name: keyof Fields) => (value: string) => setValues((current) => ({ ...current, [name]: value.slice(0, DESCRIPTION_FIELD_MAX) }));

  return (
    <div className="grid gap-8 lg:grid-cols-2">
      <div className="grid content-start gap-6">
        <Card>
          <CardHeader>
            <CardTitle>Detalhes do Produto</CardTitle>
            <CardDescription>Preencha os detalhes abaixo para gerar uma descrição otimizada e persuasiva</CardDescription>
          </CardHeader>
          <CardContent>
            <form className="grid gap-5" onSubmit={generate} noValidate>
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
                <Select id={`${id}-tone`} name="tone" options={toneOptions} value={values.tone} onChange={(e) => set("tone")(e.target.value)} />
              </div>
              <GenerateButton busy={streaming} icon={Sparkles}>
                Gerar Descrição
              </GenerateButton>
            </form>
          </CardContent>
        </Card>
        <DescriptionTips />
      </div>

      <section aria-label="Resultado" className="grid content-start gap-4">
        <ErrorAlert error={error} />
        {result ? (
          <Card aria-busy={streaming || undefined}>
            <CardHeader className="flex-row flex-wrap items-center justify-between gap-2">
              <CardTitle>Descrição Gerada</CardTitle>
              <div className="flex gap-2">
                <Button type="button" variant="outline" size="sm" onClick={() => generate()} disabled={streaming}>
                  <RefreshCw aria-hidden="true" /> Gerar novamente
                </Button>
                <CopyButton text={result} />
              </div>
            </CardHeader>
            <CardContent>
              <div data-testid="description-result" className="leading-relaxed whitespace-pre-wrap">
                {result}
              </div>
            </CardContent>
          </Card>
        ) : (
          <div className="grid place-items-center gap-3 rounded-lg border-2 border-dashed p-10 text-center text-muted-foreground">
            <FileText aria-hidden="true" className="size-10" />
            <p className="font-medium">Preencha os campos ao lado e clique em &quot;Gerar Descrição&quot;</p>
            <p className="text-sm">A descrição gerada aparecerá aqui</p>
          </div>
        )}
      </section>
    </div>
  );
}
