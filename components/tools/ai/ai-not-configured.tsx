import { MessageCircle } from "lucide-react";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { buttonVariants } from "@/components/ui/button-variants";
import { env } from "@/lib/env";
import { whatsappLink } from "@/lib/landing/whatsapp";

/**
 * Shown above a tool whose AI provider this server lacks: the form stays visible but disabled. The
 * setup advice is for whoever runs the server (logged at start, in the README), not for visitors.
 */
export function AiNotConfigured({ tool }: { tool: string }) {
  const chat = whatsappLink(env().WHATSAPP_NUMBER, `Olá! Quero testar o ${tool} do site.`);
  return (
    <Alert>
      <AlertTitle>O {tool} está indisponível no momento.</AlertTitle>
      <AlertDescription className="grid justify-items-start gap-3">
        <p>Fale com a nossa equipe para ver uma demonstração ou tirar dúvidas.</p>
        <a
          href={chat}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonVariants({ variant: "outline", size: "sm" })}
        >
          <MessageCircle aria-hidden="true" /> Falar no WhatsApp
        </a>
      </AlertDescription>
    </Alert>
  );
}
