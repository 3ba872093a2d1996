"use client";

import { Download, Plus, Trash2, Upload } from "lucide-react";
import { useId, useState, type FormEvent, type ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";

export type TermPair = { from: string; to: string };

/**
 * A list of term pairs (a word and what replaces it) with a form to add one, a button to remove each, and CSV
 * in and out: the translator's glossary and the voice's pronunciation dictionary. The caller keeps the list
 * and decides what adding, removing, importing and saving do.
 */
export function TermPairEditor({
  pairs,
  labels,
  maxLength,
  empty,
  onAdd,
  onRemove,
  csv,
  disabled = false,
  save,
}: {
  pairs: TermPair[];
  labels: {
    from: string;
    to: string;
    fromPlaceholder?: string;
    toPlaceholder?: string;
    /** The list's accessible name. */
    list?: string;
    /** Read by screen readers between the two terms, in place of the arrow. */
    between?: string;
  };
  maxLength?: number;
  /** Shown instead of the list when it is empty. */
  empty?: ReactNode;
  onAdd: (pair: TermPair) => void | Promise<void>;
  onRemove: (index: number) => void;
  csv: { onImport: (file: File) => void; exportHref: string | null; exportName?: string; hint?: ReactNode };
  disabled?: boolean;
  /** The save button, first in the row of actions. */
  save?: ReactNode;
}) {
  const id = useId();
  const [from, setFrom] = useState("");
  const [to, setTo] = useState("");

  async function add(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!from.trim() || !to.trim()) return;
    await onAdd({ from: from.trim(), to: to.trim() });
    setFrom("");
    setTo("");
  }

  return (
    <>
      {pairs.length ? (
        <ul className="grid gap-2" aria-label={labels.list}>
          {pairs.map((pair, index) => (
            <li
              key={`${pair.from}-${index}`}
              className="flex min-w-0 items-center justify-between gap-2 rounded-md border p-2 text-sm"
            >
              <span className="min-w-0 break-words">
                <strong>{pair.from}</strong> <span aria-hidden="true">→</span>
                {labels.between ? <span className="sr-only">{labels.between}</span> : null} {pair.to}
              </span>
              <Button
                type="button"
                variant="ghost"
                size="icon"
                aria-label={`Remover ${pair.from}`}
                disabled={disabled}
                onClick={() => onRemove(index)}
              >
                <Trash2 aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ul>
      ) : empty ? (
        <p className="text-sm text-muted-foreground">{empty}</p>
      ) : null}
      <form className="grid items-end gap-2 sm:grid-cols-[1fr_1fr_auto]" onSubmit={add} noValidate>
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-from`}>{labels.from}</Label>
          <Input
            id={`${id}-from`}
            maxLength={maxLength}
            value={from}
            placeholder={labels.fromPlaceholder}
            onChange={(event) => setFrom(event.target.value)}
          />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-to`}>{labels.to}</Label>
          <Input
            id={`${id}-to`}
            maxLength={maxLength}
            value={to}
            placeholder={labels.toPlaceholder}
            onChange={(event) => setTo(event.target.value)}
          />
        </div>
        <Button type="submit" variant="outline" size="field" disabled={disabled || !from.trim() || !to.trim()}>
          <Plus aria-hidden="true" />
          Adicionar
        </Button>
      </form>
      <div className="flex flex-wrap gap-2">
        {save}
        <Button asChild variant="outline" size="sm">
          <label aria-disabled={disabled || undefined}>
            <Upload aria-hidden="true" /> Importar CSV
            <input
              type="file"
              accept=".csv,text/csv"
              className="sr-only"
              disabled={disabled}
              onChange={(event) => {
                const file = event.target.files?.[0];
                event.target.value = "";
                if (file) csv.onImport(file);
              }}
            />
          </label>
        </Button>
        {csv.exportHref ? (
          <Button asChild variant="outline" size="sm">
            <a href={csv.exportHref} download={csv.exportName ?? true}>
              <Download aria-hidden="true" /> Exportar CSV
            </a>
          </Button>
        ) : null}
      </div>
      {csv.hint ? <p className="text-xs text-muted-foreground">{csv.hint}</p> : null}
    </>
  );
}
