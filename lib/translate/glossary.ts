import "server-only";
import { and, asc, eq, ne, or, sql } from "drizzle-orm";
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

/**
 * "Não traduzir" terms are rows of every language pair: `*` to `*`, the term as its own translation, so they
 * reach the model as any glossary term does, in texts and files, and leave with the account's glossary.
 */
const ANY_LANGUAGE = "*";

/** An account's language-pair rows (not its "Não traduzir" terms), or those of one language pair of it. */
const ownedBy = (userId: string, pair?: Pick<GlossaryEntry, "sourceLang" | "targetLang">) =>
  and(
    eq(glossaryEntries.userId, userId),
    pair ? eq(glossaryEntries.sourceLang, pair.sourceLang) : ne(glossaryEntries.sourceLang, ANY_LANGUAGE),
    pair ? eq(glossaryEntries.targetLang, pair.targetLang) : undefined,
  );
const keptBy = (userId: string) =>
  and(eq(glossaryEntries.userId, userId), eq(glossaryEntries.sourceLang, ANY_LANGUAGE));

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

/** The account's "Não traduzir" terms, in alphabetical order. */
export async function listKeepTerms(userId: string): Promise<string[]> {
  const db = await getDb();
  const rows = await db
    .select({ term: glossaryEntries.source })
    .from(glossaryEntries)
    .where(keptBy(userId))
    .orderBy(asc(sql`lower(${glossaryEntries.source})`));
  return rows.map((row) => row.term);
}

/**
 * Replaces the account's glossary (or one language pair of it), and its "Não traduzir" terms when `keep` is
 * given, in one transaction. Entries and terms are checked already.
 */
export async function replaceGlossary(
  userId: string,
  entries: readonly GlossaryEntry[],
  { pair, keep }: { pair?: Pick<GlossaryEntry, "sourceLang" | "targetLang">; keep?: readonly string[] } = {},
): Promise<void> {
  const db = await getDb();
  const kept = (keep ?? []).map((term) => ({
    source: term,
    target: term,
    sourceLang: ANY_LANGUAGE,
    targetLang: ANY_LANGUAGE,
  }));
  await db.transaction(async (tx) => {
    await tx.delete(glossaryEntries).where(ownedBy(userId, pair));
    if (keep) await tx.delete(glossaryEntries).where(keptBy(userId));
    const rows = [...entries, ...kept];
    if (rows.length) await tx.insert(glossaryEntries).values(rows.map((row) => ({ ...row, userId })));
  });
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * The terms of the request's language pair, and the "Não traduzir" terms, that appear in the text, as whole
 * words, whatever their case.
 */
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
        or(
          eq(glossaryEntries.sourceLang, ANY_LANGUAGE),
          and(
            eq(glossaryEntries.targetLang, request.target),
            request.source === "auto" ? undefined : eq(glossaryEntries.sourceLang, request.source),
          ),
        ),
      ),
    );
  // A term of the language pair wins over the same term in "Não traduzir": it is the more precise choice.
  const chosen = new Map<string, (typeof rows)[number]>();
  for (const row of rows.toSorted(
    (a, b) => Number(a.sourceLang === ANY_LANGUAGE) - Number(b.sourceLang === ANY_LANGUAGE),
  )) {
    const key = row.source.toLocaleLowerCase();
    if (!chosen.has(key)) chosen.set(key, row);
  }
  return [...chosen.values()]
    .filter((row) => new RegExp(`(?<![\\p{L}\\p{N}])${escape(row.source)}(?![\\p{L}\\p{N}])`, "iu").test(text))
    .toSorted((a, b) => b.source.length - a.source.length)
    .slice(0, TERMS_PER_REQUEST)
    .map(({ source, target }) => ({ source, target }));
}
