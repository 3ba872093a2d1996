import type { Metadata } from "next";
import { ImageForm } from "@/components/tools/image/image-form";
import { ToolPage } from "@/components/tools/tool-page";
import { ToolOrExample } from "@/components/tools/unavailable-tool";
import { deliveredSize, imageFamily } from "@/lib/images/sizes";
import { imageExample } from "@/lib/content/tool-examples";
import { imagePage } from "@/lib/content/tools";
import { env } from "@/lib/env";
import { toolMetadata } from "@/lib/tools/seo";

export const metadata: Metadata = toolMetadata("/imgautox");

/** The sizes offered are the build's image model's; an account's history is asked for once the session is known. */
export default function ImagePage() {
  const family = imageFamily(env().OPENAI_IMAGE_MODEL);
  return (
    <ToolPage route="/imgautox" copy={imagePage}>
      <ToolOrExample href="/imgautox" example={imageExample(deliveredSize(family, "4:5"))}>
        <ImageForm family={family} />
      </ToolOrExample>
    </ToolPage>
  );
}
