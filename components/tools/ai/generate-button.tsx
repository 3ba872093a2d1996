import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";

export function GenerateButton({
  busy,
  icon: Icon,
  children,
}: {
  busy: boolean;
  icon: LucideIcon;
  children: ReactNode;
}) {
  return (
    <Button type="submit" variant="gradient" size="lg" loading={busy}>
      {busy ? (
        "Gerando..."
      ) : (
        <>
          <Icon aria-hidden="true" /> {children}
        </>
      )}
    </Button>
  );
}
