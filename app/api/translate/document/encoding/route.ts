import { sessionUser } from "@/lib/auth/session";
import { ApiError } from "@/lib/http/api-error";
import { parseMultipart } from "@/lib/http/multipart";
import { rateLimit } from "@/lib/http/rate-limit";
import { handle, methodNotAllowed } from "@/lib/http/route";
import { DOCUMENT_MAX_BYTES, documentTooLarge, formatOf } from "@/lib/translate/documents";
import { AUTO_ENCODING, textFormat } from "@/lib/translate/documents/encodings";
import { openDocument } from "@/lib/translate/documents/worker";
import * as z from "@/lib/validation/zod";
import { documentOptionsSchema, translateMessages } from "@/lib/validation/translate";

export const dynamic = "force-dynamic";

const shape = {
  fields: ["encoding"],
  files: ["file"],
  maxFieldBytes: 64,
  maxFileBytes: DOCUMENT_MAX_BYTES,
  fileTooLarge: documentTooLarge,
} as const;

const PREVIEW_LINES = 3;
const PREVIEW_CHARS = 160;

/** The first segments that hold letters outside ASCII (where encodings differ), else the first ones. */
function previewOf(segments: readonly string[]): string[] {
  const filled = segments.map((segment) => segment.trim()).filter(Boolean);
  const telling = filled.filter((segment) => /[^\u0000-\u007f]/.test(segment));
  return (telling.length ? telling : filled)
    .slice(0, PREVIEW_LINES)
    .map((segment) => (segment.length > PREVIEW_CHARS ? `${segment.slice(0, PREVIEW_CHARS - 1)}…` : segment));
}

/**
 * "Codificação do arquivo": how a text file (.txt, .srt, .vtt) reads, before "Traduzir arquivo" spends any quota:
 * the encoding it was read in (detected, or the one asked for in `encoding`), whether the guess is weak, and a few
 * of its lines. The file is read exactly as the upload will read it (in a pool thread); no model is called.
 */
export async function POST(request: Request) {
  return handle(async () => {
    const user = await sessionUser(request);
    if (!user) throw new ApiError("unauthenticated");
    await rateLimit("translateEncoding", user.id);
    const form = await parseMultipart(request, shape);
    const choice = z.safeParse(documentOptionsSchema.shape.encoding, form.fields.get("encoding"));
    if (!choice.success) throw new ApiError("invalid_input", translateMessages.encoding);
    const file = form.files.get("file");
    if (!file || !textFormat(file.filename)) {
      throw new ApiError("invalid_input", "Escolha um arquivo .txt, .srt ou .vtt para conferir a codificação.");
    }
    const encoding = choice.data === AUTO_ENCODING ? undefined : choice.data;
    const document = await openDocument(formatOf(file.filename), file.bytes, undefined, request.signal, encoding);
    return Response.json(
      {
        encoding: document.convertedFrom ?? "UTF-8",
        uncertain: Boolean(document.uncertainEncoding),
        preview: previewOf(document.segments),
      },
      { headers: { "Cache-Control": "no-store" } },
    );
  });
}

export { methodNotAllowed as GET, methodNotAllowed as PUT, methodNotAllowed as PATCH, methodNotAllowed as DELETE };
