import { sessionUser } from "@/lib/auth/session";
import { ApiError } from "@/lib/http/api-error";
import { parseJson } from "@/lib/http/body";
import { requireSameOrigin } from "@/lib/http/origin";
import { rateLimit } from "@/lib/http/rate-limit";
import { handle, methodNotAllowed } from "@/lib/http/route";
import { dictionaryFromCsv, dictionaryToCsv } from "@/lib/speech/dictionary-csv";
import { dictionaryMessages, dictionarySchema } from "@/lib/speech/dictionary-schema";
import { loadDictionary, saveDictionary } from "@/lib/speech/dictionary-store";
import * as z from "@/lib/validation/zod";
import { CSV_TYPE, download } from "@/lib/http/content-disposition";

export const dynamic = "force-dynamic";

/** 200 entries of 60 + 200 characters, as JSON or CSV, with room for escapes. */
const MAX_DICTIONARY_BYTES = 128 * 1024;

/** The whole dictionary: `{entries}`, or `{csv}` (a spreadsheet's text, "palavra;como ler"). */
const putSchema = z.object({
  entries: z.optional(z.unknown()),
  csv: z.optional(z.string(dictionaryMessages.csv).check(z.maxLength(MAX_DICTIONARY_BYTES, dictionaryMessages.csv))),
});

async function signedIn(request: Request) {
  const user = await sessionUser(request);
  if (!user) throw new ApiError("unauthenticated", "Entre na sua conta para guardar o dicionário de pronúncia.");
  return user;
}

/** The account's dictionary as JSON, or as a CSV file with `?format=csv`. */
export async function GET(request: Request) {
  return handle(async () => {
    const user = await signedIn(request);
    const entries = await loadDictionary(user.id);
    if (new URL(request.url).searchParams.get("format") !== "csv") {
      return Response.json({ entries }, { headers: { "Cache-Control": "no-store" } });
    }
    return download(`\uFEFF${dictionaryToCsv(entries)}`, "dicionario-de-pronuncia.csv", CSV_TYPE);
  });
}

/** Replaces the account's dictionary; answers what was saved. */
export async function PUT(request: Request) {
  return handle(async () => {
    requireSameOrigin(request);
    const user = await signedIn(request);
    await rateLimit("speechDictionary", user.id);
    const body = await parseJson(request, putSchema, MAX_DICTIONARY_BYTES);
    const entries = body.csv !== undefined ? dictionaryFromCsv(body.csv) : body.entries;
    if (entries === undefined)
      throw new ApiError("invalid_input", dictionaryMessages[body.csv !== undefined ? "csv" : "notList"]);
    const result = z.safeParse(dictionarySchema, { entries });
    if (!result.success) throw new ApiError("invalid_input", result.error.issues[0]?.message);
    await saveDictionary(user.id, result.data.entries);
    return Response.json({ entries: result.data.entries }, { headers: { "Cache-Control": "no-store" } });
  });
}

export { methodNotAllowed as POST, methodNotAllowed as PATCH, methodNotAllowed as DELETE };
