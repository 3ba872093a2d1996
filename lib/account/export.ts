import "server-only";
import { desc, eq, sql } from "drizzle-orm";
import type { SessionUser } from "@/lib/auth/session";
import { getDb, type Database } from "@/lib/db";
import { glossaryEntries, imageGenerations, leads, speechDictionaries, translations, users } from "@/lib/db/schema";
import { consentStorageKey } from "@/lib/consent/consent-store";
import { ApiError } from "@/lib/http/api-error";

/** Bounds the file: translations keep 100 per account (the glossary 2.000 terms); leads from one e-mail are
 * rate-limited and kept 12 months. */
const MAX_ROWS = 500;

type Section = (db: Database, user: SessionUser) => Promise<unknown>;

/**
 * Everything we keep about an account, one section per kind of data. A new table of an account's rows adds one
 * entry here and one in lib/content/personal-data.ts (and references users ON DELETE CASCADE, so deletion needs no
 * change). Never a hash or a token.
 */
const sections = {
  account: async (db, user) => {
    const [row] = await db
      .select({ email: users.email, createdAt: users.createdAt })
      .from(users)
      .where(eq(users.id, user.id));
    if (!row) throw new ApiError("unauthenticated");
    return row;
  },
  translations: (db, user) =>
    db
      .select({
        text: translations.sourceText,
        translation: translations.translation,
        sourceLang: translations.sourceLang,
        targetLang: translations.targetLang,
        detectedLang: translations.detectedLang,
        createdAt: translations.createdAt,
      })
      .from(translations)
      .where(eq(translations.userId, user.id))
      .orderBy(desc(translations.createdAt))
      .limit(MAX_ROWS),
  glossary: (db, user) =>
    db
      .select({
        source: glossaryEntries.source,
        target: glossaryEntries.target,
        sourceLang: glossaryEntries.sourceLang,
        targetLang: glossaryEntries.targetLang,
      })
      .from(glossaryEntries)
      .where(eq(glossaryEntries.userId, user.id))
      .orderBy(glossaryEntries.sourceLang, glossaryEntries.targetLang, glossaryEntries.source),
  // Only once the address is verified: until then nothing says the account's owner sent them.
  leads: async (db, user) =>
    !user.emailVerified
      ? []
      : db
          .select({
            name: leads.name,
            contact: leads.contact,
            topic: leads.topic,
            plan: leads.plan,
            message: leads.message,
            origin: leads.origin,
            status: leads.status,
            createdAt: leads.createdAt,
          })
          .from(leads)
          .where(sql`lower(${leads.contact}) = ${user.email.toLowerCase()}`)
          .orderBy(desc(leads.createdAt))
          .limit(MAX_ROWS),
  images: (db, user) =>
    db
      .select({
        prompt: imageGenerations.prompt,
        aspect: imageGenerations.aspect,
        transparent: imageGenerations.transparent,
        count: imageGenerations.count,
        quality: imageGenerations.quality,
        style: imageGenerations.style,
        thumbnail: imageGenerations.thumbnail,
        createdAt: imageGenerations.createdAt,
      })
      .from(imageGenerations)
      .where(eq(imageGenerations.userId, user.id))
      .orderBy(desc(imageGenerations.createdAt))
      .limit(MAX_ROWS),
  speechDictionary: async (db, user) => {
    const [row] = await db
      .select({ entries: speechDictionaries.entries, updatedAt: speechDictionaries.updatedAt })
      .from(speechDictionaries)
      .where(eq(speechDictionaries.userId, user.id));
    return row ?? { entries: [] };
  },
  signInHistory: async () => ({
    kept: false,
    about: "Não guardamos um histórico de acessos: só contamos as tentativas de login erradas, por até uma hora.",
  }),
  consent: async () => ({
    keptOnServer: false,
    about: `A escolha sobre cookies de marketing fica só no seu navegador (localStorage, chave "${consentStorageKey}"). Mude-a em "Preferências de cookies", no rodapé.`,
  }),
} satisfies Record<string, Section>;

/** The sections of the file; lib/content/personal-data.ts names the one that holds each store. */
export const accountExportSections = Object.keys(sections);

export type AccountExport = { exportedAt: string } & {
  [Key in keyof typeof sections]: Awaited<ReturnType<(typeof sections)[Key]>>;
};

export async function exportAccount(user: SessionUser): Promise<AccountExport> {
  const db = await getDb();
  const entries = await Promise.all(
    Object.entries(sections).map(async ([key, section]) => [key, await (section as Section)(db, user)] as const),
  );
  return { exportedAt: new Date().toISOString(), ...Object.fromEntries(entries) } as AccountExport;
}
