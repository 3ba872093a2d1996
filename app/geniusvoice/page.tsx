import type { Metadata } from "next";
import { ToolPage } from "@/components/tools/tool-page";
import { VoiceForm } from "@/components/tools/voice/voice-form";
import { voicePage } from "@/lib/content/tools";
import { unavailableTools } from "@/lib/tools/availability";
import { toolMetadata } from "@/lib/tools/seo";

export const metadata: Metadata = toolMetadata("/geniusvoice");

/**
 * Prerendered with the build's speech settings: the server it runs on says which voice answers (the accent
 * tile and the form follow it), and the session says how long a text may be (VoiceForm).
 */
export default function VoicePage() {
  return (
    <ToolPage route="/geniusvoice" copy={voicePage}>
      <VoiceForm rendered={unavailableTools()} />
    </ToolPage>
  );
}
