import { postJson } from "@/lib/http/client";
import type { EventsApiAnswer } from "./events-api-answer";
import type { ServerEventInput } from "./payload";
import type { ServerOutcome } from "./report";

/** The browser's side of POST /api/pixel/events; every failure becomes a pt-BR summary for the page. */
export async function sendServerEvent(input: ServerEventInput, accessToken: string): Promise<ServerOutcome> {
  const result = await postJson("/api/pixel/events", { ...input, accessToken });
  if (!result.ok) {
    // Past our checks, the event may have reached TikTok even without an answer; before them, it did not.
    const upstream = result.error.code.startsWith("upstream_");
    const what = upstream ? "sem confirmação do TikTok" : "não enviado";
    return { accepted: false, summary: `Events API: ${what}. ${result.error.message}` };
  }
  try {
    const answer = (await result.response.json()) as EventsApiAnswer;
    return { accepted: answer.accepted, summary: answer.summary, eventId: answer.eventId };
  } catch {
    return { accepted: false, summary: "Events API: a resposta do servidor chegou incompleta. Dispare de novo." };
  }
}
