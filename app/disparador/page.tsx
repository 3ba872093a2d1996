import type { Metadata } from "next";
import { PixelTester } from "@/components/tools/pixel/pixel-tester";
import { ToolPage } from "@/components/tools/tool-page";
import { pixelPage } from "@/lib/content/tools";
import { env } from "@/lib/env";
import { pageSeo } from "@/lib/seo";

export const metadata: Metadata = pageSeo({
  title: "Disparador de Pixel",
  description:
    "Teste o Pixel do TikTok: dispare CompletePayment, Purchase, ViewContent ou AddToCart com email e telefone em hash SHA-256 e veja exatamente o que foi enviado.",
  path: "/disparador",
});

export default function PixelTesterPage() {
  // Read at build time (the page is static) and handed to the client, which never reads the environment.
  const host = env().TIKTOK_PIXEL_HOST;
  return (
    <ToolPage copy={pixelPage} narrow>
      <p className="text-sm text-muted-foreground">
        Ao clicar em <strong className="text-foreground">Disparar Pixel</strong>, esta página carrega o script do Pixel
        do TikTok (<code>{new URL(host).host}</code>) com o ID informado. O carregamento só acontece por ação sua, por
        isso não depende do aviso de cookies. Email e telefone são normalizados (telefone no formato +55…) e enviados em
        hash SHA-256, como o TikTok recomenda; o evento é enviado 1 segundo depois do script.
      </p>
      <PixelTester host={host} />
    </ToolPage>
  );
}
