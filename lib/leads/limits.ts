import type { Limit } from "@/lib/http/rate-limit";

/** Per client address: a person writes once or twice; more is a script. */
export const contactLimit = { points: 5, durationSeconds: 60 * 60 } as const satisfies Limit;

export const contactLimitMessage =
  "Você já enviou várias mensagens nesta hora. As anteriores chegaram até nós; aguarde um pouco para enviar outra.";
