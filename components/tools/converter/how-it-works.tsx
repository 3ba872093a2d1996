import { elementorSteps } from "@/lib/content/converter";

export function HowItWorks() {
  return (
    <section aria-labelledby="como-funciona" className="grid content-start gap-5">
      <h2 id="como-funciona" className="text-2xl font-bold tracking-tight">
        Como funciona?
      </h2>
      <ol className="grid gap-4">
        {elementorSteps.map((step, index) => (
          <li key={step.title} className="flex gap-4 rounded-lg border bg-card p-4 shadow-xs">
            <span
              aria-hidden="true"
              className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-gradient font-bold text-white"
            >
              {index + 1}
            </span>
            <div>
              <h3 className="font-semibold">
                {step.title}: {step.name}
              </h3>
              <p className="mt-1 text-sm text-muted-foreground">{step.text}</p>
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
