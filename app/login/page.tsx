import type { Metadata } from "next";
import { LoginForm } from "@/components/auth/login-form";
import { TranslatorNotice } from "@/components/auth/translator-notice";
import { toolNames } from "@/lib/content/tools";
import { pageSeo } from "@/lib/seo";
import { unavailableTools } from "@/lib/tools/availability";

export const metadata: Metadata = pageSeo({
  title: "Entrar",
  description: "Entre na sua conta, crie uma conta grátis ou recupere sua senha para usar o tradutor com IA.",
  path: "/login",
});

export default function LoginPage() {
  return (
    <div className="px-4 py-12 sm:py-16">
      <TranslatorNotice unavailable={unavailableTools()} toolNames={toolNames} />
      <LoginForm toolNames={toolNames} />
    </div>
  );
}
