import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { CtaLink } from "@/components/landing/cta-link";
import { env } from "@/lib/env";

/** The setup advice is for whoever runs the server (logged at start), not for visitors. */
export function AiNotConfigured({ tool }: { tool: string }) {
  const intent = { topic: "demonstracao", message: `Olá! Quero testar o ${tool} do site.` } as const;
  return (
    <Alert>
      <AlertTitle>O {tool} está indisponível no momento.</AlertTitle>
      <AlertDescription className="grid justify-items-start gap-3">
        <p>Fale com a nossa equipe para ver uma demonstração ou tirar dúvidas.</p>
        <CtaLink number={env().WHATSAPP_NUMBER} intent={intent} variant="outline" size="sm">
          Falar com a equipe
        </CtaLink>
      </AlertDescription>
    </Alert>
  );
}
