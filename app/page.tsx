import Link from "next/link";
import { toolLinks } from "@/lib/content/navigation";

export default function HomePage() {
  return (
    <div className="mx-auto max-w-6xl px-4 py-16">
      <h1 className="text-4xl font-bold tracking-tight">Transformamos ideias em realidade digital</h1>
      <p className="mt-4 max-w-2xl text-lg text-muted-foreground">Conheça nossas ferramentas gratuitas.</p>
      <ul className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {toolLinks.map((tool) => (
          <li key={tool.href}>
            <Link href={tool.href} className="block rounded-lg border bg-card p-5 hover:border-primary">
              <span className="font-semibold">{tool.label}</span>
              <span className="mt-1 block text-sm text-muted-foreground">{tool.description}</span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
