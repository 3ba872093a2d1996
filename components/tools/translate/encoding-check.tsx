"use client";

import { ChevronDown } from "lucide-react";
import { useId, useRef, useState } from "react";
import { fieldClasses } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { networkFailure } from "@/lib/http/client";
import { readApiError } from "@/lib/http/read-error";
import { AUTO_ENCODING, encodingGroups, textFormat } from "@/lib/translate/documents/encodings";

/** What POST /api/translate/document/encoding answers, and whether the person picked the encoding. */
export type EncodingReading = { encoding: string; uncertain: boolean; preview: string[]; chosen: boolean };

/** UTF-8 (the site's own) and UTF-16 with its BOM need no confirming: only other encodings are checked. */
function readsAsUnicode(bytes: Uint8Array): boolean {
  if ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff)) return true;
  try {
    new TextDecoder("utf-8", { fatal: true }).decode(bytes);
    return true;
  } catch {
    return false;
  }
}

/**
 * For a text file in another encoding than UTF-8: how the server reads it (detected, or as the person chooses),
 * asked when the file is chosen, before "Traduzir arquivo", so nothing is spent on a file read with the wrong
 * letters. `onError` gets a refusal of the file itself (the one the upload would get).
 */
export function useEncodingCheck(onError: (message: string) => void) {
  const [reading, setReading] = useState<EncodingReading | null>(null);
  const [busy, setBusy] = useState(false);
  const asked = useRef(0);
  const file = useRef<File | null>(null);

  async function read(target: File, encoding: string) {
    const ask = ++asked.current;
    setBusy(true);
    const form = new FormData();
    form.set("file", target);
    form.set("encoding", encoding);
    try {
      const response = await fetch("/api/translate/document/encoding", { method: "POST", body: form });
      if (ask !== asked.current) return;
      if (!response.ok) {
        setReading(null);
        return onError((await readApiError(response))?.message ?? "Não foi possível ler o arquivo. Tente de novo.");
      }
      const answer = (await response.json()) as Omit<EncodingReading, "chosen">;
      if (ask === asked.current) setReading({ ...answer, chosen: encoding !== AUTO_ENCODING });
    } catch {
      if (ask === asked.current) onError(networkFailure().message);
    } finally {
      if (ask === asked.current) setBusy(false);
    }
  }

  /** A new file was chosen (or none): checked if it is a text file in another encoding. */
  async function start(chosen: File | null) {
    const ask = ++asked.current;
    file.current = chosen;
    setReading(null);
    setBusy(false);
    if (!chosen || !textFormat(chosen.name)) return;
    const bytes = new Uint8Array(await chosen.arrayBuffer());
    if (ask === asked.current && !readsAsUnicode(bytes)) await read(chosen, AUTO_ENCODING);
  }

  return {
    reading,
    busy,
    start: (chosen: File | null) => void start(chosen),
    choose: (encoding: string) => {
      if (file.current) void read(file.current, encoding);
    },
  };
}

/** "Codificação do arquivo": the encoding the file was read in, a way to choose another, and its first lines. */
export function EncodingCheck({
  reading,
  busy,
  onChoose,
}: {
  reading: EncodingReading;
  busy: boolean;
  onChoose(encoding: string): void;
}) {
  const id = useId();
  const { encoding, uncertain, chosen, preview } = reading;
  const said = chosen
    ? `Lido como ${encoding}, a codificação que você escolheu. Confira o início do arquivo abaixo.`
    : uncertain
      ? `Não temos certeza da codificação deste arquivo: lido como ${encoding}. Confira o início abaixo e, se as letras estiverem trocadas, escolha outra codificação antes de traduzir.`
      : `Lido como ${encoding}. Se as letras do início abaixo estiverem trocadas, escolha outra codificação.`;
  return (
    <div className="grid min-w-0 gap-2 rounded-md border p-3">
      <Label htmlFor={`${id}-encoding`}>Codificação do arquivo</Label>
      <div className="relative">
        <select
          id={`${id}-encoding`}
          value={encoding}
          disabled={busy}
          aria-describedby={`${id}-said`}
          onChange={(event) => onChoose(event.target.value)}
          className={`${fieldClasses} h-10 appearance-none py-2 pr-9`}
        >
          {encodingGroups.map((group) => (
            <optgroup key={group.region} label={group.region}>
              {group.encodings.map(([name, label]) => (
                <option key={name} value={name}>
                  {label}
                </option>
              ))}
            </optgroup>
          ))}
        </select>
        <ChevronDown
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-muted-foreground"
        />
      </div>
      <p
        id={`${id}-said`}
        role="status"
        className={uncertain && !chosen ? "text-sm font-medium text-destructive" : "text-sm"}
      >
        {said}
      </p>
      <figure className="grid min-w-0 gap-1">
        <figcaption className="text-xs text-muted-foreground">Início do arquivo</figcaption>
        <blockquote className="grid gap-1 rounded bg-muted/60 p-2 text-sm break-words whitespace-pre-line">
          {preview.map((line, index) => (
            <p key={index}>{line}</p>
          ))}
        </blockquote>
      </figure>
    </div>
  );
}
