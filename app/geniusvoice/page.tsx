import { Download, Globe, Mic, Zap } from "lucide-react";
import type { Metadata } from "next";
import { FeatureTiles, ToolHeader } from "@/components/tools/feature-tiles";
import { VoiceForm } from "@/components/tools/voice/voice-form";
import { speechEngine } from "@/lib/ai/speech";
import { pageSeo } from "@/lib/seo";

// Rendered per request: which voice engine answers depends on the server's configuration.
export const dynamic = "force-dynamic";

export const metadata: Metadata = pageSeo({ title: "Genius Voice AI: texto para áudio", description: "Transforme texto em áudio com vozes naturais em português e baixe o resultado em MP3.", path: "/geniusvoice" });

/** The copy promises what the engine in use delivers: the offline voice is synthetic, not realistic. */
const copy = {
  openai: {
    subtitle: "Transforme qualquer texto em áudio com vozes realistas",
    accent: "Pronúncia natural em português",
  },
  "espeak-ng": {
    subtitle: "Transforme qualquer texto em áudio em português do Brasil",
    accent: "Voz sintética com sotaque brasileiro",
  },
};

export default function VoicePage() {
  const engine = speechEngine();
  const features = [
    { icon: Mic, title: "6 Vozes", text: "Escolha o timbre ideal para o seu conteúdo" },
    { icon: Globe, title: "Português do Brasil", text: copy[engine].accent },
    { icon: Zap, title: "Rápido", text: "Áudio pronto em poucos segundos" },
    { icon: Download, title: "Download em MP3", text: "Baixe e use onde quiser" },
  ];
  return (
    <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12">
      <ToolHeader title="Genius Voice AI" subtitle={copy[engine].subtitle} />
      <VoiceForm engine={engine} />
      <FeatureTiles tiles={features} />
    </div>
  );
}
