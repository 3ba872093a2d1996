import { requireSessionUser } from "@/lib/auth/session";
import { ApiError } from "@/lib/http/api-error";
import { parseJson } from "@/lib/http/body";
import { rateLimit } from "@/lib/http/rate-limit";
import { readCapped } from "@/lib/http/read-capped";
import { handle, methodNotAllowed } from "@/lib/http/route";
import { listGlossary, listKeepTerms, replaceGlossary } from "@/lib/translate/glossary";
import {
  checkGlossary,
  checkKeepTerms,
  GLOSSARY_MAX_TOTAL,
  glossaryCsv,
  KEEP_TERMS_MAX,
  glossaryPairSchema,
  glossarySchema,
  parseGlossaryCsv,
} from "@/lib/translate/glossary-rules";
import * as z from "@/lib/validation/zod";
import { CSV_TYPE, download } from "@/lib/http/content-disposition";

export const dynamic = "force-dynamic";

/** 2.000 pairs and 200 "Não traduzir" terms of 100 characters in any script, as JSON. */
const MAX_GLOSSARY_BYTES = (GLOSSARY_MAX_TOTAL + KEEP_TERMS_MAX) * 700;
/** One pair's CSV: 500 rows. */
const MAX_CSV_BYTES = 200 * 1024;

async function requireUser(request: Request) {
  const user = await requireSessionUser(request);
  return user;
}

/** `?sourceLang=en&targetLang=pt-BR`: the language pair a CSV is for. */
function pairOf(url: URL) {
  const result = z.safeParse(glossaryPairSchema, {
    sourceLang: url.searchParams.get("sourceLang") ?? undefined,
    targetLang: url.searchParams.get("targetLang") ?? undefined,
  });
  if (!result.success) throw new ApiError("invalid_input", result.error.issues[0]?.message);
  return result.data;
}

/** The account's glossary and its "Não traduzir" terms, as the page shows them. */
async function glossaryOf(userId: string) {
  const [entries, keep] = await Promise.all([listGlossary(userId), listKeepTerms(userId)]);
  return Response.json({ entries, keep }, { headers: { "Cache-Control": "no-store" } });
}

/** The account's glossary as JSON (`{ entries, keep }`), or one language pair as CSV (`?format=csv&sourceLang=..&targetLang=..`). */
export async function GET(request: Request) {
  return handle(async () => {
    const user = await requireUser(request);
    const url = new URL(request.url);
    if (url.searchParams.get("format") !== "csv") return glossaryOf(user.id);
    const pair = pairOf(url);
    return download(
      glossaryCsv(await listGlossary(user.id, pair)),
      `glossario-${pair.sourceLang}-${pair.targetLang}.csv`,
      CSV_TYPE,
    );
  });
}

/**
 * Replaces the account's glossary with `{ entries, keep? }` (JSON; `keep`, the "Não traduzir" terms, when given),
 * or one language pair with a CSV of `origem,destino` rows (`Content-Type: text/csv`, `?sourceLang=..&targetLang=..`).
 */
export async function PUT(request: Request) {
  return handle(async () => {
    const user = await requireUser(request);
    await rateLimit("glossary", user.id);
    if (!/^text\/csv\s*(;|$)/i.test(request.headers.get("content-type") ?? "")) {
      const { entries, keep } = await parseJson(request, glossarySchema, MAX_GLOSSARY_BYTES);
      checkGlossary(entries);
      if (keep) checkKeepTerms(keep);
      await replaceGlossary(user.id, entries, { keep });
      return glossaryOf(user.id);
    }
    const pair = pairOf(new URL(request.url));
    const bytes = await readCapped(request.body, MAX_CSV_BYTES);
    if (!bytes) throw new ApiError("payload_too_large", "O CSV é grande demais: o glossário aceita até 500 termos.");
    let csv: string;
    try {
      csv = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
    } catch {
      throw new ApiError("invalid_input", "O CSV não está em UTF-8. Exporte-o de novo como CSV UTF-8.");
    }
    const entries = parseGlossaryCsv(csv, pair);
    const others = (await listGlossary(user.id)).filter(
      (entry) => entry.sourceLang !== pair.sourceLang || entry.targetLang !== pair.targetLang,
    );
    checkGlossary([...others, ...entries]);
    await replaceGlossary(user.id, entries, { pair });
    return glossaryOf(user.id);
  });
}

export { methodNotAllowed as POST, methodNotAllowed as PATCH, methodNotAllowed as DELETE };
