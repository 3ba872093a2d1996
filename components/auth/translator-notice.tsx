"use client";

import { useToolOff } from "@/components/tools/availability";
import { toolLinks } from "@/lib/content/navigation";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { useQueryParam } from "./use-query-param";

/**
 * /login?callbackUrl=/translate on a server without the translator: said before anyone creates an account
 * for a tool that will not answer.
 */
export function TranslatorNotice({ unavailable }: { unavailable: readonly string[] }) {
  const callback = useQueryParam("callbackUrl");
  const isOff = useToolOff(unavailable);
  if (!isOff("/translate") || !callback?.startsWith("/translate")) return null;
  const alsoOff = toolLinks.filter((tool) => tool.href !== "/translate" && isOff(tool.href)).map((tool) => tool.label);
  return (
    <Alert className="mx-auto mb-6 max-w-md">
      <AlertTitle>O tradutor está indisponível neste servidor</AlertTitle>
      <AlertDescription>
        <p>
          Ele precisa de um serviço de IA que não está configurado aqui. Você pode criar a conta mesmo assim, mas ainda
          não vai conseguir traduzir. {offNotice(alsoOff)}
        </p>
      </AlertDescription>
    </Alert>
  );
}

/** Names exactly which other tools are off here too; the rest work without an account. */
export function offNotice(alsoOff: readonly string[]): string {
  if (!alsoOff.length) return "As outras ferramentas funcionam sem conta.";
  const names = new Intl.ListFormat("pt-BR", { type: "conjunction" }).format(alsoOff);
  return `${names} também ${alsoOff.length > 1 ? "estão indisponíveis" : "está indisponível"} aqui; as outras ferramentas funcionam sem conta.`;
}
