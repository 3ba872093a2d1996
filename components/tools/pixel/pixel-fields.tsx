import type { ChangeEvent, ComponentProps, ReactNode } from "react";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Select } from "@/components/ui/select";
import { clsx } from "clsx";
import { pixelEventHint, pixelEventLabel, pixelEventNames, valuePixelEvents } from "@/lib/pixel/events";
import { looksLikeTikTokPixelId, pixelCurrencies, type PixelForm, type PixelFormError } from "@/lib/pixel/form";

const eventOptions = pixelEventNames.map((event) => ({ value: event, label: pixelEventLabel(event) }));
const currencyLabels = { BRL: "BRL (R$)", USD: "USD (US$)", EUR: "EUR (€)" } as const;
const currencyOptions = pixelCurrencies.map((currency) => ({ value: currency, label: currencyLabels[currency] }));

type Props = {
  form: PixelForm;
  /** Every problem found, each shown under its own field. */
  problems: readonly PixelFormError[];
  onChange<K extends keyof PixelForm>(name: K, value: PixelForm[K]): void;
};

export function PixelFields({ form, problems, onChange }: Props) {
  const change =
    (name: Exclude<keyof PixelForm, "noValue">) => (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) =>
      onChange(name, event.target.value);
  const valueEvent = valuePixelEvents.includes(form.event);
  const showIdHint = form.pixelId.trim() !== "" && !looksLikeTikTokPixelId(form.pixelId);
  const eventHint = pixelEventHint(form.event);
  const text = (
    name: Exclude<keyof PixelForm, "event" | "currency" | "noValue">,
    label: string,
    props: ComponentProps<"input">,
    { wide = false, hint, after }: { wide?: boolean; hint?: ReactNode; after?: ReactNode } = {},
  ) => {
    const problem = problems.find((found) => found.field === name);
    const invalid = problem !== undefined;
    const describedBy = [invalid ? `${name}-error` : null, hint ? `${name}-hint` : null].filter(Boolean).join(" ");
    return (
      <div className={clsx("grid content-start gap-2", wide && "sm:col-span-2")}>
        <Label htmlFor={name}>{label}</Label>
        <Input
          id={name}
          name={name}
          autoComplete="off"
          value={form[name]}
          onChange={change(name)}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy || undefined}
          {...props}
        />
        {after}
        {invalid ? (
          <p id={`${name}-error`} className="text-sm font-medium text-destructive">
            {problem.message}
          </p>
        ) : null}
        {hint ? (
          <p id={`${name}-hint`} className="text-xs text-muted-foreground">
            {hint}
          </p>
        ) : null}
      </div>
    );
  };

  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {text(
        "pixelId",
        "Pixel ID",
        { spellCheck: false, placeholder: "Ex.: CABCDE12345FGHIJ6789" },
        {
          wide: true,
          hint: showIdHint
            ? "Este ID não parece um Pixel ID do TikTok (20 letras maiúsculas e números, geralmente começando com C). " +
              "O teste será feito mesmo assim."
            : undefined,
        },
      )}
      {text("email", "E-mail", { type: "email", autoComplete: "email", placeholder: "cliente@exemplo.com" })}
      {text("phone", "Telefone", { type: "tel", autoComplete: "tel", placeholder: "(11) 98765-4321" })}
      {text("contentId", "Content ID", { placeholder: "Ex.: SKU-123" }, { wide: true })}
      <div className="grid content-start gap-2">
        <Label htmlFor="event">Evento</Label>
        <Select
          id="event"
          name="event"
          options={eventOptions}
          value={form.event}
          onChange={change("event")}
          aria-describedby="event-hint"
        />
        <p id="event-hint" className="text-xs text-muted-foreground">
          {eventHint}
        </p>
      </div>
      <div className="grid content-start gap-2">
        <Label htmlFor="currency">Moeda</Label>
        <Select
          id="currency"
          name="currency"
          options={currencyOptions}
          value={form.currency}
          onChange={change("currency")}
        />
      </div>
      {text(
        "value",
        valueEvent ? "Valor" : "Valor (opcional)",
        { inputMode: "decimal", placeholder: "Ex.: 199,90", disabled: form.noValue },
        {
          wide: true,
          after: (
            <label className="flex min-h-6 items-center gap-2 text-sm">
              <input
                type="checkbox"
                className="size-4 accent-primary"
                checked={form.noValue}
                onChange={(event) => onChange("noValue", event.target.checked)}
              />
              Sem valor
            </label>
          ),
        },
      )}
      {text(
        "testEventCode",
        "Test Event Code (opcional)",
        { spellCheck: false, placeholder: "Ex.: TEST12345" },
        { hint: "O código da aba Test Events do Gerenciador de Eventos do TikTok." },
      )}
      {text(
        "eventId",
        "Event ID (opcional)",
        { spellCheck: false, placeholder: "Gerado a cada disparo" },
        { hint: "Use o mesmo ID da Events API para o TikTok contar o evento uma vez só." },
      )}
      <details className="group rounded-md border p-4 sm:col-span-2">
        <summary className="cursor-pointer font-medium">Events API (opcional): enviar também pelo servidor</summary>
        <div className="mt-4 grid gap-4">
          {text(
            "accessToken",
            "Access token (Events API)",
            { type: "password", spellCheck: false, autoComplete: "off", placeholder: "Cole o token do pixel" },
            {
              hint:
                "Com o token, o evento vai do navegador e do nosso servidor, com o mesmo event_id, como o TikTok " +
                "recomenda. O token é usado só neste disparo: não é guardado nem registrado.",
            },
          )}
        </div>
      </details>
    </div>
  );
}
