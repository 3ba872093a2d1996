"use client";

import { Download } from "lucide-react";
import { useState } from "react";
import { ErrorAlert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { networkFailure } from "@/lib/http/client";
import { readApiError } from "@/lib/http/read-error";

/** Fetched rather than linked, so a refusal (429, a session that ended) shows as a message instead of a file. */
export function ExportDataButton() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState("");

  async function download() {
    setBusy(true);
    setError("");
    try {
      const response = await fetch("/api/account/export", { cache: "no-store" });
      if (!response.ok) {
        setError((await readApiError(response))?.message ?? "Não foi possível gerar o arquivo. Tente de novo.");
        return;
      }
      const name = /filename="([^"]+)"/.exec(response.headers.get("content-disposition") ?? "")?.[1];
      const url = URL.createObjectURL(await response.blob());
      const link = Object.assign(document.createElement("a"), { href: url, download: name ?? "meus-dados.json" });
      link.click();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    } catch {
      setError(networkFailure().message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="grid gap-3">
      <ErrorAlert message={error} />
      <Button type="button" variant="outline" loading={busy} onClick={download} className="justify-self-start">
        {busy ? null : <Download aria-hidden="true" />}
        {busy ? "Preparando o arquivo..." : "Baixar meus dados"}
      </Button>
    </div>
  );
}
