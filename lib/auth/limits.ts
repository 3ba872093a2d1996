import "server-only";
import type { Limit } from "@/lib/http/rate-limit";

/** Per IP and per e-mail, so neither many addresses nor many e-mails get around them. */
export const authLimits = {
  signInIp: { points: 30, durationSeconds: 15 * 60 },
  signInEmail: { points: 10, durationSeconds: 15 * 60 },
  registerIp: { points: 10, durationSeconds: 60 * 60 },
  registerEmail: { points: 5, durationSeconds: 60 * 60 },
  recoverIp: { points: 10, durationSeconds: 15 * 60 },
  recoverEmail: { points: 3, durationSeconds: 15 * 60 },
  resetIp: { points: 10, durationSeconds: 15 * 60 },
} satisfies Record<string, Limit>;

export const tooManyAttempts = "Muitas tentativas. Aguarde alguns minutos e tente novamente.";
