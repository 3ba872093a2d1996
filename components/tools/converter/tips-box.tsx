import { Lightbulb } from "lucide-react";
import { elementorTips } from "@/lib/content/converter";

export function TipsBox() {
  return (
    <section aria-labelledby="dicas" className="rounded-lg border border-primary/30 bg-primary/5 p-5">
      <h2 id="dicas" className="flex items-center gap-2 font-semibold">
        <Lightbulb aria-hidden="true" className="size-4 text-primary" />
        Dicas importantes
      </h2>
      <ul className="mt-3 grid list-disc gap-1.5 pl-5 text-sm text-muted-foreground">
        {elementorTips.map((tip) => (
          <li key={tip}>{tip}</li>
        ))}
      </ul>
    </section>
  );
}
