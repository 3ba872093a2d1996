import type { Metadata } from "next";
import { ConverterForm } from "@/components/tools/converter/converter-form";
import { HowItWorks } from "@/components/tools/converter/how-it-works";
import { TipsBox } from "@/components/tools/converter/tips-box";
import { pageSeo } from "@/lib/seo";

const description =
  "Transforme páginas do Elementor em HTML puro em segundos: um único arquivo com estilos, imagens e fontes incorporados, que abre até sem internet.";

export const metadata: Metadata = pageSeo({ title: "Elementor para HTML", description, path: "/elementor" });

export default function ElementorPage() {
  return (
    <div className="mx-auto max-w-6xl px-4 py-12 sm:py-16">
      <header className="mx-auto max-w-2xl text-center">
        <h1 className="text-4xl font-bold tracking-tight sm:text-5xl">Elementor para HTML</h1>
        <p className="mt-4 text-lg text-muted-foreground">Transforme páginas do Elementor em HTML puro em segundos</p>
      </header>
      {/* One shrinkable column on phones (an implicit grid column grows to its widest content), and the
          long button label may wrap there: at 320 px the page was 350 px wide. */}
      <div className="mt-12 grid grid-cols-1 gap-10 lg:grid-cols-2 max-sm:[&_button]:h-auto max-sm:[&_button]:min-h-12 max-sm:[&_button]:whitespace-normal">
        <HowItWorks />
        <div className="grid content-start gap-6">
          <ConverterForm />
          <TipsBox />
        </div>
      </div>
    </div>
  );
}
