import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";

/** Shown instead of a form that cannot work: this server has no AI provider configured. */
export function AiNotConfigured({ tool }: { tool: string }) {
  return (
    <Alert variant="default" className="border-dashed">
      <AlertTitle>A IA não está configurada neste servidor</AlertTitle>
      <AlertDescription>
        <p>
          O {tool} precisa de um provedor de IA. Para ativá-lo, defina <code>OPENAI_API_KEY</code> com uma chave da
          OpenAI, ou <code>OPENAI_BASE_URL</code> com o endereço de um servidor compatível (Ollama, vLLM, LM Studio),
          no arquivo <code>.env</code> ou no ambiente, e reinicie o site.
        </p>
      </AlertDescription>
    </Alert>
  );
}
