"use client";

import { useId, useState } from "react";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Label } from "@/components/ui/label";
import { Select } from "@/components/ui/select";
import { Textarea } from "@/components/ui/textarea";
import { postJson } from "@/lib/http/client";
import type { InboxLead } from "@/lib/leads/inbox";
import { originLabel } from "@/lib/leads/origins";
import { planLabel, replyLinks } from "@/lib/leads/reply";
import { leadStatuses, type LeadStatus } from "@/lib/leads/status";
import { NOTE_MAX } from "@/lib/validation/admin";

const statusOptions = Object.entries(leadStatuses).map(([value, label]) => ({ value, label }));

const when = (iso: string) =>
  new Date(iso).toLocaleString("pt-BR", { timeZone: "America/Sao_Paulo", dateStyle: "short", timeStyle: "short" });

export function LeadCard({
  lead,
  companyName,
  onChange,
}: {
  lead: InboxLead;
  companyName: string;
  onChange: (lead: InboxLead) => void;
}) {
  const id = useId();
  const [note, setNote] = useState(lead.note);
  const [busy, setBusy] = useState(false);
  const [feedback, setFeedback] = useState<{ ok: boolean; message: string } | null>(null);

  async function save(change: { status?: LeadStatus; note?: string }, done: string) {
    setBusy(true);
    setFeedback(null);
    const answer = await postJson(`/api/admin/leads/${lead.id}`, change, { method: "PATCH" });
    setBusy(false);
    if (!answer.ok) return setFeedback({ ok: false, message: answer.error.message });
    onChange(((await answer.response.json()) as { lead: InboxLead }).lead);
    setFeedback({ ok: true, message: done });
  }

  const plan = planLabel(lead.plan);
  return (
    <Card className="grid min-w-0 gap-3 p-4 sm:p-5">
      <article aria-labelledby={`${id}-name`} className="grid min-w-0 gap-3">
        <header className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
          <h3 id={`${id}-name`} className="text-base font-semibold break-words">
            {lead.name}
          </h3>
          <p className="text-xs text-muted-foreground">
            <time dateTime={lead.createdAt}>{when(lead.createdAt)}</time>
          </p>
        </header>
        <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
          <dt className="text-muted-foreground">Contato</dt>
          <dd className="min-w-0 break-words">
            <ContactLinks contact={lead.contact} name={lead.name} companyName={companyName} />
          </dd>
          <dt className="text-muted-foreground">Assunto</dt>
          <dd>{lead.topic}</dd>
          {plan ? (
            <>
              <dt className="text-muted-foreground">Plano</dt>
              <dd>{plan}</dd>
            </>
          ) : null}
          <dt className="text-muted-foreground">Origem</dt>
          <dd>{originLabel(lead.origin)}</dd>
        </dl>
        <p className="text-sm break-words whitespace-pre-wrap">{lead.message}</p>
        <div className="grid gap-3 sm:grid-cols-[12rem_1fr] sm:items-start">
          <div className="grid gap-2">
            <Label htmlFor={`${id}-status`}>Status</Label>
            <Select
              id={`${id}-status`}
              options={statusOptions}
              value={lead.status}
              disabled={busy}
              onChange={(event) => save({ status: event.target.value as LeadStatus }, "Status salvo.")}
            />
          </div>
          <form
            className="grid gap-2"
            onSubmit={(event) => {
              event.preventDefault();
              void save({ note }, "Nota salva.");
            }}
          >
            <Label htmlFor={`${id}-note`}>Nota</Label>
            <Textarea
              id={`${id}-note`}
              className="min-h-16 resize-y"
              maxLength={NOTE_MAX}
              value={note}
              onChange={(event) => setNote(event.target.value)}
            />
            <Button type="submit" variant="outline" size="sm" loading={busy} className="justify-self-start">
              Salvar nota
            </Button>
          </form>
        </div>
        {feedback ? (
          <Alert variant={feedback.ok ? "success" : "destructive"}>
            <AlertDescription>{feedback.message}</AlertDescription>
          </Alert>
        ) : null}
      </article>
    </Card>
  );
}

const replyLink = "inline-flex min-h-6 items-center text-primary underline underline-offset-4";

/** An e-mail opens the mail app; a number opens WhatsApp (the form asks for one) or calls it. */
function ContactLinks({ contact, name, companyName }: { contact: string; name: string; companyName: string }) {
  const links = replyLinks(contact, name, companyName);
  if ("email" in links) {
    return (
      <a href={links.email} className={replyLink}>
        {contact}
      </a>
    );
  }
  return (
    <span className="flex flex-wrap items-center gap-x-3">
      <span>{contact}</span>
      <a href={links.whatsapp} target="_blank" rel="noopener noreferrer" className={replyLink}>
        WhatsApp<span className="sr-only"> (abre em nova aba)</span>
      </a>
      <a href={links.phone} className={replyLink}>
        Ligar
      </a>
    </span>
  );
}
