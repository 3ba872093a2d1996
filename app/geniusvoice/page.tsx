import type { Metadata } from "next";
import { ToolPage } from "@/components/tools/tool-page";
import { VoiceForm } from "@/components/tools/voice/voice-form";
import { speechEngine } from "@/lib/ai/speech";
import { voicePage } from "@/lib/content/tools";
import { pageSeo } from "@/lib/seo";

// Rendered per request: which voice engine answers depends on the server's configuration.
export const dynamic = "force-dynamic";

export const metadata: Metadata = pageSeo({
  title: "Genius Voice AI: texto para áudio",
  description: "Transforme texto em áudio com vozes naturais em português e baixe o resultado em MP3.",
  path: "/geniusvoice",
});

export default function VoicePage() {
  const engine = speechEngine();
  return (
    <ToolPage copy={voicePage(engine)}>
      <VoiceForm engine={engine} />
    </ToolPage>
  );
}
