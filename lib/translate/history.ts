import "server-only";
import { and, desc, eq, ilike, notInArray, or } from "drizzle-orm";
import { TRANSLATION_HISTORY_SIZE } from "@/lib/content/personal-data";
import { getDb } from "@/lib/db";
import { translations } from "@/lib/db/schema";
import type { HistoryEntry } from "./history-types";

/** Kept per account; the page lists the newest HISTORY_SHOWN and its search box looks through all of them. */
export const HISTORY_SHOWN = 20;

export type { HistoryEntry };

const columns = {
  id: translations.id,
  text: translations.sourceText,
  translation: translations.translation,
  sourceLang: translations.sourceLang,
  targetLang: translations.targetLang,
  detectedLang: translations.detectedLang,
  createdAt: translations.createdAt,
};

const toEntry = ({ createdAt, ...row }: Omit<HistoryEntry, "createdAt"> & { createdAt: Date }): HistoryEntry => ({
  ...row,
  createdAt: createdAt.toISOString(),
});

/** `query` matches the source text or the translation, case-insensitively (LIKE's wildcards are taken literally). */
export async function listHistory(userId: string, query = ""): Promise<HistoryEntry[]> {
  const db = await getDb();
  const pattern = `%${query.trim().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
  const rows = await db
    .select(columns)
    .from(translations)
    .where(
      and(
        eq(translations.userId, userId),
        query.trim()
          ? or(ilike(translations.sourceText, pattern), ilike(translations.translation, pattern))
          : undefined,
      ),
    )
    .orderBy(desc(translations.createdAt), desc(translations.id))
    .limit(HISTORY_SHOWN);
  return rows.map(toEntry);
}

export async function addToHistory(
  userId: string,
  text: string,
  translation: string,
  languages: { sourceLang: string; targetLang: string; detectedLang: string | null } = {
    sourceLang: "auto",
    targetLang: "pt-BR",
    detectedLang: null,
  },
): Promise<HistoryEntry> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(translations)
      .values({ userId, sourceText: text, translation, ...languages })
      .returning(columns);
    const keep = tx
      .select({ id: translations.id })
      .from(translations)
      .where(eq(translations.userId, userId))
      .orderBy(desc(translations.createdAt), desc(translations.id))
      .limit(TRANSLATION_HISTORY_SIZE);
    await tx.delete(translations).where(and(eq(translations.userId, userId), notInArray(translations.id, keep)));
    return toEntry(row);
  });
}

/** Whether an entry of this account was there to delete. */
export async function deleteHistoryEntry(userId: string, id: string): Promise<boolean> {
  const db = await getDb();
  const deleted = await db
    .delete(translations)
    .where(and(eq(translations.userId, userId), eq(translations.id, id)))
    .returning({ id: translations.id });
  return deleted.length > 0;
}

export async function clearHistory(userId: string): Promise<void> {
  const db = await getDb();
  await db.delete(translations).where(eq(translations.userId, userId));
}
