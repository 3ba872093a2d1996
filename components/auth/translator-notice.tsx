"use client";

import { useToolOff } from "@/components/tools/availability";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { useQueryParam } from "./use-query-param";

/**
 * /login?callbackUrl=/translate on a server without the translator: said before anyone creates an account
 * for a tool that will not answer.
 */
export function TranslatorNotice({ unavailable }: { unavailable: readonly string[] }) {
  const callback = useQueryParam("callbackUrl");
  const off = useToolOff(unavailable)("/translate");
  if (!off || !callback?.startsWith("/translate")) return null;
  return (
    <Alert className="mx-auto mb-6 max-w-md">
      <AlertTitle>O tradutor está indisponível neste servidor</AlertTitle>
      <AlertDescription>
        <p>
          Ele precisa de um serviço de IA que não está configurado aqui. Você pode criar a conta mesmo assim, mas ainda
          não vai conseguir traduzir; as outras ferramentas funcionam sem conta.
        </p>
      </AlertDescription>
    </Alert>
  );
}
