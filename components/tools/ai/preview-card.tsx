import type { LucideIcon } from "lucide-react";
import type { ReactNode, Ref } from "react";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";

type PreviewCardProps = { region: Ref<HTMLDivElement>; announcer: ReactNode; children: ReactNode };

export function PreviewCard({ region, announcer, children }: PreviewCardProps) {
  return (
    <Card ref={region} tabIndex={-1} className="scroll-mt-20 outline-none lg:sticky lg:top-20 lg:self-start">
      <CardHeader>
        <CardTitle>Pré-visualização</CardTitle>
      </CardHeader>
      <CardContent>
        {announcer}
        {children}
      </CardContent>
    </Card>
  );
}

export function EmptyPreview({ icon: Icon, children }: { icon: LucideIcon; children: ReactNode }) {
  return (
    <div className="grid place-items-center gap-3 rounded-lg border-2 border-dashed p-10 text-center text-muted-foreground">
      <Icon aria-hidden="true" className="size-10" />
      <p>{children}</p>
    </div>
  );
}
