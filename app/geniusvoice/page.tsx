import type { Metadata } from "next";
import { ToolPage } from "@/components/tools/tool-page";
import { VoiceForm } from "@/components/tools/voice/voice-form";
import { speechEngine } from "@/lib/ai/speech";
import { pageUser } from "@/lib/auth/session";
import { voicePage } from "@/lib/content/tools";
import { toolMetadata } from "@/lib/tools/seo";

// Rendered per request: which voice engine answers depends on the server's configuration.
export const dynamic = "force-dynamic";

export const metadata: Metadata = toolMetadata("/geniusvoice");

export default async function VoicePage() {
  const engine = speechEngine();
  // Without a session (or with the database down) the page still works, with the anonymous limit.
  const signedIn = Boolean(await pageUser().catch(() => null));
  return (
    <ToolPage route="/geniusvoice" copy={voicePage(engine)}>
      <VoiceForm engine={engine} signedIn={signedIn} />
    </ToolPage>
  );
}
