"use client";

import { Download, Search } from "lucide-react";
import { useId, useState, type FormEvent } from "react";
import { ErrorAlert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { buttonVariants } from "@/components/ui/button-variants";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Select } from "@/components/ui/select";
import { networkFailure } from "@/lib/http/client";
import { readApiError } from "@/lib/http/read-error";
import type { InboxLead } from "@/lib/leads/inbox";
import { originOptions } from "@/lib/leads/origins";
import { planOptions } from "@/lib/leads/reply";
import { leadStatuses } from "@/lib/leads/status";
import { SEARCH_MAX } from "@/lib/validation/admin";
import { LeadCard } from "./lead-card";

const statusFilter = [
  { value: "", label: "Todos" },
  ...Object.entries(leadStatuses).map(([value, label]) => ({ value, label })),
];
const originFilter = [{ value: "", label: "Todas" }, ...originOptions];
const planFilter = [{ value: "", label: "Todos" }, ...planOptions];

export function LeadsInbox({ initialLeads, companyName }: { initialLeads: InboxLead[]; companyName: string }) {
  const id = useId();
  const [leads, setLeads] = useState(initialLeads);
  const [filter, setFilter] = useState({ status: "", origin: "", plan: "", q: "" });
  const [applied, setApplied] = useState(filter);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState("");

  const query = new URLSearchParams(Object.entries(applied).filter(([, value]) => value)).toString();

  async function search(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    setError("");
    const next = new URLSearchParams(Object.entries(filter).filter(([, value]) => value)).toString();
    try {
      const response = await fetch(`/api/admin/leads${next ? `?${next}` : ""}`, { cache: "no-store" });
      if (!response.ok) {
        setError((await readApiError(response))?.message ?? "Não foi possível carregar os leads. Tente de novo.");
        return;
      }
      setLeads(((await response.json()) as { leads: InboxLead[] }).leads);
      setApplied(filter);
    } catch {
      setError(networkFailure().message);
    } finally {
      setBusy(false);
    }
  }

  const set = (key: keyof typeof filter) => (event: { target: { value: string } }) =>
    setFilter((current) => ({ ...current, [key]: event.target.value }));

  return (
    <div className="grid gap-4">
      <form
        role="search"
        aria-label="Filtrar leads"
        onSubmit={search}
        className="grid gap-3 sm:grid-cols-3 sm:items-end lg:grid-cols-[9rem_11rem_9rem_1fr_auto]"
      >
        <div className="grid gap-2">
          <Label htmlFor={`${id}-status`}>Status</Label>
          <Select id={`${id}-status`} options={statusFilter} value={filter.status} onChange={set("status")} />
        </div>
        <div className="grid gap-2">
          <Label htmlFor={`${id}-origin`}>Origem</Label>
          <Select id={`${id}-origin`} options={originFilter} value={filter.origin} onChange={set("origin")} />
        </div>
        <div className="grid gap-2">
          <Label htmlFor={`${id}-plan`}>Plano</Label>
          <Select id={`${id}-plan`} options={planFilter} value={filter.plan} onChange={set("plan")} />
        </div>
        <div className="grid gap-2 sm:col-span-2 lg:col-span-1">
          <Label htmlFor={`${id}-q`}>Buscar</Label>
          <Input
            id={`${id}-q`}
            type="search"
            maxLength={SEARCH_MAX}
            placeholder="Nome, contato, mensagem ou nota"
            value={filter.q}
            onChange={set("q")}
          />
        </div>
        <Button type="submit" variant="outline" loading={busy}>
          {busy ? null : <Search aria-hidden="true" />}
          Filtrar
        </Button>
      </form>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-muted-foreground" role="status">
          {leads.length === 1 ? "1 lead" : `${leads.length} leads`}
        </p>
        <a
          href={`/api/admin/leads.csv${query ? `?${query}` : ""}`}
          download
          className={buttonVariants({ variant: "outline", size: "sm" })}
        >
          <Download aria-hidden="true" />
          Baixar CSV
        </a>
      </div>
      <ErrorAlert message={error} />
      {leads.length === 0 ? (
        <p className="rounded-lg border border-dashed p-6 text-center text-sm text-muted-foreground">
          Nenhum lead com esses filtros.
        </p>
      ) : (
        <ul className="grid gap-3">
          {leads.map((lead) => (
            <li key={lead.id} className="min-w-0">
              <LeadCard
                lead={lead}
                companyName={companyName}
                onChange={(changed) => setLeads((all) => all.map((item) => (item.id === changed.id ? changed : item)))}
              />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
