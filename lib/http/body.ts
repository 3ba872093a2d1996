import type { z } from "zod";
import { ApiError } from "./errors";

export const MAX_BODY_BYTES = 16 * 1024;

/**
 * Reads a JSON body the way every tool route must: JSON content type (415), at most 16 KiB even when
 * the client lies about or omits Content-Length (413), valid JSON and valid by the shared schema (400,
 * with the schema's pt-BR message).
 */
export async function parseJson<Schema extends z.ZodType>(
  request: Request,
  schema: Schema,
  maxBytes = MAX_BODY_BYTES,
): Promise<z.output<Schema>> {
  const contentType = request.headers.get("content-type") ?? "";
  if (!/^application\/json\s*(;|$)/i.test(contentType.trim())) throw new ApiError("unsupported_media_type");

  const declared = Number(request.headers.get("content-length"));
  if (Number.isFinite(declared) && declared > maxBytes) throw new ApiError("payload_too_large");

  const text = await readCapped(request, maxBytes);
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    throw new ApiError("invalid_input", "O corpo da requisição não é um JSON válido.");
  }

  const result = schema.safeParse(data);
  if (!result.success) throw new ApiError("invalid_input", result.error.issues[0]?.message);
  return result.data;
}

async function readCapped(request: Request, maxBytes: number): Promise<string> {
  if (!request.body) return "";
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => {});
      throw new ApiError("payload_too_large");
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString("utf8");
}
