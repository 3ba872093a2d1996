import { Gauge } from "lucide-react";
import { measurements, measurementsCopy } from "@/lib/content/landing";
import { WhenAvailable } from "@/components/tools/availability";
import { SectionHeading } from "./section-heading";
import { KeepHyphenated } from "@/components/ui/keep-hyphenated";

/** Figures a visitor can check, labelled as our own measurements. */
export function MeasurementsSection({ unavailable }: { unavailable: readonly string[] }) {
  return (
    <section id="medicoes" aria-labelledby="medicoes-titulo" className="scroll-mt-20 bg-muted/50 py-20">
      <div className="mx-auto max-w-6xl px-4">
        <SectionHeading id="medicoes-titulo" eyebrow={measurementsCopy.eyebrow} title={measurementsCopy.title}>
          {measurementsCopy.subtitle}
        </SectionHeading>
        <ul className="mt-12 grid gap-6 sm:grid-cols-2">
          {measurements.map((item) => (
            <li key={item.label} className="flex flex-col rounded-lg border bg-card p-6 shadow-sm">
              <p className="flex items-baseline gap-3">
                <Gauge aria-hidden="true" className="size-6 shrink-0 self-center text-primary" />
                <span className="text-3xl font-extrabold tracking-tight">{item.value}</span>
              </p>
              <p className="mt-2 flex-1 text-pretty">
                <KeepHyphenated text={item.label} />
              </p>
              <p className="mt-4 text-xs text-muted-foreground">
                {measurementsCopy.label}: {item.source}
              </p>
              {item.tool ? (
                <p className="mt-3 flex">
                  <WhenAvailable href={item.tool.link} rendered={unavailable}>
                    <a
                      href={item.tool.link}
                      className="inline-flex min-h-6 items-center text-sm font-semibold text-primary hover:underline"
                    >
                      <span>
                        Testar {item.tool.article} <KeepHyphenated text={item.tool.title} />
                      </span>
                    </a>
                  </WhenAvailable>
                </p>
              ) : null}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
