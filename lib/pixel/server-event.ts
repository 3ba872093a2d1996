import { postJson } from "@/lib/http/client";
import type { EventsApiAnswer } from "./events-api-answer";
import type { ServerEventInput } from "./payload";
import type { ServerOutcome } from "./report";

/** The browser's side of POST /api/pixel/events; every failure becomes a pt-BR summary for the page. */
export async function sendServerEvent(input: ServerEventInput, accessToken: string): Promise<ServerOutcome> {
  const result = await postJson("/api/pixel/events", { ...input, accessToken });
  if (!result.ok) return { accepted: false, summary: `Events API: ${result.error.message}` };
  try {
    const answer = (await result.response.json()) as EventsApiAnswer;
    return { accepted: answer.accepted, summary: answer.summary, eventId: answer.eventId };
  } catch {
    return { accepted: false, summary: "Events API: a resposta do servidor chegou incompleta. Dispare de novo." };
  }
}
