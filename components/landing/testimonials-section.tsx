import { Quote } from "lucide-react";
import { testimonials } from "@/lib/content/landing";
import { SectionHeading } from "./section-heading";

export function TestimonialsSection() {
  return (
    <section id="depoimentos" aria-labelledby="depoimentos-titulo" className="scroll-mt-20 bg-muted/50 py-20">
      <div className="mx-auto max-w-6xl px-4">
        <SectionHeading id="depoimentos-titulo" eyebrow="Depoimentos" title="Quem já tirou a ideia do papel" />
        <ul className="mt-12 grid gap-6 md:grid-cols-3">
          {testimonials.map((item) => (
            <li key={item.name}>
              <figure className="flex h-full flex-col rounded-lg border bg-card p-6 shadow-sm">
                <Quote aria-hidden="true" className="size-8 text-primary" />
                <blockquote className="mt-4 flex-1 text-pretty">“{item.content}”</blockquote>
                <figcaption className="mt-6">
                  <p className="font-semibold">{item.name}</p>
                  <p className="text-sm text-muted-foreground">{item.role}</p>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
