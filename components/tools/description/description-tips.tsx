import { Lightbulb } from "lucide-react";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";

const tips = [
  "Seja específico sobre as características do produto",
  "Descreva o público-alvo em detalhes: idade, interesses e necessidades",
  "Inclua o preço e as condições de pagamento",
  "Escolha o tom de voz que combina com a sua marca",
  "Revise e ajuste o resultado antes de publicar",
];

export function DescriptionTips({ className }: { className?: string }) {
  return (
    <Card className={className}>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Lightbulb aria-hidden="true" className="size-5 text-primary" /> Dicas para resultados incríveis
        </CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="grid list-disc gap-2 pl-5 text-sm text-muted-foreground">
          {tips.map((tip) => (
            <li key={tip}>{tip}</li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
