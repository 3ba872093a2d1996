import { ClipboardList, Code2, FlaskConical, PackageCheck } from "lucide-react";
import { processSteps, type ProcessStep } from "@/lib/content/landing";
import { SectionHeading } from "./section-heading";

const icons: Record<ProcessStep["icon"], typeof ClipboardList> = {
  clipboard: ClipboardList,
  code: Code2,
  flask: FlaskConical,
  package: PackageCheck,
};

export function ProcessSection() {
  return (
    <section id="processo" aria-labelledby="processo-titulo" className="scroll-mt-20 bg-muted/50 py-20">
      <div className="mx-auto max-w-6xl px-4">
        <SectionHeading id="processo-titulo" eyebrow="Como trabalhamos" title="Do briefing à entrega em 4 passos" />
        <ol className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {processSteps.map((step, index) => {
            const Icon = icons[step.icon];
            return (
              <li key={step.title} className="rounded-lg border bg-card p-6 shadow-sm">
                <div className="flex items-center justify-between">
                  <span className="grid size-12 place-items-center rounded-lg bg-brand-gradient text-white">
                    <Icon aria-hidden="true" className="size-6" />
                  </span>
                  <span aria-hidden="true" className="text-3xl font-extrabold text-muted-foreground">
                    {String(index + 1).padStart(2, "0")}
                  </span>
                </div>
                <h3 className="mt-4 text-lg font-semibold">
                  <span className="sr-only">Passo {index + 1}: </span>
                  {step.title}
                </h3>
                <p className="mt-2 text-sm text-muted-foreground">{step.desc}</p>
              </li>
            );
          })}
        </ol>
      </div>
    </section>
  );
}
