import type { Metadata } from "next";
import { ImageForm } from "@/components/tools/image/image-form";
import { ToolPage } from "@/components/tools/tool-page";
import { UnavailableTool } from "@/components/tools/unavailable-tool";
import { aiConfigured } from "@/lib/ai/client";
import { deliveredSize, imageFamily } from "@/lib/images/sizes";
import { imageExample } from "@/lib/content/tool-examples";
import { imagePage } from "@/lib/content/tools";
import { pageUser } from "@/lib/auth/session";
import { env } from "@/lib/env";
import { listImageHistory } from "@/lib/images/history";
import { toolMetadata } from "@/lib/tools/seo";

// Rendered per request: whether the AI is configured is read when the server runs, not at build time.
export const dynamic = "force-dynamic";

export const metadata: Metadata = toolMetadata("/imgautox");

export default async function ImagePage() {
  const family = imageFamily(env().OPENAI_IMAGE_MODEL);
  if (!aiConfigured("image")) {
    return (
      <ToolPage route="/imgautox" copy={imagePage}>
        <UnavailableTool example={imageExample(deliveredSize(family, "4:5"))} />
      </ToolPage>
    );
  }
  const user = await pageUser();
  const history = user ? await listImageHistory(user.id) : null;
  return (
    <ToolPage route="/imgautox" copy={imagePage}>
      <ImageForm family={family} initialHistory={history} />
    </ToolPage>
  );
}
