import "server-only";
import { eq } from "drizzle-orm";
import { getDb } from "@/lib/db";
import { speechDictionaries } from "@/lib/db/schema";
import type { DictionaryEntry } from "./dictionary-schema";

export async function loadDictionary(userId: string): Promise<DictionaryEntry[]> {
  const db = await getDb();
  const [row] = await db
    .select({ entries: speechDictionaries.entries })
    .from(speechDictionaries)
    .where(eq(speechDictionaries.userId, userId));
  return row?.entries ?? [];
}

/** Replaces the whole dictionary (the page sends it whole). */
export async function saveDictionary(userId: string, entries: DictionaryEntry[]): Promise<void> {
  const db = await getDb();
  await db
    .insert(speechDictionaries)
    .values({ userId, entries })
    .onConflictDoUpdate({ target: speechDictionaries.userId, set: { entries, updatedAt: new Date() } });
}
