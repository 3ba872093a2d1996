import "server-only";
import { and, desc, eq, notInArray } from "drizzle-orm";
import { getDb } from "@/lib/db";
import { translations } from "@/lib/db/schema";
import type { HistoryEntry } from "./types";

const HISTORY_SIZE = 20;

export type { HistoryEntry };

const columns = {
  id: translations.id,
  text: translations.sourceText,
  translation: translations.translation,
  createdAt: translations.createdAt,
};

const toEntry = (row: { id: string; text: string; translation: string; createdAt: Date }): HistoryEntry => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
});

export async function listHistory(userId: string): Promise<HistoryEntry[]> {
  const db = await getDb();
  const rows = await db
    .select(columns)
    .from(translations)
    .where(eq(translations.userId, userId))
    .orderBy(desc(translations.createdAt), desc(translations.id))
    .limit(HISTORY_SIZE);
  return rows.map(toEntry);
}

export async function addToHistory(userId: string, text: string, translation: string): Promise<HistoryEntry> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(translations).values({ userId, sourceText: text, translation }).returning(columns);
    const keep = tx
      .select({ id: translations.id })
      .from(translations)
      .where(eq(translations.userId, userId))
      .orderBy(desc(translations.createdAt), desc(translations.id))
      .limit(HISTORY_SIZE);
    await tx.delete(translations).where(and(eq(translations.userId, userId), notInArray(translations.id, keep)));
    return toEntry(row);
  });
}

export async function clearHistory(userId: string): Promise<void> {
  const db = await getDb();
  await db.delete(translations).where(eq(translations.userId, userId));
}
