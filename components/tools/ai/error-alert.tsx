"use client";

import { useEffect, useRef } from "react";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";

export type ToolError = { title: string; detail?: string };

/** Messages are written "Cause. Next step.", so no sentence is shown twice. */
export function toolError(message: string): ToolError {
  const match = /^(.+?[.!?])\s+(\S.*)$/s.exec(message.trim());
  return match ? { title: match[1], detail: match[2] } : { title: message.trim() };
}

/** The one error box of the forms. It scrolls itself into view, e.g. below a result the page moved to. */
export function ErrorAlert({ error }: { error: ToolError | null }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (error) box.current?.scrollIntoView({ block: "nearest" });
  }, [error]);
  if (!error) return null;
  return (
    <Alert ref={box} variant="destructive" className="scroll-mt-20">
      <AlertTitle>{error.title}</AlertTitle>
      {error.detail ? <AlertDescription>{error.detail}</AlertDescription> : null}
    </Alert>
  );
}
