"use client";

import { useState } from "react";
import type { z } from "zod";
import { readApiError } from "@/lib/http/read-error";
import type { ToolError } from "./error-alert";

/**
 * The request flow of a tool form: validate with the shared schema (its pt-BR message shown, nothing
 * sent), POST the input as JSON, show `failed` with the server's reason on an error answer, and hand a
 * successful answer to `onAnswer`. Network failures are logged under `logLabel` and shown as `failed`.
 */
export function useToolRequest({ failed, logLabel }: { failed: string; logLabel: string }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<ToolError | null>(null);

  async function submit<Schema extends z.ZodType>(
    url: string,
    schema: Schema,
    values: unknown,
    onAnswer: (response: Response, input: z.output<Schema>) => Promise<void>,
  ) {
    setError(null);
    const parsed = schema.safeParse(values);
    if (!parsed.success) {
      setError({ title: parsed.error.issues[0]?.message ?? failed });
      return;
    }
    setBusy(true);
    try {
      const response = await fetch(url, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(parsed.data),
      });
      if (!response.ok) {
        setError({ title: failed, detail: (await readApiError(response))?.message });
        return;
      }
      await onAnswer(response, parsed.data);
    } catch (failure) {
      console.error(logLabel, failure);
      setError({ title: failed });
    } finally {
      setBusy(false);
    }
  }

  return { busy, error, submit };
}
