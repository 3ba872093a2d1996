"use client";

import { CircleAlert, CircleCheck, Loader2, Send } from "lucide-react";
import { useSearchParams } from "next/navigation";
import { Suspense, useEffect, useEffectEvent, useId, useRef, useState, type FormEvent } from "react";
import { buttonVariants } from "@/components/ui/button-variants";
import { fieldClasses } from "@/components/ui/field-classes";
import { readApiError } from "@/lib/http/read-error";
import { readOrigin } from "@/lib/leads/origin-store";

type Option = { value: string; label: string };
type Field = "name" | "contact" | "topic" | "plan" | "message";
type Values = Record<Field | "website", string>;

const fieldOrder: readonly Field[] = ["name", "contact", "topic", "plan", "message"];
/** Every control the form sends, the honeypot included. */
const controls = [...fieldOrder, "website"] as const;
const limits = { name: 120, contact: 200, message: 2000 };

// The shared zod schema is loaded when the visitor starts filling in the form, not with the page.
const loadSchema = () => import("@/lib/validation/contact").then((module) => module.contactSchema);

/** What the form says after sending, or when it could not send (lib/content/contact.ts). */
type Copy = { sent: string; offline: string };

/**
 * Calls to action without WhatsApp link here with ?assunto= and ?plano=. The server section passes the
 * options and the copy as strings: importing lib/content would bring the landing's and every tool's
 * records into the browser's script.
 */
export function ContactForm({
  topics,
  plans,
  copy,
}: {
  topics: readonly Option[];
  plans: readonly Option[];
  copy: Copy;
}) {
  const id = useId();
  const empty: Values = { name: "", contact: "", topic: topics[0].value, plan: "", message: "", website: "" };
  const [values, setValues] = useState<Values>(empty);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState("");
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);
  const fields = useRef<Partial<Record<Field, HTMLElement | null>>>({});
  const formRef = useRef<HTMLFormElement>(null);
  const done = useRef<HTMLDivElement>(null);
  const [intents, setIntents] = useState(0);

  useEffect(() => {
    if (sent && done.current) revealBelowHeader(done.current);
  }, [sent]);

  /**
   * The fields as the person sees them. The form is hydrated when it comes near the screen
   * (components/ui/when-near.tsx): what was typed or chosen before its script ran is in the fields, not yet
   * in the state (React keeps the fields' text as it hydrates).
   */
  const shown = (): Values => {
    const seen = { ...values };
    for (const key of controls) {
      const value = (formRef.current?.elements.namedItem(key) as HTMLInputElement | null | undefined)?.value;
      if (value !== undefined) seen[key] = value;
    }
    return seen;
  };

  // On arrival the state takes what the fields show (the honeypot's too), so a later render does not wipe it.
  useEffect(() => {
    const seen = shown();
    if (controls.some((key) => seen[key] !== empty[key])) setValues(seen);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- on arrival only
  }, []);

  // After a call to action, the cursor waits in the first field (the navigation has scrolled here).
  useEffect(() => {
    if (intents > 0) fields.current.name?.focus();
  }, [intents]);

  const set = (field: keyof Values) => (event: { target: { value: string } }) => {
    setValues((current) => ({ ...current, [field]: event.target.value }));
    if (field in errors) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  function applyIntent(topic: string | null, plan: string | null) {
    const knownTopic = topics.some((option) => option.value === topic);
    const knownPlan = plans.some((option) => option.value === plan);
    if (!knownTopic && !knownPlan) return;
    setSent(false);
    setValues((current) => ({
      ...current,
      ...(knownTopic ? { topic: topic as string } : {}),
      ...(knownPlan ? { plan: plan as string } : {}),
    }));
    setIntents((count) => count + 1);
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFormError("");
    const current = shown();
    // The checks come as a chunk of their own (loaded when a field gets the focus): a connection lost before
    // they came gets the same message as a send that fails, with nothing typed lost.
    const schema = await loadSchema().catch(() => undefined);
    if (!schema) {
      setFormError(copy.offline);
      return;
    }
    const parsed = schema.safeParse(current);
    if (!parsed.success) {
      const found: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as Field;
        found[field] ??= issue.message;
      }
      setErrors(found);
      const first = fieldOrder.find((field) => found[field]);
      if (first) fields.current[first]?.focus();
      return;
    }
    setSending(true);
    try {
      const response = await fetch("/api/contact", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ ...current, origin: readOrigin() }),
      });
      if (!response.ok) {
        setFormError((await readApiError(response))?.message ?? copy.offline);
        return;
      }
      setValues(empty);
      setErrors({});
      setSent(true);
    } catch {
      setFormError(copy.offline);
    } finally {
      setSending(false);
    }
  }

  if (sent) {
    return (
      <div
        ref={done}
        tabIndex={-1}
        role="status"
        className="grid justify-items-start gap-4 rounded-lg border border-success/40 bg-success/10 p-5 focus:outline-none"
      >
        <p className="flex gap-3 font-medium">
          <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-success" />
          {copy.sent}
        </p>
        <button type="button" className={buttonVariants({ variant: "outline" })} onClick={() => setSent(false)}>
          Enviar outra mensagem
        </button>
      </div>
    );
  }

  const describedBy = (field: Field, hint?: string) =>
    [hint, errors[field] ? `${id}-${field}-erro` : ""].filter(Boolean).join(" ") || undefined;
  const control = (field: Field, hint?: string) => ({
    id: `${id}-${field}`,
    name: field,
    value: values[field],
    onChange: set(field),
    "aria-invalid": errors[field] ? true : undefined,
    "aria-describedby": describedBy(field, hint),
    ref: (element: HTMLElement | null) => {
      fields.current[field] = element;
    },
  });
  const label = (field: Field, text: string) => (
    <label htmlFor={`${id}-${field}`} className="text-sm font-medium">
      {text}
    </label>
  );
  const error = (field: Field) =>
    errors[field] ? (
      <p id={`${id}-${field}-erro`} className="text-sm font-medium text-destructive">
        {errors[field]}
      </p>
    ) : null;

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={onSubmit}
      onFocus={() => void loadSchema().catch(() => {})} // a failed load is answered on submit
      className="grid gap-5"
      aria-busy={sending || undefined}
    >
      <Suspense fallback={null}>
        <IntentFromUrl onIntent={applyIntent} />
      </Suspense>
      <div className="grid gap-5 sm:grid-cols-2">
        <div className="grid content-start gap-2">
          {label("name", "Nome")}
          <input
            {...control("name")}
            type="text"
            autoComplete="name"
            maxLength={limits.name}
            className={`${fieldClasses} h-10 py-2`}
          />
          {error("name")}
        </div>
        <div className="grid content-start gap-2">
          {label("contact", "E-mail ou WhatsApp")}
          <input
            {...control("contact", `${id}-contact-dica`)}
            type="text"
            autoComplete="email"
            maxLength={limits.contact}
            className={`${fieldClasses} h-10 py-2`}
          />
          <p id={`${id}-contact-dica`} className="text-xs text-muted-foreground">
            Respondemos por onde você preferir.
          </p>
          {error("contact")}
        </div>
        <div className="grid content-start gap-2">
          {label("topic", "Assunto")}
          <select {...control("topic")} className={`${fieldClasses} h-10 py-2`}>
            {topics.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
          {error("topic")}
        </div>
        <div className="grid content-start gap-2">
          {label("plan", "Plano de interesse")}
          <select {...control("plan")} className={`${fieldClasses} h-10 py-2`}>
            <option value="">Ainda não sei</option>
            {plans.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
          {error("plan")}
        </div>
      </div>
      <div className="grid gap-2">
        {label("message", "Mensagem")}
        <textarea
          {...control("message")}
          rows={5}
          maxLength={limits.message}
          placeholder="Conte um pouco sobre o seu projeto: o que precisa, para quando e como podemos ajudar."
          className={`${fieldClasses} min-h-32 resize-y py-2 leading-relaxed`}
        />
        {error("message")}
      </div>
      {/* Honeypot: invisible and out of the tab order for people; bots fill every field they find. */}
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label htmlFor={`${id}-website`}>Não preencha este campo</label>
        <input
          id={`${id}-website`}
          name="website"
          type="text"
          tabIndex={-1}
          autoComplete="off"
          value={values.website}
          onChange={set("website")}
        />
      </div>
      {formError ? (
        <div
          role="alert"
          className="flex gap-3 rounded-lg border border-destructive/50 bg-destructive/10 px-4 py-3 text-sm"
        >
          <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-destructive" />
          <p>{formError}</p>
        </div>
      ) : null}
      <button
        type="submit"
        disabled={sending}
        aria-busy={sending || undefined}
        className={`${buttonVariants({ variant: "gradient", size: "lg" })} w-full sm:w-auto sm:justify-self-start`}
      >
        {sending ? <Loader2 aria-hidden="true" className="animate-spin" /> : <Send aria-hidden="true" />}
        {sending ? "Enviando..." : "Enviar mensagem"}
      </button>
    </form>
  );
}

/** In its own Suspense boundary, so the form itself still renders on the server. */
function IntentFromUrl({ onIntent }: { onIntent: (topic: string | null, plan: string | null) => void }) {
  const params = useSearchParams();
  const topic = params.get("assunto");
  const plan = params.get("plano");
  const apply = useEffectEvent(() => onIntent(topic, plan));
  useEffect(() => apply(), [topic, plan]);
  return null;
}

/**
 * The confirmation replaces a taller form, so it can land above the viewport or under the sticky header
 * (focus alone only makes it "visible" to the browser, header or not): bring it to the middle of the
 * screen when any part is hidden, then move focus there without a second scroll.
 */
function revealBelowHeader(element: HTMLElement) {
  const header = document.querySelector("body > header")?.getBoundingClientRect().bottom ?? 0;
  const box = element.getBoundingClientRect();
  if (box.top < header || box.bottom > window.innerHeight) element.scrollIntoView({ block: "center" });
  element.focus({ preventScroll: true });
}
