import "server-only";
import { and, asc, eq, sql } from "drizzle-orm";
import { getDb } from "@/lib/db";
import { glossaryEntries } from "@/lib/db/schema";
import type { GlossaryEntry } from "./glossary-rules";
import type { GlossaryTerm, TranslationRequest } from "./prompt";

/** Terms sent with one request at most (the longest first), so a huge glossary cannot swell the prompt. */
const TERMS_PER_REQUEST = 100;

const columns = {
  source: glossaryEntries.source,
  target: glossaryEntries.target,
  sourceLang: glossaryEntries.sourceLang,
  targetLang: glossaryEntries.targetLang,
};

/** An account's rows, or those of one language pair of it. */
const ownedBy = (userId: string, pair?: Pick<GlossaryEntry, "sourceLang" | "targetLang">) =>
  and(
    eq(glossaryEntries.userId, userId),
    pair ? eq(glossaryEntries.sourceLang, pair.sourceLang) : undefined,
    pair ? eq(glossaryEntries.targetLang, pair.targetLang) : undefined,
  );

export async function listGlossary(
  userId: string,
  pair?: Pick<GlossaryEntry, "sourceLang" | "targetLang">,
): Promise<GlossaryEntry[]> {
  const db = await getDb();
  const rows = await db
    .select(columns)
    .from(glossaryEntries)
    .where(ownedBy(userId, pair))
    .orderBy(
      asc(glossaryEntries.sourceLang),
      asc(glossaryEntries.targetLang),
      asc(sql`lower(${glossaryEntries.source})`),
    );
  return rows as GlossaryEntry[];
}

/** Replaces the account's glossary (or one language pair of it) in one transaction. Entries are checked already. */
export async function replaceGlossary(
  userId: string,
  entries: readonly GlossaryEntry[],
  pair?: Pick<GlossaryEntry, "sourceLang" | "targetLang">,
): Promise<void> {
  const db = await getDb();
  await db.transaction(async (tx) => {
    await tx.delete(glossaryEntries).where(ownedBy(userId, pair));
    if (entries.length) await tx.insert(glossaryEntries).values(entries.map((entry) => ({ ...entry, userId })));
  });
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The terms of the request's language pair that appear in the text, as whole words, whatever their case. */
export async function termsFor(
  userId: string,
  request: Pick<TranslationRequest, "source" | "target">,
  text: string,
): Promise<GlossaryTerm[]> {
  const db = await getDb();
  const rows = await db
    .select(columns)
    .from(glossaryEntries)
    .where(
      and(
        eq(glossaryEntries.userId, userId),
        eq(glossaryEntries.targetLang, request.target),
        request.source === "auto" ? undefined : eq(glossaryEntries.sourceLang, request.source),
      ),
    );
  return rows
    .filter((row) => new RegExp(`(?<![\\p{L}\\p{N}])${escape(row.source)}(?![\\p{L}\\p{N}])`, "iu").test(text))
    .toSorted((a, b) => b.source.length - a.source.length)
    .slice(0, TERMS_PER_REQUEST)
    .map(({ source, target }) => ({ source, target }));
}
