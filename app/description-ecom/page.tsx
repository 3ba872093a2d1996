import type { Metadata } from "next";
import { DescriptionTool } from "@/components/tools/description/description-form";
import { ToolPage } from "@/components/tools/tool-page";
import { ToolOrExample } from "@/components/tools/unavailable-tool";
import { descriptionExample } from "@/lib/content/tool-examples";
import { descriptionPage } from "@/lib/content/tools";
import { toolMetadata } from "@/lib/tools/seo";

export const metadata: Metadata = toolMetadata("/description-ecom");

export default function DescriptionPage() {
  return (
    <ToolPage route="/description-ecom" copy={descriptionPage} tilesFirst>
      <ToolOrExample href="/description-ecom" example={descriptionExample}>
        <DescriptionTool />
      </ToolOrExample>
    </ToolPage>
  );
}
