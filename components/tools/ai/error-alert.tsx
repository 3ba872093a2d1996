import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";

export type ToolError = { title: string; detail?: string };

export function ErrorAlert({ error }: { error: ToolError | null }) {
  if (!error) return null;
  return (
    <Alert variant="destructive">
      <AlertTitle>{error.title}</AlertTitle>
      {error.detail ? <AlertDescription>{error.detail}</AlertDescription> : null}
    </Alert>
  );
}
