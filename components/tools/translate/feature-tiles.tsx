import { Globe, Target, Zap } from "lucide-react";

const tiles = [
  { icon: Zap, title: "Rápido", text: "Tradução em segundos, feita por IA no nosso servidor." },
  { icon: Target, title: "Preciso", text: "Tradução natural, que respeita o contexto." },
  { icon: Globe, title: "Universal", text: "De qualquer idioma para o português." },
];

export function FeatureTiles() {
  return (
    <ul className="grid gap-4 sm:grid-cols-3">
      {tiles.map(({ icon: Icon, title, text }) => (
        <li key={title} className="rounded-lg border bg-card p-5 text-center">
          <Icon aria-hidden="true" className="mx-auto size-6 text-primary" />
          <p className="mt-2 font-semibold">{title}</p>
          <p className="mt-1 text-sm text-muted-foreground">{text}</p>
        </li>
      ))}
    </ul>
  );
}
