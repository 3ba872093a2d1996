import type { ChangeEvent, ReactNode } from "react";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Select } from "@/components/ui/select";
import {
  looksLikeTikTokPixelId,
  pixelCurrencies,
  pixelEvents,
  type PixelField,
  type PixelForm,
  type PixelFormError,
} from "@/lib/pixel/form";

const eventOptions = pixelEvents.map((event) => ({ value: event, label: event }));
const currencyLabels = { BRL: "BRL (R$)", USD: "USD (US$)", EUR: "EUR (€)" } as const;
const currencyOptions = pixelCurrencies.map((currency) => ({ value: currency, label: currencyLabels[currency] }));

type Props = {
  form: PixelForm;
  problem: PixelFormError | null;
  onChange(name: keyof PixelForm, value: string): void;
};

/** The tester's inputs; labels in Portuguese, the failing field marked aria-invalid with its message under it. */
export function PixelFields({ form, problem, onChange }: Props) {
  const change = (name: keyof PixelForm) => (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => onChange(name, event.target.value);
  const showIdHint = form.pixelId.trim() !== "" && !looksLikeTikTokPixelId(form.pixelId);
  /** aria-invalid and aria-describedby of a field, with its hint when it has one. */
  const state = (field: PixelField, hint?: string) => {
    const invalid = problem?.field === field;
    const describedBy = [invalid ? `${field}-error` : null, hint ?? null].filter(Boolean).join(" ");
    return { "aria-invalid": invalid || undefined, "aria-describedby": describedBy || undefined };
  };
  const error = (field: PixelField): ReactNode =>
    problem?.field === field ? (
      <p id={`${field}-error`} role="alert" className="text-sm font-medium text-destructive">
        {problem.message}
      </p>
    ) : null;

  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <div className="grid gap-2 sm:col-span-2">
        <Label htmlFor="pixelId">Pixel ID</Label>
        <Input
          id="pixelId"
          name="pixelId"
          autoComplete="off"
          spellCheck={false}
          placeholder="Ex.: CABCDE12345FGHIJ6789"
          value={form.pixelId}
          onChange={change("pixelId")}
          {...state("pixelId", showIdHint ? "pixelId-hint" : undefined)}
        />
        {error("pixelId")}
        {showIdHint ? (
          <p id="pixelId-hint" className="text-xs text-muted-foreground">
            Este ID não parece um Pixel ID do TikTok (20 letras maiúsculas e números, geralmente começando com C). O teste
            será feito mesmo assim.
          </p>
        ) : null}
      </div>
      <div className="grid content-start gap-2">
        <Label htmlFor="email">Email</Label>
        <Input
          id="email"
          name="email"
          type="email"
          autoComplete="email"
          placeholder="cliente@exemplo.com"
          value={form.email}
          onChange={change("email")}
          {...state("email")}
        />
        {error("email")}
      </div>
      <div className="grid content-start gap-2">
        <Label htmlFor="phone">Telefone</Label>
        <Input
          id="phone"
          name="phone"
          type="tel"
          autoComplete="tel"
          placeholder="(11) 98765-4321"
          value={form.phone}
          onChange={change("phone")}
          {...state("phone")}
        />
        {error("phone")}
      </div>
      <div className="grid gap-2 sm:col-span-2">
        <Label htmlFor="contentId">Content ID</Label>
        <Input
          id="contentId"
          name="contentId"
          autoComplete="off"
          placeholder="Ex.: SKU-123"
          value={form.contentId}
          onChange={change("contentId")}
          {...state("contentId")}
        />
        {error("contentId")}
      </div>
      <div className="grid gap-2">
        <Label htmlFor="event">Evento</Label>
        <Select id="event" name="event" options={eventOptions} value={form.event} onChange={change("event")} />
      </div>
      <div className="grid gap-2">
        <Label htmlFor="currency">Moeda</Label>
        <Select id="currency" name="currency" options={currencyOptions} value={form.currency} onChange={change("currency")} />
      </div>
      <div className="grid gap-2 sm:col-span-2">
        <Label htmlFor="value">Valor</Label>
        <Input
          id="value"
          name="value"
          inputMode="decimal"
          autoComplete="off"
          placeholder="Ex.: 199,90"
          value={form.value}
          onChange={change("value")}
          {...state("value")}
        />
        {error("value")}
      </div>
      <div className="grid content-start gap-2">
        <Label htmlFor="testEventCode">Test Event Code (opcional)</Label>
        <Input
          id="testEventCode"
          name="testEventCode"
          autoComplete="off"
          spellCheck={false}
          placeholder="Ex.: TEST12345"
          value={form.testEventCode}
          onChange={change("testEventCode")}
          aria-describedby="testEventCode-hint"
        />
        <p id="testEventCode-hint" className="text-xs text-muted-foreground">
          O código da aba Test Events do Gerenciador de Eventos do TikTok.
        </p>
      </div>
      <div className="grid content-start gap-2">
        <Label htmlFor="eventId">Event ID (opcional)</Label>
        <Input
          id="eventId"
          name="eventId"
          autoComplete="off"
          spellCheck={false}
          placeholder="Gerado a cada disparo"
          value={form.eventId}
          onChange={change("eventId")}
          aria-describedby="eventId-hint"
        />
        <p id="eventId-hint" className="text-xs text-muted-foreground">
          Use o mesmo ID da Events API para o TikTok contar o evento uma vez só.
        </p>
      </div>
    </div>
  );
}
