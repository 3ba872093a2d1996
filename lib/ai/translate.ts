import "server-only";
import { env } from "@/lib/env";
import type { DetectionCandidate } from "@/lib/translate/languages";
import { missingTokens } from "@/lib/translate/protected";
import { answerSchema, translationMessages, type ModelAnswer, type TranslationRequest } from "@/lib/translate/prompt";
import { completeChat } from "./chat";
import { malformedAnswer } from "./errors";
import { answerJsonSchema, parseAnswer } from "./json-answer";
import { ApiError } from "@/lib/http/api-error";
import { keyedSlots, providerQueue } from "./queue";

/**
 * One model call translates a block: consecutive segments up to this many characters, each segment counting one
 * more for what separates it from the next. Counted in characters however short each segment is, so a subtitle of
 * one-letter cues costs as many calls as its text does, not one per handful of cues.
 */
export const BLOCK_CHARS = 2_000;
/** The answer's JSON around each segment ({"id":123,"text":""}), in tokens, on top of the text itself. */
const ANSWER_TOKENS_PER_SEGMENT = 12;
const MAX_ANSWER_TOKENS = 16_000;
/** Blocks of one request in flight at once, so one document does not take every slot of the instance. */
const BLOCKS_IN_PARALLEL = 2;

const queue = providerQueue("Muitas traduções estão sendo feitas agora. Tente novamente em alguns segundos.");
/** Documents' calls take one of these first: a few per instance and per account, the rest left to sentences. */
const documentSlots = keyedSlots();

export type TranslatedSegment = {
  text: string;
  /** Placeholders, tags, URLs... the translation lost: "revisar". */ missing: string[];
  /** Asked a second time for a lost placeholder. */
  retried?: boolean;
};

export type Translation = {
  segments: TranslatedSegment[];
  detected: DetectionCandidate[];
  alternatives: { text: string; partOfSpeech: string; example: string }[];
};

export type TranslateOptions = {
  signal?: AbortSignal;
  /** Asks for 2 to 4 dictionary meanings (a word or short expression, one segment). */
  alternatives?: boolean;
  /** Called as each block is done: how many of how many. */
  onProgress?(done: number, total: number): void;
  /**
   * A document's segments, for this account: its calls share TRANSLATE_DOC_MAX_CONCURRENT per instance and
   * TRANSLATE_DOC_PER_ACCOUNT per account, so documents never hold every slot sentences need.
   */
  documentOf?: string;
};

const interrupted = () =>
  new ApiError("upstream_timeout", "A tradução foi interrompida antes de terminar. Tente novamente.");

/** Consecutive indexes of the segments that have text, cut into blocks. */
export function toBlocks(segments: readonly string[]): number[][] {
  const blocks: number[][] = [];
  let current: number[] = [];
  let chars = 0;
  segments.forEach((segment, index) => {
    if (!segment.trim()) return;
    const weight = segment.length + 1;
    if (current.length && chars + weight > BLOCK_CHARS) {
      blocks.push(current);
      current = [];
      chars = 0;
    }
    current.push(index);
    chars += weight;
  });
  if (current.length) blocks.push(current);
  return blocks;
}

async function ask(
  request: TranslationRequest,
  texts: string[],
  withAlternatives: boolean,
  signal?: AbortSignal,
  documentOf?: string,
) {
  const chars = texts.reduce((sum, text) => sum + text.length, 0);
  const call = () =>
    completeChat({
      model: env().OPENAI_CHAT_MODEL,
      messages: translationMessages(request, texts, withAlternatives),
      temperature: 0,
      maxTokens: Math.min(MAX_ANSWER_TOKENS, 800 + chars + ANSWER_TOKENS_PER_SEGMENT * texts.length),
      jsonSchema: { name: "translation", schema: answerJsonSchema(answerSchema(withAlternatives)) },
      signal,
    });
  const max = env().TRANSLATE_MAX_CONCURRENT;
  const inLine = () => queue({ max, queued: max * 8 }, call, signal);
  const limits = {
    total: Math.max(1, Math.min(env().TRANSLATE_DOC_MAX_CONCURRENT, max - 1)),
    perKey: env().TRANSLATE_DOC_PER_ACCOUNT,
  };
  // A reply that is not the schema's JSON, or lacks a segment, is asked for once more, then answered as malformed.
  for (let attempt = 0; attempt < 2; attempt++) {
    const answer: ModelAnswer | undefined = parseAnswer(
      answerSchema(withAlternatives),
      await (documentOf === undefined ? inLine() : documentSlots(documentOf, limits, inLine, signal)),
    );
    const translated = answer && byId(answer, texts.length);
    if (answer && translated) return { answer, texts: translated };
  }
  throw malformedAnswer();
}

function byId(answer: ModelAnswer, count: number): string[] | undefined {
  const texts = Array.from({ length: count }, (_, index) => answer.segments.find((s) => s.id === index + 1)?.text);
  return texts.every((text) => text !== undefined && text.trim()) ? (texts as string[]) : undefined;
}

/** The source's leading and trailing spaces and line breaks around the translation (a run of a .docx ends in one). */
function keepEdges(source: string, translation: string): string {
  const lead = /^\s*/.exec(source)![0];
  const trail = /\s*$/.exec(source)![0];
  return lead + translation.trim() + trail;
}

async function translateBlock(
  request: TranslationRequest,
  sources: string[],
  withAlternatives: boolean,
  signal?: AbortSignal,
  documentOf?: string,
) {
  const trimmed = sources.map((source) => source.trim());
  const first = await ask(request, trimmed, withAlternatives, signal, documentOf);
  const results: TranslatedSegment[] = first.texts.map((text, index) => ({
    text,
    missing: missingTokens(trimmed[index], text),
  }));
  // A segment that lost a placeholder, tag, URL, e-mail or number is asked for once more, alone with the others
  // that did; what still misses one is returned marked, never silently accepted.
  const failed = results.flatMap((result, index) => (result.missing.length ? [index] : []));
  if (failed.length) {
    const again = await ask(
      request,
      failed.map((index) => trimmed[index]),
      false,
      signal,
      documentOf,
    );
    failed.forEach((index, i) => {
      const text = again.texts[i];
      results[index] = { text, missing: missingTokens(trimmed[index], text), retried: true };
    });
  }
  return {
    segments: results.map((result, index) => ({ ...result, text: keepEdges(sources[index], result.text) })),
    detected: first.answer.detectedLanguages,
    alternatives: first.answer.alternatives ?? [],
  };
}

/**
 * Translates segments (a text's paragraphs, a subtitle's cues, a document's paragraphs) block by block, each
 * model call under the instance's cap. Blank segments come back as they were; a source equal to the target
 * returns the text unchanged without calling the model.
 */
export async function translateSegments(
  request: TranslationRequest,
  segments: readonly string[],
  options: TranslateOptions = {},
): Promise<Translation> {
  const unchanged = segments.map((text) => ({ text, missing: [] }));
  const blocks = request.source === request.target ? [] : toBlocks(segments);
  if (!blocks.length) {
    const code = request.source === "auto" ? "und" : request.source;
    options.onProgress?.(0, 0);
    return { segments: unchanged, detected: [{ code, confidence: 1 }], alternatives: [] };
  }
  const result: Translation = { segments: unchanged, detected: [], alternatives: [] };
  const weights = new Map<string, number>();
  let next = 0;
  let done = 0;
  // The first failure stops the other blocks of the request, as does the client leaving.
  const failed = new AbortController();
  const signal = options.signal ? AbortSignal.any([options.signal, failed.signal]) : failed.signal;
  options.onProgress?.(0, blocks.length);
  async function worker() {
    while (next < blocks.length && !signal.aborted) {
      const indexes = blocks[next++];
      const sources = indexes.map((index) => segments[index]);
      const block = await translateBlock(
        request,
        sources,
        Boolean(options.alternatives),
        signal,
        options.documentOf,
      ).catch((error: unknown) => {
        failed.abort();
        throw error;
      });
      indexes.forEach((index, i) => (result.segments[index] = block.segments[i]));
      // The document's language: each block's guesses weighted by its length.
      const chars = sources.reduce((sum, source) => sum + source.length, 0);
      for (const guess of block.detected) {
        weights.set(guess.code, (weights.get(guess.code) ?? 0) + guess.confidence * chars);
      }
      if (block.alternatives.length) result.alternatives = block.alternatives;
      options.onProgress?.(++done, blocks.length);
    }
  }
  await Promise.all(Array.from({ length: Math.min(BLOCKS_IN_PARALLEL, blocks.length) }, worker));
  if (signal.aborted) throw interrupted();
  const total = blocks.flat().reduce((sum, index) => sum + segments[index].length, 0);
  result.detected = [...weights]
    .map(([code, weight]) => ({ code, confidence: weight / total }))
    .toSorted((a, b) => b.confidence - a.confidence)
    .slice(0, 3);
  return result;
}
