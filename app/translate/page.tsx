import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { FeatureTiles } from "@/components/tools/translate/feature-tiles";
import { TranslatorPanel } from "@/components/tools/translate/translator-panel";
import { AiNotConfigured } from "@/components/tools/ai/ai-not-configured";
import { aiConfigured } from "@/lib/ai/client";
import { pageUser } from "@/lib/auth/session";
import { listHistory } from "@/lib/translations/history";
import { pageSeo } from "@/lib/seo";

export const metadata: Metadata = pageSeo({ title: "Tradutor", description: "Traduza palavras e frases de qualquer idioma para o português com IA. Entre na sua conta para usar.", path: "/translate" });

export default async function TranslatePage() {
  // proxy.ts already sent anonymous visitors to /login; this covers a request that skipped it.
  const user = await pageUser();
  if (!user) redirect("/login?callbackUrl=%2Ftranslate");
  const history = await listHistory(user.id);

  return (
    <div className="mx-auto grid max-w-3xl gap-8 px-4 py-10 sm:py-14">
      <header className="grid gap-2 text-center">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Tradutor</h1>
        <p className="text-muted-foreground">Traduza palavras e frases de qualquer idioma para o português.</p>
      </header>
      {aiConfigured() ? null : <AiNotConfigured tool="tradutor" />}
      <TranslatorPanel email={user.email} initialHistory={history} disabled={!aiConfigured()} />
      <FeatureTiles />
    </div>
  );
}
