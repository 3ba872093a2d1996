import type { ChangeEvent } from "react";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Select } from "@/components/ui/select";
import { looksLikeTikTokPixelId, pixelCurrencies, pixelEvents, type PixelField, type PixelForm } from "@/lib/pixel/form";

const eventOptions = pixelEvents.map((event) => ({ value: event, label: event }));
const currencyLabels = { BRL: "BRL (R$)", USD: "USD (US$)", EUR: "EUR (€)" } as const;
const currencyOptions = pixelCurrencies.map((currency) => ({ value: currency, label: currencyLabels[currency] }));

type Props = {
  form: PixelForm;
  invalid: PixelField | null;
  onChange(name: keyof PixelForm, value: string): void;
};

/** The tester's inputs; labels in Portuguese, the failing field marked aria-invalid. */
export function PixelFields({ form, invalid, onChange }: Props) {
  const change = (name: keyof PixelForm) => (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => onChange(name, event.target.value);
  const showIdHint = form.pixelId.trim() !== "" && !looksLikeTikTokPixelId(form.pixelId);

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
          aria-invalid={invalid === "pixelId" || undefined}
          aria-describedby={showIdHint ? "pixelId-hint" : undefined}
        />
        {showIdHint ? (
          <p id="pixelId-hint" className="text-xs text-muted-foreground">
            Este ID não parece um Pixel ID do TikTok (20 letras maiúsculas e números, geralmente começando com C). O teste
            será feito mesmo assim.
          </p>
        ) : null}
      </div>
      <div className="grid gap-2">
        <Label htmlFor="email">Email</Label>
        <Input id="email" name="email" type="email" autoComplete="email" placeholder="cliente@exemplo.com" value={form.email} onChange={change("email")} aria-invalid={invalid === "email" || undefined} />
      </div>
      <div className="grid gap-2">
        <Label htmlFor="phone">Telefone</Label>
        <Input id="phone" name="phone" type="tel" autoComplete="tel" placeholder="(11) 98765-4321" value={form.phone} onChange={change("phone")} aria-invalid={invalid === "phone" || undefined} />
      </div>
      <div className="grid gap-2 sm:col-span-2">
        <Label htmlFor="contentId">Content ID</Label>
        <Input id="contentId" name="contentId" autoComplete="off" placeholder="Ex.: SKU-123" value={form.contentId} onChange={change("contentId")} aria-invalid={invalid === "contentId" || undefined} />
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
        <Input id="value" name="value" type="number" inputMode="decimal" min="0" step="0.01" placeholder="0" value={form.value} onChange={change("value")} />
      </div>
    </div>
  );
}
