import { stats } from "@/lib/content/landing";

export function StatsSection() {
  return (
    <section aria-label="Números" className="border-y bg-muted/50">
      <dl className="mx-auto grid max-w-6xl grid-cols-2 gap-6 px-4 py-10 lg:grid-cols-4">
        {stats.map((stat) => (
          <div key={stat.label} className="text-center">
            <dt className="text-3xl font-extrabold tracking-tight text-primary sm:text-4xl">{stat.value}</dt>
            <dd className="mt-1 text-sm text-muted-foreground">{stat.label}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
