import { aiConfigured, notConfigured } from "@/lib/ai/client";
import { translateSegments } from "@/lib/ai/translate";
import { sessionUser } from "@/lib/auth/session";
import { ApiError } from "@/lib/http/api-error";
import { describeFailure } from "@/lib/describe-failure";
import { parseMultipart } from "@/lib/http/multipart";
import { rateLimit } from "@/lib/http/rate-limit";
import { handle, methodNotAllowed } from "@/lib/http/route";
import {
  DOCUMENT_KINDS,
  DOCUMENT_MAX_BYTES,
  documentFormats,
  documentTooLarge,
  formatOf,
  REVIEW_MARK,
  type DocumentFormat,
} from "@/lib/translate/documents";
import { openDocument } from "@/lib/translate/documents/worker";
import { termsFor } from "@/lib/translate/glossary";
import type { TranslationRequest } from "@/lib/translate/prompt";
import { quotaOf, requireQuotaLeft, spendQuota } from "@/lib/translate/quota";
import { countToolUse } from "@/lib/usage/usage";
import * as z from "@/lib/validation/zod";
import { translateOptionsSchema } from "@/lib/validation/translate";
import { contentDisposition } from "@/lib/http/content-disposition";

export const dynamic = "force-dynamic";

const shape = {
  fields: ["target", "source", "formality"],
  files: ["file"],
  maxFieldBytes: 64,
  maxFileBytes: DOCUMENT_MAX_BYTES,
  fileTooLarge: documentTooLarge,
} as const;

/** "ficha.docx" translated to English is "ficha.en.docx". */
function downloadName(filename: string, target: string, format: DocumentFormat): string {
  const base = filename.replace(/\.[^.]*$/, "").replace(/[\\/\r\n"]/g, "") || "documento";
  return `${base}.${target}.${format}`;
}

async function translateDocument(
  document: Awaited<ReturnType<typeof openDocument>>,
  request: TranslationRequest,
  signal: AbortSignal,
  onProgress?: (done: number, total: number) => void,
): Promise<{ bytes: Uint8Array; review: number }> {
  const result = await translateSegments(request, document.segments, { signal, onProgress });
  // A segment that still lost a placeholder, tag, URL or number is marked in the file, never silently accepted.
  const texts = result.segments.map((segment) => (segment.missing.length ? REVIEW_MARK + segment.text : segment.text));
  return {
    bytes: await document.write(texts),
    review: result.segments.filter((segment) => segment.missing.length).length,
  };
}

/**
 * "Traduzir arquivo": a .txt, .srt, .vtt, .docx or .xlsx back in the same format. With `Accept: application/x-ndjson` the
 * answer is a stream of lines, {"progress":{"done","total"}} after each block and then {"file":{...}} or
 * {"error":{...}}: one request, one quota charge, and the person's "Cancelar" (closing it) stops the model calls.
 * A text file in another encoding comes back in UTF-8 with a BOM, and says which encoding it was converted from
 * (`X-Translate-Converted-From`, or `convertedFrom` in the file line).
 */
export async function POST(request: Request) {
  return handle(async () => {
    // Session, configuration, rate limit and quota before a byte of the upload is read.
    const user = await sessionUser(request);
    if (!user) throw new ApiError("unauthenticated");
    if (!aiConfigured()) throw notConfigured();
    await rateLimit("translateDocument", user.id);
    await requireQuotaLeft(user.id);

    const form = await parseMultipart(request, shape);
    const options = z.safeParse(translateOptionsSchema, Object.fromEntries(form.fields));
    if (!options.success) throw new ApiError("invalid_input", options.error.issues[0]?.message);
    const file = form.files.get("file");
    if (!file) throw new ApiError("invalid_input", `Escolha um arquivo ${DOCUMENT_KINDS} para traduzir.`);
    const format = formatOf(file.filename);
    const document = await openDocument(format, file.bytes);

    const source = options.data.source ?? "auto";
    const target = options.data.target;
    const translation: TranslationRequest = {
      source,
      target,
      formality: options.data.formality ?? "default",
      glossary: await termsFor(user.id, { source, target }, document.segments.join("\n")),
    };
    const quota = source === target ? await quotaOf(user.id) : await spendQuota(user.id, document.chars);
    countToolUse("/translate");

    const name = downloadName(file.filename, target, format);
    const { type } = documentFormats[format];
    if (!/application\/x-ndjson/.test(request.headers.get("accept") ?? "")) {
      const { bytes, review } = await translateDocument(document, translation, request.signal);
      return new Response(new Uint8Array(bytes), {
        headers: {
          "Content-Type": type,
          "Content-Disposition": contentDisposition(name),
          "X-Translate-Review": String(review),
          ...(document.convertedFrom ? { "X-Translate-Converted-From": document.convertedFrom } : {}),
          "Cache-Control": "no-store",
        },
      });
    }

    const stop = new AbortController();
    const signal = AbortSignal.any([request.signal, stop.signal]);
    const encoder = new TextEncoder();
    const stream = new ReadableStream<Uint8Array>({
      async start(controller) {
        const send = (line: unknown) => {
          if (!signal.aborted) controller.enqueue(encoder.encode(`${JSON.stringify(line)}\n`));
        };
        try {
          const { bytes, review } = await translateDocument(document, translation, signal, (done, total) =>
            send({ progress: { done, total } }),
          );
          const { convertedFrom } = document;
          send({ file: { name, type, review, quota, convertedFrom, base64: Buffer.from(bytes).toString("base64") } });
        } catch (error) {
          const failure =
            error instanceof ApiError ? error : new ApiError("internal_error", "A tradução do arquivo falhou.");
          if (!(error instanceof ApiError)) console.error(`[tradutor] arquivo falhou: ${describeFailure(error)}`);
          send({ error: { code: failure.code, message: failure.message } });
        }
        if (!signal.aborted) controller.close();
      },
      cancel() {
        stop.abort();
      },
    });
    return new Response(stream, {
      headers: { "Content-Type": "application/x-ndjson; charset=utf-8", "Cache-Control": "no-store" },
    });
  });
}

export { methodNotAllowed as GET, methodNotAllowed as PUT, methodNotAllowed as PATCH, methodNotAllowed as DELETE };
