import { Clock, Search, Target, TrendingUp } from "lucide-react";
import type { Metadata } from "next";
import { AiNotConfigured } from "@/components/tools/ai/ai-not-configured";
import { DescriptionForm } from "@/components/tools/description/description-form";
import { FeatureTiles, ToolHeader } from "@/components/tools/feature-tiles";
import { aiConfigured } from "@/lib/ai/client";
import { pageSeo } from "@/lib/seo";

// Rendered per request: whether the AI is configured is read when the server runs, not at build time.
export const dynamic = "force-dynamic";

export const metadata: Metadata = pageSeo({ title: "Gerador de Descrições para E-commerce com IA", description: "Crie descrições de produto profissionais, persuasivas e otimizadas para SEO em segundos, com IA.", path: "/description-ecom" });

const features = [
  { icon: Search, title: "Descrições Únicas", text: "Textos originais e otimizados para SEO" },
  { icon: Target, title: "Foco no Público", text: "Conteúdo pensado para quem vai comprar" },
  { icon: TrendingUp, title: "Alta Conversão", text: "Textos persuasivos que vendem mais" },
  { icon: Clock, title: "Economia de Tempo", text: "Descrições prontas em segundos" },
];

export default function DescriptionPage() {
  const configured = aiConfigured();
  return (
    <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12">
      <ToolHeader title="Gerador de Descrições E-commerce" subtitle="Crie descrições profissionais e persuasivas com IA" />
      <FeatureTiles tiles={features} />
      {configured ? null : <AiNotConfigured tool="gerador de descrições" />}
      <DescriptionForm disabled={!configured} />
    </div>
  );
}
