/** Keys are the client address unless the row says otherwise. */
export type Limit = { points: number; durationSeconds: number; message: string };

const tooManyAttempts = "Muitas tentativas. Aguarde alguns minutos e tente novamente.";
const tooManyAiRequests = "Você fez muitos pedidos seguidos. Aguarde um minuto e tente novamente.";

export const rateLimits = {
  signIn: { points: 30, durationSeconds: 15 * 60, message: tooManyAttempts },
  register: { points: 10, durationSeconds: 60 * 60, message: tooManyAttempts },
  /** Per e-mail, so one address cannot be used to probe sign-ups from many clients. */
  registerEmail: { points: 5, durationSeconds: 60 * 60, message: tooManyAttempts },
  recover: { points: 10, durationSeconds: 15 * 60, message: tooManyAttempts },
  /** Over it the answer is still 200 and nothing is sent: the links already in the inbox keep working. */
  recoverEmailSent: { points: 3, durationSeconds: 15 * 60, message: tooManyAttempts },
  reset: { points: 10, durationSeconds: 15 * 60, message: tooManyAttempts },
  translate: {
    points: 20,
    durationSeconds: 60,
    message: "Muitas traduções seguidas. Aguarde um minuto e tente novamente.",
  },
  /** Per account: a document is up to 250.000 characters and 125 model calls. */
  translateDocument: {
    points: 5,
    durationSeconds: 10 * 60,
    message: "Você enviou muitos arquivos seguidos. Aguarde alguns minutos e tente novamente.",
  },
  /** Per account: "Codificação do arquivo" reads a text file again for each choice (no model call). */
  translateEncoding: {
    points: 30,
    durationSeconds: 10 * 60,
    message: "Você conferiu muitos arquivos seguidos. Aguarde alguns minutos e tente novamente.",
  },
  /** Per account: each save rewrites the account's glossary. */
  glossary: { points: 30, durationSeconds: 60, message: tooManyAttempts },
  /** Per product: a catalogue sends its products one by one, so 50 products are 50 points. */
  description: { points: 60, durationSeconds: 60, message: tooManyAiRequests },
  descriptionHour: {
    points: 150,
    durationSeconds: 60 * 60,
    message: "Você gerou muitas descrições nesta hora. Aguarde o horário indicado para continuar.",
  },
  speech: { points: 15, durationSeconds: 60, message: tooManyAiRequests },
  /** Per account: saving the pronunciation dictionary (the page saves on demand, a person a few times a minute). */
  speechDictionary: {
    points: 20,
    durationSeconds: 60,
    message: "Você salvou o dicionário muitas vezes seguidas. Aguarde um minuto e tente de novo.",
  },
  /** Counted in images (a request for 4 costs 4; an edit costs 1): two requests of 4 a minute. */
  image: { points: 8, durationSeconds: 60, message: tooManyAiRequests },
  convert: {
    points: 20,
    durationSeconds: 60,
    message: "Muitas conversões em pouco tempo. Aguarde um minuto e tente novamente.",
  },
  /** Whole-site exports: each may fetch 50 pages and their files for up to 10 minutes. */
  convertSite: {
    points: 2,
    durationSeconds: 60 * 60,
    message: "Você já converteu 2 sites nesta hora. Aguarde até a próxima hora para converter outro.",
  },
  /** Disparador de Pixel's server half: each point is one request to TikTok's Events API. */
  pixelEvents: {
    points: 20,
    durationSeconds: 60,
    message: "Muitos disparos seguidos para a Events API. Aguarde um minuto e tente novamente.",
  },
  /** The page's counting beacon (lib/analytics): a person's views and clicks; more is a script. */
  visit: { points: 120, durationSeconds: 60, message: "Muitas contagens seguidas. Aguarde um minuto." },
  /** Leads from the landing page: a person writes once or twice an hour; more is a script. */
  contact: {
    points: 5,
    durationSeconds: 60 * 60,
    message:
      "Você já enviou várias mensagens nesta hora. As anteriores chegaram até nós; aguarde um pouco para enviar outra.",
  },
  /** Per account: the export reads every row of the account; a person downloads it once or twice. */
  accountExport: {
    points: 10,
    durationSeconds: 60 * 60,
    message: "Você já baixou seus dados várias vezes nesta hora. Aguarde um pouco para baixar de novo.",
  },
  /** Per admin account: each CSV or list reads up to the whole leads table. */
  adminRead: { points: 120, durationSeconds: 60, message: tooManyAttempts },
  /** Per admin account: a status or a note changed by hand, a few a minute; a script that loops gets 429. */
  adminWrite: {
    points: 60,
    durationSeconds: 60,
    message: "Muitas alterações seguidas. Aguarde um minuto e tente novamente.",
  },
  /** Per account: /conta's "send the link again"; each one is an e-mail to the address. */
  verificationEmail: {
    points: 3,
    durationSeconds: 60 * 60,
    message: "Já enviamos alguns links nesta hora. Confira sua caixa de entrada e o spam, ou aguarde para pedir outro.",
  },
} as const satisfies Record<string, Limit>;

export type LimitName = keyof typeof rateLimits;

/** Per e-mail and client, with growing delays (OWASP): slow the attacker without locking out the owner. */
export const signInFailures = { free: 5, maxDelaySeconds: 5 * 60, windowSeconds: 60 * 60, message: tooManyAttempts };

/**
 * Per account, across every client (NIST SP 800-63B, 5.2.2: at most 100 consecutive failed checks). The window
 * starts at the first failure; once the budget is spent the account stays locked for a full window from that
 * moment, unless it signs in from one of the owner's browsers (device cookie) or resets the password.
 */
export const signInAccountBudget = { failures: 100, windowSeconds: 24 * 60 * 60, message: tooManyAttempts };
