import { countVisit } from "@/lib/analytics/counter";
import { aiConfigured, notConfigured } from "@/lib/ai/client";
import { serveDocumentJobs, translateDocument } from "@/lib/ai/translate-document";
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
  type DocumentFormat,
} from "@/lib/translate/documents";
import { openDocument } from "@/lib/translate/documents/worker";
import {
  createDocumentJob,
  documentJobView,
  latestDocumentJob,
  requireDocumentTurn,
} from "@/lib/translate/documents/jobs";
import { termsFor } from "@/lib/translate/glossary";
import type { TranslationRequest } from "@/lib/translate/prompt";
import { quotaOf, refundQuota, requireQuotaLeft, spendQuota } from "@/lib/translate/quota";
import { countToolUse } from "@/lib/usage/usage";
import * as z from "@/lib/validation/zod";
import { documentOptionsSchema } from "@/lib/validation/translate";
import { AUTO_ENCODING, uncertainEncoding } from "@/lib/translate/documents/encodings";
import { contentDisposition } from "@/lib/http/content-disposition";

export const dynamic = "force-dynamic";

const shape = {
  fields: ["target", "source", "formality", "encoding"],
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

/**
 * "Traduzir arquivo": a .txt, .srt, .vtt, .docx, .xlsx or .pptx back in the same format. With `Accept: application/x-ndjson` the
 * answer is a stream of lines, {"progress":{"done","total"}} after each block and then {"file":{...}} or
 * {"error":{...}}: one request, one quota charge, and the person's "Cancelar" (closing it) stops the model calls.
 * A text file in another encoding comes back in UTF-8 with a BOM, and says which encoding it was converted from
 * (`X-Translate-Converted-From`, or `convertedFrom` in the file line).
 *
 * With `Prefer: respond-async` the file is translated as a job (lib/jobs) that outlives the request, the tab
 * and a restart: the answer is 202 {id}, and /api/translate/document/{id} follows it, cancels it and, at the
 * end, serves the file (/file) with the same headers as the one-request answer.
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
    const options = z.safeParse(documentOptionsSchema, Object.fromEntries(form.fields));
    if (!options.success) throw new ApiError("invalid_input", options.error.issues[0]?.message);
    const file = form.files.get("file");
    if (!file) throw new ApiError("invalid_input", `Escolha um arquivo ${DOCUMENT_KINDS} para traduzir.`);
    const format = formatOf(file.filename);
    const async = /\brespond-async\b/i.test(request.headers.get("prefer") ?? "");
    // A refused job (the account has one running and one waiting) spends none of the day's quota.
    if (async) await requireDocumentTurn(user.id);
    const encoding = options.data.encoding === AUTO_ENCODING ? undefined : options.data.encoding;
    const document = await openDocument(format, file.bytes, undefined, request.signal, encoding, options.data.target);
    // A weak guess is the person's to confirm (the page shows how the file reads first), before the quota is spent.
    if (document.uncertainEncoding) throw new ApiError("invalid_input", uncertainEncoding(document.convertedFrom!));

    const source = options.data.source ?? "auto";
    const target = options.data.target;
    const translation: TranslationRequest = {
      source,
      target,
      formality: options.data.formality ?? "default",
      glossary: await termsFor(user.id, { source, target }, document.segments.join("\n")),
    };
    const charged = source === target ? undefined : { account: user.id, chars: document.chars };
    const quota = charged ? await spendQuota(user.id, charged.chars) : await quotaOf(user.id);
    countToolUse("/translate");
    void countVisit(request, { kind: "run", path: "/translate" });

    const name = downloadName(file.filename, target, format);
    if (async) {
      const input = { format, name, translation, chars: document.chars, charged, ...(encoding ? { encoding } : {}) };
      const job = await createDocumentJob(user.id, input, file.bytes).catch(async (error: unknown) => {
        await refundQuota(charged, 1); // refused after all (another request took the place meanwhile)
        throw error;
      });
      serveDocumentJobs();
      const location = `/api/translate/document/${job.id}`;
      return Response.json(
        { id: job.id, quota },
        { status: 202, headers: { Location: location, "Cache-Control": "no-store" } },
      );
    }
    const { type } = documentFormats[format];
    const account = user.id;
    if (!/application\/x-ndjson/.test(request.headers.get("accept") ?? "")) {
      const { bytes, review } = await translateDocument(document, translation, { account, signal: request.signal });
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
          const { bytes, review, report } = await translateDocument(document, translation, {
            account,
            signal,
            onProgress: (done, total) => send({ progress: { done, total } }),
          });
          const { convertedFrom } = document;
          const base64 = Buffer.from(bytes).toString("base64");
          send({ file: { name, type, review, quota, convertedFrom, report, base64 } });
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

/** The account's latest document job still kept (the page finds it again after a reload or a closed tab). */
export async function GET(request: Request) {
  return handle(async () => {
    const user = await sessionUser(request);
    if (!user) throw new ApiError("unauthenticated");
    const job = await latestDocumentJob(user.id);
    return Response.json(
      { job: job ? documentJobView(job) : null, quota: await quotaOf(user.id) },
      { headers: { "Cache-Control": "no-store" } },
    );
  });
}

export { methodNotAllowed as PUT, methodNotAllowed as PATCH, methodNotAllowed as DELETE };
