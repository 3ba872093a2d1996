import { initials } from "@/lib/company/brand";
import type { ClientProject, Proof, Testimonial } from "@/lib/content/proof";
import { CardAction, ProjectCard } from "./portfolio-section";
import { SectionHeading } from "./section-heading";

/** The owner's client projects and testimonials (lib/content/proof.ts); each section only with entries. */
export function ProofSections({ proof }: { proof: Proof }) {
  return (
    <>
      {proof.projects.length ? <ClientProjectsSection projects={proof.projects} /> : null}
      {proof.testimonials.length ? <TestimonialsSection testimonials={proof.testimonials} /> : null}
    </>
  );
}

function ClientProjectsSection({ projects }: { projects: readonly ClientProject[] }) {
  return (
    <section id="clientes" aria-labelledby="clientes-titulo" className="mx-auto max-w-6xl scroll-mt-20 px-4 py-20">
      <SectionHeading id="clientes-titulo" eyebrow="Clientes" title="Projetos de clientes">
        Alguns projetos que entregamos, no ar nos sites dos próprios clientes.
      </SectionHeading>
      <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {projects.map((project) => (
          <li key={project.title}>
            <ProjectCard project={project} action={<CardAction>Ver projeto</CardAction>} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function TestimonialsSection({ testimonials }: { testimonials: readonly Testimonial[] }) {
  return (
    <section
      id="depoimentos"
      aria-labelledby="depoimentos-titulo"
      className="mx-auto max-w-6xl scroll-mt-20 px-4 py-20"
    >
      <SectionHeading id="depoimentos-titulo" eyebrow="Depoimentos" title="O que dizem os clientes">
        Palavras de clientes que autorizaram a publicação.
      </SectionHeading>
      <ul className="mt-12 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {testimonials.map((testimonial) => (
          <li key={`${testimonial.name}-${testimonial.company}`}>
            <figure className="flex h-full flex-col gap-4 rounded-lg border bg-card p-6 shadow-sm">
              <blockquote className="flex-1 leading-relaxed [overflow-wrap:anywhere]">
                <p>“{testimonial.text}”</p>
              </blockquote>
              <figcaption className="flex items-center gap-3">
                {testimonial.photo ? (
                  // eslint-disable-next-line @next/next/no-img-element -- a small static photo: next/image would only add client JS
                  <img
                    src={testimonial.photo}
                    alt=""
                    width={48}
                    height={48}
                    loading="lazy"
                    decoding="async"
                    className="size-12 shrink-0 rounded-full bg-muted object-cover"
                  />
                ) : (
                  <span
                    aria-hidden="true"
                    className="grid size-12 shrink-0 place-items-center rounded-full bg-brand-gradient font-semibold text-white"
                  >
                    {initials(testimonial.name)}
                  </span>
                )}
                <span className="grid min-w-0">
                  <span className="font-semibold">{testimonial.name}</span>
                  <span className="text-sm text-muted-foreground">
                    {testimonial.role}, {testimonial.company}
                  </span>
                </span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </section>
  );
}
