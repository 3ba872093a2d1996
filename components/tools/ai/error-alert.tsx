import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import type { ToolError } from "./api-error";

export function ErrorAlert({ error }: { error: ToolError | null }) {
  if (!error) return null;
  return (
    <Alert variant="destructive">
      <AlertTitle>{error.title}</AlertTitle>
      {error.detail ? <AlertDescription>{error.detail}</AlertDescription> : null}
    </Alert>
  );
}
