import { normalizeSpeech } from "@/lib/speech/spoken-text";
import type { DictionaryEntry } from "./dictionary-schema";

/** Private-use characters: no rule of the normaliser touches them, and no pasted text has them. */
const MARK = "\uE000";
const FIRST_SLOT = 0xe100;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * The text as the engine reads it: the pronunciation dictionary, then the pt-BR normaliser. Each dictionary word
 * is set aside before the normaliser runs and its reading put in after, so an entry overrides the normaliser's
 * own rules ("Dr." read as the entry says, not "doutor"). Whole words only; capitals ignored unless the entry is
 * marked; longer words first, so "Mercado Livre" wins over "Mercado".
 */
export function pronounce(text: string, entries: readonly DictionaryEntry[] = []): string {
  if (!entries.length) return normalizeSpeech(text);
  const ordered = [...entries].sort((a, b) => b.word.length - a.word.length);
  let marked = text;
  ordered.forEach((entry, slot) => {
    const pattern = new RegExp(
      `(?<![\\p{L}\\p{N}_])${escape(entry.word)}(?![\\p{L}\\p{N}_])`,
      `gu${entry.matchCase ? "" : "i"}`,
    );
    marked = marked.replace(pattern, `${MARK}${String.fromCharCode(FIRST_SLOT + slot)}`);
  });
  const spoken = normalizeSpeech(marked).replace(
    new RegExp(`${MARK}([\\uE100-\\uE1FF])`, "g"),
    (_, slot: string) => ordered[slot.charCodeAt(0) - FIRST_SLOT].say,
  );
  return spoken;
}
