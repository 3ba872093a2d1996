import { Palette, Ratio, Sparkles } from "lucide-react";
import type { Metadata } from "next";
import { AiNotConfigured } from "@/components/tools/ai/ai-not-configured";
import { FeatureTiles, ToolHeader } from "@/components/tools/feature-tiles";
import { ImageForm } from "@/components/tools/image/image-form";
import { aiConfigured } from "@/lib/ai/client";
import { pageSeo } from "@/lib/seo";

// Rendered per request: whether the AI is configured is read when the server runs, not at build time.
export const dynamic = "force-dynamic";

export const metadata: Metadata = pageSeo({ title: "Img Auto X: gerador de imagens com IA", description: "Descreva a imagem que você imagina e gere em segundos com IA, em formato quadrado, retrato ou paisagem.", path: "/imgautox" });

const features = [
  { icon: Sparkles, title: "Alta Qualidade", text: "Imagens detalhadas em qualidade padrão ou HD" },
  { icon: Ratio, title: "Vários Formatos", text: "Quadrado, retrato ou paisagem" },
  { icon: Palette, title: "Estilos Únicos", text: "Vívido ou natural, do seu jeito" },
];

export default function ImagePage() {
  const configured = aiConfigured("image");
  return (
    <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12">
      <ToolHeader title="Img Auto X" subtitle="Transforme suas ideias em imagens incríveis com inteligência artificial" />
      {configured ? null : <AiNotConfigured tool="gerador de imagens" />}
      <ImageForm disabled={!configured} />
      <FeatureTiles tiles={features} />
    </div>
  );
}
