"use client";

// Loaded when "Catálogo (CSV)" is pressed, with papaparse: none of it is in the page's first load.
import { Download, FileDown, Play, RotateCcw, Square } from "lucide-react";
import { useId, useRef, useState, type ChangeEvent } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Label } from "@/components/ui/label";
import { postJson } from "@/lib/http/client";
import {
  CATALOGUE_MAX_BYTES,
  CATALOGUE_MAX_PRODUCTS,
  catalogueTemplate,
  parseCatalogue,
  type CatalogueProduct,
} from "@/lib/description/catalogue-csv";
import { shopifyCsv, wooCommerceCsv, type CatalogueRow } from "@/lib/description/catalogue-export";
import type { DescriptionResult, DescriptionVersion } from "@/lib/validation/description-options";
import { ErrorAlert, toolError, type ToolError } from "../ai/error-alert";

type Row = { product: CatalogueProduct } & (
  | { status: "pending" | "running" }
  | { status: "ok"; version: DescriptionVersion }
  | { status: "error"; reason: string }
);

type Pause = { done: number; total: number; until: Date };

function download(name: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: "text/csv;charset=utf-8" }));
  const link = Object.assign(document.createElement("a"), { href: url, download: name });
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}

const clock = (date: Date) => date.toLocaleTimeString("pt-BR", { hour: "2-digit", minute: "2-digit" });

export function CataloguePanel() {
  const id = useId();
  const [rows, setRows] = useState<Row[]>([]);
  const [fileError, setFileError] = useState<ToolError | null>(null);
  const [running, setRunning] = useState(false);
  const [pause, setPause] = useState<Pause | null>(null);
  const [cancelled, setCancelled] = useState(false);
  const controller = useRef<AbortController | null>(null);

  const finished = rows.filter((row) => row.status === "ok" || row.status === "error").length;
  const succeeded = rows.flatMap((row): CatalogueRow[] =>
    row.status === "ok" ? [{ product: row.product, version: row.version }] : [],
  );
  const pending = rows.some((row) => row.status === "pending");

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    setFileError(null);
    setPause(null);
    setCancelled(false);
    setRows([]);
    if (!file) return;
    if (file.size > CATALOGUE_MAX_BYTES) {
      return setFileError(toolError("O arquivo tem mais de 1 MB. Envie no máximo 50 produtos por arquivo."));
    }
    const parsed = parseCatalogue(new Uint8Array(await file.arrayBuffer()));
    if (!parsed.ok) return setFileError(toolError(parsed.message));
    setRows(parsed.products.map((product) => ({ product, status: "pending" })));
  }

  const update = (index: number, row: Row) =>
    setRows((current) => current.map((existing, i) => (i === index ? row : existing)));

  /** One product at a time: the site's limits count products, and the provider never sees a burst. */
  async function run(indices: number[]) {
    const abort = new AbortController();
    controller.current = abort;
    setRunning(true);
    setPause(null);
    setCancelled(false);
    let done = rows.filter((row, i) => !indices.includes(i) && row.status === "ok").length;
    try {
      for (const index of indices) {
        const { product } = rows[index];
        update(index, { product, status: "running" });
        let answer;
        try {
          const { productName, mainFeatures, targetAudience, priceRange, tone } = product;
          const input = { productName, mainFeatures, targetAudience, priceRange, tone };
          answer = await postJson("/api/description", input, { signal: abort.signal });
        } catch {
          update(index, { product, status: "pending" });
          return setCancelled(true);
        }
        if (!answer.ok) {
          if (answer.error.code === "rate_limited") {
            update(index, { product, status: "pending" });
            const wait = (answer.error.retryAfterSeconds ?? 60) * 1000;
            return setPause({ done, total: rows.length, until: new Date(Date.now() + wait) });
          }
          update(index, { product, status: "error", reason: answer.error.message });
          continue;
        }
        const body = (await answer.response.json().catch(() => null)) as DescriptionResult | null;
        const version = body?.versions?.[0];
        if (!version) {
          update(index, { product, status: "error", reason: "A resposta do servidor veio incompleta. Tente de novo." });
          continue;
        }
        done++;
        update(index, { product, status: "ok", version });
      }
    } finally {
      controller.current = null;
      setRunning(false);
    }
  }

  const runPending = () => run(rows.flatMap((row, i) => (row.status === "pending" ? [i] : [])));

  return (
    <Card>
      <CardHeader>
        <CardTitle>Catálogo (CSV)</CardTitle>
        <CardDescription>
          Envie um arquivo CSV com as colunas nome, caracteristicas, publico, preco e tom, com até{" "}
          {CATALOGUE_MAX_PRODUCTS} produtos. Cada produto é gerado por vez; os arquivos para a loja usam a Versão 1.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-5">
        <fieldset className="grid min-w-0 gap-5">
          <div className="flex flex-wrap items-end gap-3">
            <div className="grid min-w-0 gap-2">
              <Label htmlFor={`${id}-file`}>Arquivo CSV</Label>
              <input
                id={`${id}-file`}
                type="file"
                accept=".csv,text/csv"
                disabled={running}
                onChange={choose}
                className="max-w-full text-sm file:mr-3 file:rounded-md file:border file:bg-secondary file:px-3 file:py-2 file:text-sm file:font-semibold"
              />
            </div>
            <Button type="button" variant="outline" onClick={() => download("modelo-catalogo.csv", catalogueTemplate)}>
              <FileDown aria-hidden="true" /> Baixar modelo
            </Button>
          </div>

          <ErrorAlert error={fileError} />

          {rows.length > 0 ? (
            <div className="grid gap-4">
              <div className="flex flex-wrap items-center gap-3">
                {running ? (
                  <Button type="button" variant="outline" onClick={() => controller.current?.abort()}>
                    <Square aria-hidden="true" /> Cancelar
                  </Button>
                ) : pending ? (
                  <Button type="button" variant="gradient" onClick={runPending}>
                    <Play aria-hidden="true" /> {finished > 0 ? "Continuar" : `Gerar ${rows.length} descrições`}
                  </Button>
                ) : null}
                <p role="status" className="text-sm font-medium">
                  <span>
                    {finished} de {rows.length}
                  </span>
                  <span className="sr-only"> produtos processados</span>
                </p>
              </div>
              <progress
                max={rows.length}
                value={finished}
                aria-label="Progresso do catálogo"
                className="h-2 w-full overflow-hidden rounded-full accent-primary"
              />

              {pause ? (
                <p role="alert" className="rounded-md border border-destructive/40 p-3 text-sm">
                  Limite de pedidos atingido: {pause.done} de {pause.total} produtos prontos. Você pode continuar às{" "}
                  {clock(pause.until)} com o botão Continuar; nada do que já foi gerado se perde.
                </p>
              ) : null}
              {cancelled ? (
                <p role="status" className="text-sm">
                  Geração cancelada. Os produtos prontos continuam disponíveis para baixar.
                </p>
              ) : null}

              <ol aria-label="Produtos do catálogo" className="grid gap-2">
                {rows.map((row, index) => (
                  <li
                    key={index}
                    className="flex flex-wrap items-center justify-between gap-2 rounded-md border p-3 text-sm"
                  >
                    <span className="min-w-0 font-medium break-words">
                      {row.product.productName}{" "}
                      <span className="text-xs text-muted-foreground">(linha {row.product.line})</span>
                    </span>
                    <RowStatus row={row} />
                    {row.status === "error" ? (
                      <div className="flex w-full flex-wrap items-center justify-between gap-2">
                        <span className="min-w-0 text-destructive">{row.reason}</span>
                        <Button
                          type="button"
                          size="sm"
                          variant="outline"
                          disabled={running}
                          onClick={() => run([index])}
                        >
                          <RotateCcw aria-hidden="true" /> Tentar de novo
                          <span className="sr-only">: {row.product.productName}</span>
                        </Button>
                      </div>
                    ) : null}
                  </li>
                ))}
              </ol>

              {succeeded.length > 0 && !running ? (
                <div className="flex flex-wrap gap-2">
                  <Button type="button" onClick={() => download("catalogo-shopify.csv", shopifyCsv(succeeded))}>
                    <Download aria-hidden="true" /> Baixar CSV para Shopify
                  </Button>
                  <Button type="button" onClick={() => download("catalogo-woocommerce.csv", wooCommerceCsv(succeeded))}>
                    <Download aria-hidden="true" /> Baixar CSV para WooCommerce
                  </Button>
                </div>
              ) : null}
            </div>
          ) : null}
        </fieldset>
      </CardContent>
    </Card>
  );
}

function RowStatus({ row }: { row: Row }) {
  if (row.status === "ok") return <Badge variant="success">ok</Badge>;
  if (row.status === "error") return <Badge variant="destructive">erro</Badge>;
  if (row.status === "running") return <Badge variant="secondary">gerando...</Badge>;
  return <Badge variant="outline">aguardando</Badge>;
}
