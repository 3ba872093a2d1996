"use client";

import { Download } from "lucide-react";
import { useId, useState, type FormEvent } from "react";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { parseReport, type ConversionReport } from "@/lib/converter/summary-header";
import { fileNameFromDisposition } from "@/lib/converter/file-name";
import { ConversionPreview } from "./conversion-preview";
import { ConversionReportView } from "./conversion-report";
import { ContactAfterResult } from "../contact-after-result";
import { loadOnSend, networkFailure, postJson } from "@/lib/http/client";

/** What the server names a page without a title; an older server sends no name of its own. */
const FALLBACK_NAME = "pagina.html";
const UNREACHABLE = "Não foi possível acessar a página";

type Done = { report: ConversionReport | null; embedded: boolean; html: string; fileName: string };

/** The single page: one self-contained HTML file, downloaded at once. */
export function ConverterForm() {
  const id = useId();
  const [url, setUrl] = useState("");
  const [embedAssets, setEmbedAssets] = useState(true);
  const [removeScripts, setRemoveScripts] = useState(true);
  const [optimizeImages, setOptimizeImages] = useState(false);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState("");
  const [done, setDone] = useState<Done | null>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError("");
    setDone(null);
    const loaded = await loadOnSend(() => import("@/lib/validation/converter"));
    if (!loaded.ok) return setError(loaded.error.message);
    const parsed = loaded.value.convertSchema.safeParse({ url, embedAssets, removeScripts, optimizeImages });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? UNREACHABLE);
      return;
    }
    setLoading(true);
    try {
      const answer = await postJson("/api/converter", parsed.data);
      if (!answer.ok) return setError(answer.error.message);
      const html = await answer.response.text();
      const fileName = fileNameFromDisposition(answer.response.headers.get("Content-Disposition")) ?? FALLBACK_NAME;
      save(html, fileName);
      const report = parseReport(answer.response.headers.get("X-Converter-Summary"));
      setDone({ report, embedded: embedAssets, html, fileName });
    } catch {
      setError(networkFailure().message);
    } finally {
      setLoading(false);
    }
  }

  return (
    <>
      <form noValidate onSubmit={onSubmit} className="grid gap-4" aria-busy={loading || undefined}>
        <UrlField
          id={id}
          label="URL da página"
          placeholder="https://seusite.com.br/pagina"
          value={url}
          onChange={setUrl}
          invalid={!!error}
        />
        <fieldset className="grid gap-2 text-sm">
          <legend className="sr-only">Opções</legend>
          <Option
            id={`${id}-embed`}
            checked={embedAssets}
            onChange={setEmbedAssets}
            label="Incorporar imagens e estilos (o arquivo abre sem internet)"
          />
          <Option id={`${id}-scripts`} checked={removeScripts} onChange={setRemoveScripts} label="Remover scripts" />
          <Option id={`${id}-images`} checked={optimizeImages} onChange={setOptimizeImages} label="Otimizar imagens" />
        </fieldset>
        <Button type="submit" variant="gradient" size="lg" loading={loading} className="w-full">
          {loading ? (
            "Transformando..."
          ) : (
            <>
              <Download aria-hidden="true" />
              Transformar e baixar HTML
            </>
          )}
        </Button>
      </form>
      <div className="mt-4 grid gap-3">
        {error ? (
          <Alert variant="destructive" id={`${id}-error`}>
            <AlertDescription>{error}</AlertDescription>
          </Alert>
        ) : null}
        {done ? (
          <>
            <ConversionReportView report={done.report} embedded={done.embedded} fileName={done.fileName} />
            <ConversionPreview
              html={done.html}
              fileName={done.fileName}
              onDownload={() => save(done.html, done.fileName)}
            />
            <ContactAfterResult topic="site" />
          </>
        ) : null}
      </div>
    </>
  );
}

/** The address field both modes start with; `${id}-error` is the form's error message. */
export function UrlField({
  id,
  label,
  placeholder,
  value,
  onChange,
  invalid,
}: {
  id: string;
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  invalid: boolean;
}) {
  return (
    <div className="grid gap-2">
      <Label htmlFor={`${id}-url`}>{label}</Label>
      <Input
        id={`${id}-url`}
        name="url"
        type="url"
        inputMode="url"
        autoComplete="url"
        placeholder={placeholder}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? `${id}-error` : undefined}
      />
    </div>
  );
}

function Option({
  id,
  checked,
  onChange,
  label,
}: {
  id: string;
  checked: boolean;
  onChange: (value: boolean) => void;
  label: string;
}) {
  return (
    <div className="flex items-center gap-2">
      <input
        id={id}
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        className="size-4 accent-primary"
      />
      <label htmlFor={id} className="inline-flex min-h-6 items-center">
        {label}
      </label>
    </div>
  );
}

function save(html: string, fileName: string) {
  const href = URL.createObjectURL(new Blob([html], { type: "text/html" }));
  const link = document.createElement("a");
  link.href = href;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}
