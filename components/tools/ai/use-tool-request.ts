"use client";

import { useState } from "react";
import type { z } from "zod/mini";
import { loadOnSend, networkFailure, postJson } from "@/lib/http/client";
import { toolError, type ToolError } from "./error-alert";
import { useResultReveal } from "./use-result-reveal";

/** Thrown by an answer's handler when the work failed for a reason the person should read (a pt-BR sentence). */
export class ShownFailure extends Error {}

export function useToolRequest<T extends HTMLElement = HTMLElement>() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<ToolError | null>(null);
  const { region, start, done, announcer } = useResultReveal<T>();

  async function submit<Schema extends z.ZodMiniType>(
    url: string,
    // A loader, so zod reaches the browser when the form is first sent rather than with the page.
    loadSchema: () => Promise<Schema>,
    values: unknown,
    onAnswer: (response: Response, input: z.output<Schema>) => Promise<string>,
    headers?: Record<string, string>,
  ) {
    if (busy) return;
    setError(null);
    const loaded = await loadOnSend(loadSchema);
    if (!loaded.ok) return setError(toolError(loaded.error.message));
    const parsed = loaded.value.safeParse(values);
    if (!parsed.success) return setError(toolError(parsed.error.issues[0]?.message ?? ""));
    setBusy(true);
    start();
    try {
      const answer = await postJson(url, parsed.data, { headers });
      if (!answer.ok) return setError(toolError(answer.error.message));
      done(await onAnswer(answer.response, parsed.data));
    } catch (failure) {
      // The answer's body broke off while it was being read (or the work it started failed, and says why).
      setError(toolError(failure instanceof ShownFailure ? failure.message : networkFailure().message));
    } finally {
      setBusy(false);
    }
  }

  return { busy, error, submit, region, announcer };
}
