import type { ReactNode } from "react";
import { CtaLink } from "@/components/landing/cta-link";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import type { ToolExample } from "@/lib/content/tool-examples";
import { StaticContent } from "@/components/ui/static-content";
import { env } from "@/lib/env";
import { unavailableTools } from "@/lib/tools/availability";
import { unavailableLabel } from "./availability";
import { AvailableTool } from "./available-tool";

/**
 * A prerendered AI tool's place on its page: `children` (the form) where the server runs the tool,
 * UnavailableTool where it does not. Built with the build's answer; AvailableTool follows the server's.
 */
export function ToolOrExample({
  href,
  example,
  children,
}: {
  href: string;
  example: ToolExample;
  children: ReactNode;
}) {
  return (
    <AvailableTool
      href={href}
      rendered={unavailableTools()}
      unavailable={
        <StaticContent>
          <UnavailableTool example={example} />
        </StaticContent>
      }
    >
      {children}
    </AvailableTool>
  );
}

/**
 * In place of a tool this server cannot run: what it does and an example of its output, and a way to the
 * team; never a disabled form. The setup advice is for whoever runs the server (logged at start).
 */
export function UnavailableTool({ example }: { example: ToolExample }) {
  const intent = {
    topic: "demonstracao",
    message: `Olá! Quero ver uma demonstração: ${example.name.toLowerCase()} está indisponível no site.`,
  } as const;
  return (
    <section aria-labelledby="indisponivel-titulo" className="mx-auto grid w-full max-w-3xl gap-6">
      <Alert>
        <AlertTitle id="indisponivel-titulo" role="heading" aria-level={2}>
          {unavailableLabel}
        </AlertTitle>
        <AlertDescription className="grid justify-items-start gap-3">
          <p>
            {example.name} precisa de um serviço de IA que não está configurado neste servidor. Veja abaixo o que ele
            faz, com um exemplo de resultado, ou peça uma demonstração à nossa equipe.
          </p>
          <CtaLink number={env().WHATSAPP_NUMBER} intent={intent} variant="outline" size="sm">
            Pedir uma demonstração
          </CtaLink>
        </AlertDescription>
      </Alert>
      <Card>
        <CardHeader>
          <CardTitle>Exemplo de resultado</CardTitle>
          <p className="text-sm text-muted-foreground">{example.what}</p>
        </CardHeader>
        <CardContent className="grid gap-5">
          <div className="grid gap-2 rounded-md bg-muted/60 p-4">
            <h3 className="text-sm font-semibold">Você informa</h3>
            <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
              {example.input.map((field) => (
                <div key={field.label} className="contents">
                  <dt className="text-muted-foreground">{field.label}</dt>
                  <dd className="min-w-0 break-words">{field.value}</dd>
                </div>
              ))}
            </dl>
          </div>
          {example.output.map((block) => (
            <div key={block.heading} className="grid gap-1.5">
              <h3 className="text-sm font-semibold">{block.heading}</h3>
              {block.list ? (
                <ul className="grid list-disc gap-1 pl-5 text-sm">
                  {block.lines.map((line) => (
                    <li key={line}>{line}</li>
                  ))}
                </ul>
              ) : (
                block.lines.map((line) => (
                  <p key={line} className="text-sm text-pretty">
                    {line}
                  </p>
                ))
              )}
            </div>
          ))}
        </CardContent>
      </Card>
    </section>
  );
}
