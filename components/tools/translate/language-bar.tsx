"use client";

import { ArrowLeftRight } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { Select } from "@/components/ui/select";
import { formalityChoices, languages, type Formality } from "@/lib/translate/languages";

const targetOptions = languages.map((language) => ({ value: language.code, label: language.label }));
const sourceOptions = [{ value: "auto", label: "Detectar idioma" }, ...targetOptions];

export type LanguageChoice = { source: string; target: string; formality: Formality };

/** "Idioma de origem", the swap button, "Idioma de destino" and, where the target has it, "Tratamento". */
export function LanguageBar({
  id,
  value,
  onChange,
  onSwap,
  canSwap,
}: {
  id: string;
  value: LanguageChoice;
  onChange(value: LanguageChoice): void;
  onSwap(): void;
  canSwap: boolean;
}) {
  const address = formalityChoices(value.target);
  return (
    <div className="grid gap-3">
      <div className="grid items-end gap-2 sm:grid-cols-[1fr_auto_1fr]">
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-source`}>Idioma de origem</Label>
          <Select
            id={`${id}-source`}
            options={sourceOptions}
            value={value.source}
            onChange={(event) => onChange({ ...value, source: event.target.value })}
          />
        </div>
        <Button
          type="button"
          variant="outline"
          size="icon"
          className="justify-self-center"
          aria-label="Inverter idiomas"
          title="Inverter idiomas"
          disabled={!canSwap}
          onClick={onSwap}
        >
          <ArrowLeftRight aria-hidden="true" className="rotate-90 sm:rotate-0" />
        </Button>
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-target`}>Idioma de destino</Label>
          <Select
            id={`${id}-target`}
            options={targetOptions}
            value={value.target}
            onChange={(event) => onChange({ ...value, target: event.target.value })}
          />
        </div>
      </div>
      {address ? (
        <fieldset className="flex flex-wrap items-center gap-x-4 gap-y-2">
          <legend className="mb-1 text-sm font-medium">Tratamento</legend>
          {(
            [
              ["default", "Automático"],
              ["less", address.less],
              ["more", address.more],
            ] as const
          ).map(([formality, label]) => (
            <label key={formality} className="flex items-center gap-2 text-sm">
              <input
                type="radio"
                name={`${id}-formality`}
                value={formality}
                checked={value.formality === formality}
                onChange={() => onChange({ ...value, formality })}
                className="size-4 accent-primary"
              />
              {label}
            </label>
          ))}
        </fieldset>
      ) : null}
    </div>
  );
}
