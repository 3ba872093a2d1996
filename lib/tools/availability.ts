import "server-only";
import { aiConfigured } from "@/lib/ai/client";
import { toolLinks } from "@/lib/content/navigation";
import { aiVoiceFeature } from "@/lib/content/features";

/**
 * The tools this server cannot run (their AI provider is not configured), by path: every place that offers
 * them marks them "Indisponível neste servidor" (components/tools/availability.tsx). The AI voice is listed
 * too when there is no speech provider (`aiVoiceFeature`): /geniusvoice then speaks with the offline voice.
 */
export function unavailableTools(): string[] {
  const off = toolLinks.filter((tool) => tool.needs && !aiConfigured(tool.needs)).map((tool) => tool.href);
  return aiConfigured("speech") ? off : [...off, aiVoiceFeature];
}
