"use client";

import { FolderDown, X } from "lucide-react";
import { useCallback, useEffect, useId, useRef, useState, type FormEvent } from "react";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { buttonVariants } from "@/components/ui/button-variants";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import type { JobView } from "@/lib/converter/site/jobs";
import { formatBytes } from "@/lib/converter/site/report";
import { loadOnSend, networkFailure, postJson } from "@/lib/http/client";
import { ContactAfterResult } from "../contact-after-result";
import { UrlField } from "./converter-form";
import { SiteReportView } from "./site-report";

type Target = "none" | "whatsapp" | "email" | "endpoint";

const targets: { value: Target; label: string; field?: { label: string; placeholder: string; type: string } }[] = [
  { value: "none", label: "Manter como estão (não vão funcionar sem o WordPress)" },
  {
    value: "whatsapp",
    label: "Abrir o WhatsApp com a mensagem",
    field: { label: "Número do WhatsApp, com DDI e DDD", placeholder: "5511999999999", type: "tel" },
  },
  {
    value: "email",
    label: "Abrir o e-mail do visitante",
    field: { label: "E-mail que recebe as mensagens", placeholder: "contato@seusite.com.br", type: "email" },
  },
  {
    value: "endpoint",
    label: "Enviar para um serviço de formulários (Formspree, Netlify Forms...)",
    field: { label: "Endereço de envio", placeholder: "https://formspree.io/f/...", type: "url" },
  },
];

const POLL_MS = 1_000;
const active = (job: JobView | null) => job?.status === "queued" || job?.status === "running";

/** The whole site: a job on the server, followed until its ZIP is ready (or found again after the tab closed). */
export function SiteExport({ resumed }: { resumed: JobView | null }) {
  const id = useId();
  const [url, setUrl] = useState("");
  const [maxPages, setMaxPages] = useState("50");
  const [target, setTarget] = useState<Target>("none");
  const [contact, setContact] = useState("");
  const [base, setBase] = useState("");
  const [search, setSearch] = useState("");
  const [optimizeImages, setOptimizeImages] = useState(false);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState("");
  const [job, setJob] = useState<JobView | null>(resumed);
  /** Only a job that ends while the person watches downloads by itself. */
  const watched = useRef(false);

  const follow = useCallback(async (jobId: string) => {
    const response = await fetch(`/api/converter/site/${jobId}`, { cache: "no-store" }).catch(() => null);
    // A failed poll is tried again at the next tick.
    if (!response?.ok) return setJob((current) => current && { ...current });
    const next = (await response.json()) as JobView;
    setJob(next);
    if (next.status === "done" && watched.current) {
      watched.current = false;
      download(next.id);
    }
  }, []);

  useEffect(() => {
    if (!job || !active(job)) return;
    const timer = setTimeout(() => void follow(job.id), POLL_MS);
    return () => clearTimeout(timer);
  }, [job, follow]);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError("");
    // A new try replaces the result of the last one (a running job stays shown).
    if (!active(job)) setJob(null);
    const loaded = await loadOnSend(() => import("@/lib/validation/converter"));
    if (!loaded.ok) return setError(loaded.error.message);
    const body = {
      url,
      maxPages: Number(maxPages),
      forms: { ...(target === "none" ? {} : { [target]: contact }), ...(search.trim() ? { search } : {}) },
      ...(base.trim() ? { base } : {}),
      optimizeImages,
    };
    const parsed = loaded.value.siteSchema.safeParse(body);
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? networkFailure().message);
    setSending(true);
    try {
      const answer = await postJson("/api/converter/site", parsed.data);
      if (!answer.ok) return setError(answer.error.message);
      const { id: jobId } = (await answer.response.json()) as { id: string };
      watched.current = true;
      setJob({ id: jobId, url: parsed.data.url, status: "queued", pagesDone: 0, pagesTotal: 0 } as JobView);
    } catch {
      setError(networkFailure().message);
    } finally {
      setSending(false);
    }
  }

  async function cancel() {
    if (!job) return;
    const answer = await postJson(`/api/converter/site/${job.id}`, {}, { method: "DELETE" });
    if (!answer.ok) return setError(answer.error.message);
    setJob((await answer.response.json()) as JobView);
  }

  const chosen = targets.find((item) => item.value === target)!;
  const busy = sending || active(job);
  return (
    <>
      <form noValidate onSubmit={onSubmit} className="grid gap-4" aria-busy={busy || undefined}>
        <UrlField
          id={id}
          label="URL do site"
          placeholder="https://seusite.com.br"
          value={url}
          onChange={setUrl}
          invalid={!!error}
        />
        <div className="grid gap-2">
          <Label htmlFor={`${id}-pages`}>Máximo de páginas (até 50)</Label>
          <div className="w-28">
            <Input
              id={`${id}-pages`}
              name="maxPages"
              type="number"
              inputMode="numeric"
              min={1}
              max={50}
              value={maxPages}
              onChange={(event) => setMaxPages(event.target.value)}
            />
          </div>
        </div>
        <fieldset className="grid gap-2 text-sm">
          <legend className="mb-2 font-medium">Formulários do site</legend>
          {targets.map((item) => (
            <div key={item.value} className="flex items-start gap-2">
              <input
                id={`${id}-target-${item.value}`}
                type="radio"
                name={`${id}-target`}
                checked={target === item.value}
                onChange={() => setTarget(item.value)}
                className="mt-0.5 size-4 shrink-0 accent-primary"
              />
              <label htmlFor={`${id}-target-${item.value}`}>{item.label}</label>
            </div>
          ))}
          {chosen.field ? (
            <div className="mt-1 grid gap-2">
              <Label htmlFor={`${id}-contact`}>{chosen.field.label}</Label>
              <Input
                id={`${id}-contact`}
                type={chosen.field.type}
                placeholder={chosen.field.placeholder}
                value={contact}
                onChange={(event) => setContact(event.target.value)}
              />
            </div>
          ) : null}
        </fieldset>
        <div className="grid gap-2">
          <Label htmlFor={`${id}-base`}>Endereço do site publicado (opcional, para o sitemap)</Label>
          <Input
            id={`${id}-base`}
            type="url"
            inputMode="url"
            placeholder="https://seusite.netlify.app"
            value={base}
            onChange={(event) => setBase(event.target.value)}
          />
        </div>
        <div className="grid gap-2">
          <Label htmlFor={`${id}-search`}>
            Endereço de busca (opcional: as caixas de busca do site viram um link para ele)
          </Label>
          <Input
            id={`${id}-search`}
            type="url"
            inputMode="url"
            placeholder="https://www.google.com/search?q=site:seusite.com.br"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
        </div>
        <div className="flex items-center gap-2 text-sm">
          <input
            id={`${id}-images`}
            type="checkbox"
            checked={optimizeImages}
            onChange={(event) => setOptimizeImages(event.target.checked)}
            className="size-4 accent-primary"
          />
          <label htmlFor={`${id}-images`} className="inline-flex min-h-6 items-center">
            Otimizar imagens
          </label>
        </div>
        <Button type="submit" variant="gradient" size="lg" loading={sending} disabled={busy} className="w-full">
          {sending ? (
            "Enviando..."
          ) : (
            <>
              <FolderDown aria-hidden="true" />
              Converter site e baixar ZIP
            </>
          )}
        </Button>
      </form>
      <div className="grid gap-3">
        {error ? (
          <Alert variant="destructive" id={`${id}-error`}>
            <AlertDescription>{error}</AlertDescription>
          </Alert>
        ) : null}
        {job ? <JobState job={job} onCancel={cancel} /> : null}
      </div>
    </>
  );
}

function JobState({ job, onCancel }: { job: JobView; onCancel: () => void }) {
  if (active(job)) {
    const total = Math.max(job.pagesTotal, job.pagesDone, 1);
    return (
      <div role="status" className="grid gap-3 rounded-lg border bg-card p-4 text-sm">
        {job.status === "queued" ? (
          <p className="font-semibold">Na fila: a conversão começa assim que os sites anteriores terminarem.</p>
        ) : (
          <p className="font-semibold">
            {job.pagesDone} de {job.pagesTotal || "?"} páginas
          </p>
        )}
        <div
          role="progressbar"
          aria-label="Progresso da conversão"
          aria-valuemin={0}
          aria-valuemax={total}
          aria-valuenow={job.pagesDone}
          className="h-2 overflow-hidden rounded-full bg-muted"
        >
          <div
            className="h-full bg-brand-gradient transition-all"
            style={{ width: `${(job.pagesDone / total) * 100}%` }}
          />
        </div>
        {job.current ? <p className="break-all text-muted-foreground">Buscando: {job.current}</p> : null}
        <p className="text-muted-foreground">
          Pode fechar esta aba: ao voltar aqui, neste navegador, a conversão continua.
        </p>
        <Button type="button" variant="outline" onClick={onCancel} className="justify-self-start">
          <X aria-hidden="true" />
          Cancelar
        </Button>
      </div>
    );
  }
  if (job.status === "done" && job.report) {
    const pages = job.report.pages.length;
    return (
      <>
        <Alert variant="success">
          <AlertTitle>
            Pronto! O site foi convertido: {pages} {pages === 1 ? "página" : "páginas"}, ZIP de{" "}
            {formatBytes(job.report.zipBytes)}.
          </AlertTitle>
          <AlertDescription>
            <p>
              Descompacte o ZIP e publique a pasta no Netlify, Cloudflare Pages ou GitHub Pages. O arquivo fica
              disponível por 1 hora.
            </p>
            <a
              href={`/api/converter/site/${job.id}/download`}
              download={job.fileName ?? undefined}
              className={buttonVariants({ variant: "default", className: "mt-3" })}
            >
              <FolderDown aria-hidden="true" />
              Baixar ZIP
            </a>
          </AlertDescription>
        </Alert>
        <SiteReportView report={job.report} />
        <ContactAfterResult topic="site" />
      </>
    );
  }
  if (job.status === "failed" || job.status === "cancelled") {
    return job.status === "failed" ? (
      <Alert variant="destructive">
        <AlertDescription>{job.message}</AlertDescription>
      </Alert>
    ) : (
      <Alert>
        <AlertDescription>Conversão cancelada. Você pode começar outra quando quiser.</AlertDescription>
      </Alert>
    );
  }
  return null;
}

function download(id: string) {
  const link = document.createElement("a");
  link.href = `/api/converter/site/${id}/download`;
  link.download = "";
  document.body.append(link);
  link.click();
  link.remove();
}
