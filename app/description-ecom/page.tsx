import type { Metadata } from "next";
import { DescriptionTool } from "@/components/tools/description/description-form";
import { ToolPage } from "@/components/tools/tool-page";
import { UnavailableTool } from "@/components/tools/unavailable-tool";
import { aiConfigured } from "@/lib/ai/client";
import { descriptionExample } from "@/lib/content/tool-examples";
import { descriptionPage } from "@/lib/content/tools";
import { toolMetadata } from "@/lib/tools/seo";

// Rendered per request: whether the AI is configured is read when the server runs, not at build time.
export const dynamic = "force-dynamic";

export const metadata: Metadata = toolMetadata("/description-ecom");

export default function DescriptionPage() {
  return (
    <ToolPage route="/description-ecom" copy={descriptionPage} tilesFirst>
      {aiConfigured() ? <DescriptionTool /> : <UnavailableTool example={descriptionExample} />}
    </ToolPage>
  );
}
