import { Download, Globe, Mic, Zap } from "lucide-react";
import type { Metadata } from "next";
import { FeatureTiles, ToolHeader } from "@/components/tools/feature-tiles";
import { VoiceForm } from "@/components/tools/voice/voice-form";
import { speechEngine } from "@/lib/ai/speech";
import { pageSeo } from "@/lib/seo";

// Rendered per request: which voice engine answers depends on the server's configuration.
export const dynamic = "force-dynamic";

export const metadata: Metadata = pageSeo({ title: "Genius Voice AI: texto para áudio", description: "Transforme texto em áudio com vozes naturais em português e baixe o resultado em MP3.", path: "/geniusvoice" });

const features = [
  { icon: Mic, title: "6 Vozes", text: "Escolha o timbre ideal para o seu conteúdo" },
  { icon: Globe, title: "Português do Brasil", text: "Pronúncia natural em português" },
  { icon: Zap, title: "Rápido", text: "Áudio pronto em poucos segundos" },
  { icon: Download, title: "Download em MP3", text: "Baixe e use onde quiser" },
];

export default function VoicePage() {
  return (
    <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12">
      <ToolHeader title="Genius Voice AI" subtitle="Transforme qualquer texto em áudio com vozes realistas" />
      <VoiceForm engine={speechEngine()} />
      <FeatureTiles tiles={features} />
    </div>
  );
}
