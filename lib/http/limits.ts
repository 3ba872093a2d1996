/**
 * Every rate limit of the site, in one table: a feature adds its row here and calls
 * rateLimit("<row>", key). Keys are the client address (lib/http/client-ip.ts) unless the row says
 * otherwise. Sign-in failures are not a plain limit: see signInFailures and lib/auth/sign-in.ts.
 */
export type Limit = { points: number; durationSeconds: number; message: string };

const tooManyAttempts = "Muitas tentativas. Aguarde alguns minutos e tente novamente.";
const tooManyAiRequests = "Você fez muitos pedidos seguidos. Aguarde um minuto e tente novamente.";

export const rateLimits = {
  /** Every sign-in attempt, right or wrong, per client. */
  signIn: { points: 30, durationSeconds: 15 * 60, message: tooManyAttempts },
  register: { points: 10, durationSeconds: 60 * 60, message: tooManyAttempts },
  /** Per e-mail, so one address cannot be used to probe sign-ups from many clients. */
  registerEmail: { points: 5, durationSeconds: 60 * 60, message: tooManyAttempts },
  recover: { points: 10, durationSeconds: 15 * 60, message: tooManyAttempts },
  /**
   * Recovery e-mails sent to one address. Over it the answer is still 200 and nothing is sent: the
   * owner can always ask, and the links already in their inbox keep working (1 hour).
   */
  recoverEmailSent: { points: 3, durationSeconds: 15 * 60, message: tooManyAttempts },
  reset: { points: 10, durationSeconds: 15 * 60, message: tooManyAttempts },
  /** Per signed-in user. */
  translate: {
    points: 20,
    durationSeconds: 60,
    message: "Muitas traduções seguidas. Aguarde um minuto e tente novamente.",
  },
  description: { points: 10, durationSeconds: 60, message: tooManyAiRequests },
  speech: { points: 15, durationSeconds: 60, message: tooManyAiRequests },
  image: { points: 5, durationSeconds: 60, message: tooManyAiRequests },
  convert: {
    points: 20,
    durationSeconds: 60,
    message: "Muitas conversões em pouco tempo. Aguarde um minuto e tente novamente.",
  },
  /** Leads from the landing page: a person writes once or twice an hour; more is a script. */
  contact: {
    points: 5,
    durationSeconds: 60 * 60,
    message:
      "Você já enviou várias mensagens nesta hora. As anteriores chegaram até nós; aguarde um pouco para enviar outra.",
  },
} as const satisfies Record<string, Limit>;

export type LimitName = keyof typeof rateLimits;

/**
 * Wrong passwords per e-mail and client (OWASP: slow the attacker without locking out the owner).
 * The first `free` failures cost nothing; each one after waits twice as long as the last, from 1 s up
 * to `maxDelaySeconds`. The right password from another client is never delayed, and a success
 * forgets the count. Failures older than `windowSeconds` are forgotten too.
 */
export const signInFailures = { free: 5, maxDelaySeconds: 5 * 60, windowSeconds: 60 * 60, message: tooManyAttempts };
