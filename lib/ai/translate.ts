import "server-only";
import { env } from "@/lib/env";
import { completeChat } from "./chat";

const SYSTEM_PROMPT =
  "Você é um tradutor. Traduza o texto do usuário para o português do Brasil e responda somente com a tradução, " +
  "sem aspas, explicações ou comentários. Se o texto já estiver em português, responda com ele mesmo.";

/** The client caps the time. */
export function translateToPortuguese(text: string, signal?: AbortSignal): Promise<string> {
  return completeChat({
    model: env().OPENAI_CHAT_MODEL,
    messages: [
      { role: "system", content: SYSTEM_PROMPT },
      { role: "user", content: `Traduza para o português:\n${text}` },
    ],
    temperature: 0,
    maxTokens: 1000,
    signal,
  });
}
