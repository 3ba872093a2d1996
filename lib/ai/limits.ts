import "server-only";
import type { Limit } from "@/lib/http/rate-limit";

/** Per-IP allowances of the AI routes: each call costs real money (or CPU, for the offline voice). */
export const aiLimits = {
  description: { points: 10, durationSeconds: 60 },
  speech: { points: 15, durationSeconds: 60 },
  image: { points: 5, durationSeconds: 60 },
} as const satisfies Record<string, Limit>;

export const aiLimitMessage = "Você fez muitos pedidos seguidos. Aguarde um minuto e tente novamente.";
