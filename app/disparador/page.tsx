import type { Metadata } from "next";
import { PixelTester } from "@/components/tools/pixel/pixel-tester";
import { ToolPage } from "@/components/tools/tool-page";
import { StaticContent } from "@/components/ui/static-content";
import { pixelPage } from "@/lib/content/tools";
import { env } from "@/lib/env";
import { toolMetadata } from "@/lib/tools/seo";

export const metadata: Metadata = toolMetadata("/disparador");

export default function PixelTesterPage() {
  // Read at build time (the page is static) and handed to the client, which never reads the environment.
  const host = env().TIKTOK_PIXEL_HOST;
  return (
    <ToolPage route="/disparador" copy={pixelPage} narrow>
      <PixelTester host={host} />
      <StaticContent>
        <details className="rounded-lg border bg-card p-4 text-sm text-muted-foreground shadow-sm">
          <summary className="flex min-h-6 cursor-pointer items-center font-medium text-foreground">
            Como funciona
          </summary>
          <div className="mt-3 grid gap-2">
            <p>
              Ao clicar em <strong className="text-foreground">Disparar pixel</strong>, esta página carrega o script do
              Pixel do TikTok (<code>{new URL(host).host}</code>) com o ID informado e envia o evento 1 segundo depois.
              O carregamento só acontece por ação sua, por isso não depende do aviso de cookies.
            </p>
            <p>
              E-mail e telefone são normalizados (telefone no formato +55…) e enviados em hash SHA-256, como o TikTok
              recomenda. Com um Access token da Events API, o mesmo evento também sai do nosso servidor para o TikTok,
              com o mesmo event_id, para testar a deduplicação; o token serve só para esse envio e não é guardado.
            </p>
          </div>
        </details>
      </StaticContent>
    </ToolPage>
  );
}
