"use client";

import { useToolOff } from "@/components/tools/use-tool-off";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { useQueryParam } from "./use-query-param";

/**
 * /login?callbackUrl=/translate on a server without the translator: said before anyone creates an account
 * for a tool that will not answer. `toolNames` (each tool's name by route) comes from the server page, so
 * the tool records stay out of the script.
 */
export function TranslatorNotice({
  unavailable,
  toolNames,
}: {
  unavailable: readonly string[];
  toolNames: Readonly<Record<string, string>>;
}) {
  const callback = useQueryParam("callbackUrl");
  const isOff = useToolOff(unavailable);
  if (!isOff("/translate") || !callback?.startsWith("/translate")) return null;
  const alsoOff = Object.entries(toolNames)
    .filter(([route]) => route !== "/translate" && isOff(route))
    .map(([, name]) => name);
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
