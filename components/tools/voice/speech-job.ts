/**
 * The page's side of a speech job (POST /api/speech with `Prefer: respond-async`): follows its status until it
 * ends, finds the account's latest one again after a reload, and cancels it.
 */

export type SpeechJobView = {
  id: string;
  status: "queued" | "running" | "done" | "failed" | "cancelled";
  done: number;
  total: number;
  message?: string;
  fileName?: string;
  /** The engine that spoke (X-Speech-Engine's words): "offline" is the eSpeak NG voice. */
  engine?: string;
  download?: string;
  captions?: { srt: string; vtt: string };
};

export const isActive = (view: SpeechJobView) => view.status === "queued" || view.status === "running";

const POLL_MS = 1_000;

/** The account's latest speech job still kept, or null (signed out, none, or the server unreachable). */
export async function latestSpeechJob(): Promise<SpeechJobView | null> {
  try {
    const response = await fetch("/api/speech", { cache: "no-store" });
    if (!response.ok) return null;
    return ((await response.json()) as { job: SpeechJobView | null }).job;
  } catch {
    return null;
  }
}

/** Polls the job until it is done, failed or cancelled (or `signal` ends the watch); each view goes to onView. */
export async function followSpeechJob(
  id: string,
  onView: (view: SpeechJobView) => void,
  signal: AbortSignal,
): Promise<SpeechJobView> {
  for (;;) {
    const response = await fetch(`/api/speech/${id}`, { cache: "no-store", signal });
    if (!response.ok) {
      const body = (await response.json().catch(() => null)) as { error?: { message?: string } } | null;
      throw new Error(body?.error?.message ?? "Não foi possível acompanhar o áudio. Recarregue a página.");
    }
    const view = (await response.json()) as SpeechJobView;
    onView(view);
    if (!isActive(view)) return view;
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, POLL_MS);
      signal.addEventListener("abort", () => (clearTimeout(timer), resolve()), { once: true });
    });
    signal.throwIfAborted();
  }
}

export async function cancelSpeechJob(id: string): Promise<void> {
  await fetch(`/api/speech/${id}`, { method: "DELETE" }).catch(() => {});
}
