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
import { pageSeo } from "@/lib/seo";

export const metadata: Metadata = pageSeo({
  title: "Tradutor",
  description:
    "Traduza textos, legendas .srt, documentos .docx e planilhas .xlsx entre 30 idiomas com IA, com glossário e tratamento formal. Entre na sua conta para usar.",
  path: "/translate",
});

export default async function TranslatePage() {
  // proxy.ts already sent anonymous visitors to /login; this covers a request that skipped it.
  const user = await pageUser();
  if (!user) redirect("/login?callbackUrl=%2Ftranslate");
  if (!aiConfigured()) {
    return (
      <ToolPage copy={translatePage} narrow>
        <UnavailableTool example={translateExample} />
      </ToolPage>
    );
  }
  const [history, quota] = await Promise.all([listHistory(user.id), quotaOf(user.id)]);

  return (
    <ToolPage copy={translatePage} narrow>
      <TranslatorPanel email={user.email} initialHistory={history} initialQuota={quota} />
    </ToolPage>
  );
}
