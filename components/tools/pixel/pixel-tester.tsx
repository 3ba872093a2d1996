"use client";

import { Zap } from "lucide-react";
import { useRef, useState, type FormEvent } from "react";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { CopyButton } from "@/components/ui/copy-button";
import { pixelBaseCode } from "@/lib/pixel/base-code";
import {
  emptyPixelForm,
  pixelMessages,
  validatePixelForm,
  type PixelForm,
  type PixelFormError,
} from "@/lib/pixel/form";
import { installPixel, removePixel } from "@/lib/pixel/loader";
import type { PhoneNormalizer } from "@/lib/pixel/normalize";
import { networkFailure } from "@/lib/http/client";
import { buildPixelPayloads } from "@/lib/pixel/payload";
import type { FireAttempt, PixelOutcome, ServerOutcome } from "@/lib/pixel/report";
import { sendServerEvent } from "@/lib/pixel/server-event";
import { PixelFields } from "./pixel-fields";
import { PixelLog, type PixelLogEntry } from "./pixel-log";
import { ContactAfterResult } from "../contact-after-result";
import { PixelReportView } from "./pixel-report";
import { toolError } from "../ai/error-alert";

/** SPEC: the event fires one second after the script is injected. */
const FIRE_DELAY_MS = 1000;
/** A script still on its way after that second gets this much longer before the attempt is given up. */
const LOAD_GRACE_MS = 9000;

/** server: absent without a token, "pending" while our server waits for TikTok. */
type Status = { n: number; type: "success" | "error"; message: string; server?: ServerOutcome | "pending" };

const pixelErrors: Record<Exclude<PixelOutcome, "sent">, string> = {
  blocked: pixelMessages.blocked,
  unknownId: pixelMessages.invalidId,
  noAnswer: pixelMessages.noAnswer,
};

export function PixelTester({ host }: { host: string }) {
  const [form, setForm] = useState<PixelForm>(emptyPixelForm);
  const [problems, setProblems] = useState<PixelFormError[]>([]);
  const [status, setStatus] = useState<Status | null>(null);
  const [busy, setBusy] = useState(false);
  const [log, setLog] = useState<PixelLogEntry[]>([]);
  const [report, setReport] = useState<FireAttempt | null>(null);
  const attempts = useRef(0);
  const formRef = useRef<HTMLFormElement>(null);

  function show(type: Status["type"], message: string, server?: Status["server"]) {
    attempts.current += 1;
    setStatus({ n: attempts.current, type, message, server });
  }

  async function fire(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    let normalizePhone: PhoneNormalizer;
    try {
      ({ normalizePhone } = await import("@/lib/pixel/phone"));
    } catch {
      return show("error", networkFailure().message);
    }
    const found = validatePixelForm(form, normalizePhone);
    setProblems(found);
    setStatus(null);
    if (found.length) {
      // Every problem shows at its field; the first one gets the focus.
      const field = formRef.current?.querySelector<HTMLElement>(`#${found[0].field}`);
      field?.closest("details")?.setAttribute("open", ""); // the token field may sit in the folded section
      field?.focus();
      return;
    }

    setBusy(true);
    setStatus(null);
    setReport(null);
    const pixelId = form.pixelId.trim();
    try {
      const payloads = await buildPixelPayloads(form, normalizePhone);
      const token = form.accessToken.trim();
      // The server half runs while the script loads; both carry the same event_id.
      const serverHalf = token ? sendServerEvent(payloads.server, token) : undefined;
      removePixel(window, document);
      const pixel = installPixel(window, document, host, pixelId);
      await new Promise((resolve) => setTimeout(resolve, FIRE_DELAY_MS));
      const loaded = pixel.loaded() ?? (await pixel.settled(LOAD_GRACE_MS));
      const ttq = pixel.ready();
      if (ttq) {
        ttq.identify(payloads.identify);
        ttq.track(payloads.event, payloads.track, payloads.options);
      }
      const outcome: PixelOutcome = ttq ? "sent" : loaded === false ? "blocked" : loaded ? "unknownId" : "noAnswer";
      const time = new Date().toLocaleTimeString("pt-BR");
      const n = attempts.current + 1;
      // The pixel's result shows at once; the Events API's joins it when TikTok answers (or times out).
      const pending = serverHalf ? "pending" : undefined;
      if (outcome === "sent") show("success", pixelMessages.success(form.event), pending);
      else show("error", pixelErrors[outcome], pending);
      const server = await serverHalf;
      if (server) setStatus((current) => (current?.n === n ? { ...current, server } : current));
      setLog((entries) => [{ ...payloads, n, time, pixelId, sent: Boolean(ttq), eventsApi: server }, ...entries]);
      setReport({ pixelId, payloads, pixel: outcome, server });
    } catch (error) {
      console.error("Falha ao disparar o pixel", error);
      show("error", pixelMessages.invalidId);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="grid gap-10">
      <form
        ref={formRef}
        onSubmit={fire}
        noValidate
        aria-labelledby="pixel-form-title"
        className="grid gap-6 rounded-lg border bg-card p-6 shadow-sm"
      >
        <h2 id="pixel-form-title" className="text-lg font-semibold">
          Dados do evento de teste
        </h2>
        <PixelFields
          form={form}
          problems={problems}
          onChange={(name, value) => {
            setForm((current) => ({ ...current, [name]: value }));
            // "Sem valor" answers the value's problem too.
            const settled = name === "noValue" ? "value" : name;
            setProblems((current) => current.filter((problem) => problem.field !== settled));
          }}
        />
        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit" variant="gradient" size="lg" loading={busy}>
            {busy ? null : <Zap aria-hidden="true" />}
            Disparar pixel
          </Button>
          <CopyButton
            text={pixelBaseCode(form.pixelId)}
            label="Copiar código de instalação"
            copiedLabel="Código copiado!"
            size="default"
          />
        </div>
        <div className="grid min-h-0 gap-3">
          {status ? <StatusAlert key={status.n} status={status} /> : null}
          {status?.server ? (
            <ServerAlert key={`server-${status.n}-${status.server === "pending"}`} outcome={status.server} />
          ) : null}
        </div>
        {status?.type === "success" ? <ContactAfterResult topic="rastreamento" /> : null}
      </form>
      {report ? <PixelReportView attempt={report} /> : null}
      <PixelLog entries={log} />
    </div>
  );
}

function StatusAlert({ status }: { status: Status }) {
  if (status.type === "success") {
    return (
      <Alert variant="success">
        <AlertDescription>{status.message}</AlertDescription>
      </Alert>
    );
  }
  const { title, detail } = toolError(status.message);
  return (
    <Alert variant="destructive">
      <AlertTitle>{title}</AlertTitle>
      {detail ? <AlertDescription>{detail}</AlertDescription> : null}
    </Alert>
  );
}

/** The Events API's answer, beside the pixel's; its text always starts with "Events API:". */
function ServerAlert({ outcome }: { outcome: ServerOutcome | "pending" }) {
  if (outcome === "pending") {
    return (
      <Alert>
        <AlertDescription>Events API: enviando o evento pelo nosso servidor…</AlertDescription>
      </Alert>
    );
  }
  return (
    <Alert variant={outcome.accepted ? "success" : "destructive"}>
      <AlertDescription>{outcome.summary}</AlertDescription>
    </Alert>
  );
}
