import type { Metadata } from "next";
import { ToolPage } from "@/components/tools/tool-page";
import { VoiceForm } from "@/components/tools/voice/voice-form";
import { speechEngine } from "@/lib/ai/speech";
import { pageUser } from "@/lib/auth/session";
import { voicePage } from "@/lib/content/tools";
import { pageSeo } from "@/lib/seo";

// Rendered per request: which voice engine answers depends on the server's configuration.
export const dynamic = "force-dynamic";

export const metadata: Metadata = pageSeo({
  title: "Genius Voice AI: texto para áudio",
  description: "Transforme texto em áudio com vozes naturais em português e baixe o resultado em MP3.",
  path: "/geniusvoice",
});

export default async function VoicePage() {
  const engine = speechEngine();
  // Without a session (or with the database down) the page still works, with the anonymous limit.
  const signedIn = Boolean(await pageUser().catch(() => null));
  return (
    <ToolPage copy={voicePage(engine)}>
      <VoiceForm engine={engine} signedIn={signedIn} />
    </ToolPage>
  );
}
