import type { Metadata } from "next";
import { DescriptionTool } from "@/components/tools/description/description-form";
import { ToolPage } from "@/components/tools/tool-page";
import { UnavailableTool } from "@/components/tools/unavailable-tool";
import { aiConfigured } from "@/lib/ai/client";
import { descriptionExample } from "@/lib/content/tool-examples";
import { descriptionPage } from "@/lib/content/tools";
import { pageSeo } from "@/lib/seo";

// Rendered per request: whether the AI is configured is read when the server runs, not at build time.
export const dynamic = "force-dynamic";

export const metadata: Metadata = pageSeo({
  title: "Gerador de Descrições para E-commerce com IA",
  description: "Crie descrições de produto profissionais, persuasivas e otimizadas para SEO em segundos, com IA.",
  path: "/description-ecom",
});

export default function DescriptionPage() {
  return (
    <ToolPage copy={descriptionPage} tilesFirst>
      {aiConfigured() ? <DescriptionTool /> : <UnavailableTool example={descriptionExample} />}
    </ToolPage>
  );
}
