import "server-only";
import { aiConfigured } from "@/lib/ai/client";
import { toolLinks } from "@/lib/content/navigation";

/**
 * The tools this server cannot run (their AI provider is not configured), by path: every place that offers
 * them marks them "Indisponível neste servidor" (components/tools/availability.tsx).
 */
export function unavailableTools(): string[] {
  return toolLinks.filter((tool) => tool.needs && !aiConfigured(tool.needs)).map((tool) => tool.href);
}
