import { KeepHyphenated } from "@/components/ui/keep-hyphenated";

export function ToolHeader({ title, subtitle }: { title: string; subtitle: string }) {
  return (
    <header className="text-center">
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">
        <KeepHyphenated text={title} />
      </h1>
      <p className="mx-auto mt-3 max-w-2xl text-lg text-muted-foreground">{subtitle}</p>
    </header>
  );
}
