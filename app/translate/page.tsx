import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { ToolPage } from "@/components/tools/tool-page";
import { TranslatorPanel } from "@/components/tools/translate/translator-panel";
import { UnavailableTool } from "@/components/tools/unavailable-tool";
import { aiConfigured } from "@/lib/ai/client";
import { pageUser } from "@/lib/auth/session";
import { translateExample } from "@/lib/content/tool-examples";
import { translatePage } from "@/lib/content/tools";
import { quotaOf } from "@/lib/translate/quota";
import { listHistory } from "@/lib/translate/history";
import { toolMetadata } from "@/lib/tools/seo";

export const metadata: Metadata = toolMetadata("/translate");

export default async function TranslatePage() {
  // proxy.ts already sent anonymous visitors to /login; this covers a request that skipped it.
  const user = await pageUser();
  if (!user) redirect("/login?callbackUrl=%2Ftranslate");
  if (!aiConfigured()) {
    return (
      <ToolPage route="/translate" copy={translatePage} narrow>
        <UnavailableTool example={translateExample} />
      </ToolPage>
    );
  }
  const [history, quota] = await Promise.all([listHistory(user.id), quotaOf(user.id)]);

  return (
    <ToolPage route="/translate" copy={translatePage} narrow>
      <TranslatorPanel email={user.email} initialHistory={history} initialQuota={quota} />
    </ToolPage>
  );
}
