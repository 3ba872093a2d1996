import { z } from "zod/mini";
import ptBR from "zod/v4/locales/pt-BR.js";
import { ApiError } from "./api-error";
import { ClientGone } from "./failure";
import { readCapped } from "./read-capped";

// Server side only: the browser has the schemas' own messages and does not need the locale's bytes.
z.config(ptBR());

export const MAX_BODY_BYTES = 16 * 1024;

/** The size is capped even when the client lies about or omits Content-Length. */
export async function parseJson<Schema extends z.core.$ZodType>(
  request: Request,
  schema: Schema,
  maxBytes = MAX_BODY_BYTES,
): Promise<z.output<Schema>> {
  const contentType = request.headers.get("content-type") ?? "";
  if (!/^application\/json\s*(;|$)/i.test(contentType.trim())) throw new ApiError("unsupported_media_type");
  const data = jsonObject(
    await readText(request, maxBytes),
    "O corpo da requisição deve ser um objeto JSON com os campos do formulário.",
  );
  const result = z.safeParse(schema, data);
  if (!result.success) throw new ApiError("invalid_input", result.error.issues[0]?.message);
  return result.data;
}

/** next-auth's endpoints take URL-encoded bodies, as browsers send them, or a JSON object of strings. */
export async function parseFormFields(request: Request, maxBytes = MAX_BODY_BYTES): Promise<URLSearchParams> {
  const contentType = (request.headers.get("content-type") ?? "").trim();
  const urlEncoded = /^application\/x-www-form-urlencoded\s*(;\s*charset=("?)utf-8\2\s*)?$/i.test(contentType);
  const json = /^application\/json\s*(;\s*charset=("?)utf-8\2\s*)?$/i.test(contentType);
  if (!urlEncoded && !json) {
    throw new ApiError("unsupported_media_type", "Envie o formulário como application/x-www-form-urlencoded.");
  }
  const text = await readText(request, maxBytes);
  if (urlEncoded) return new URLSearchParams(text);
  const data = jsonObject(text, "O corpo da requisição deve ser um objeto JSON de textos.");
  if (!Object.values(data).every((value) => typeof value === "string")) {
    throw new ApiError("invalid_input", "O corpo da requisição deve ser um objeto JSON de textos.");
  }
  return new URLSearchParams(Object.entries(data as Record<string, string>));
}

function jsonObject(text: string, notAnObject: string): Record<string, unknown> {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    throw new ApiError("invalid_input", "O corpo da requisição não é um JSON válido.");
  }
  if (typeof data !== "object" || data === null || Array.isArray(data)) {
    throw new ApiError("invalid_input", notAnObject);
  }
  if (!wellFormed(data)) {
    throw new ApiError("invalid_input", "O texto contém caracteres inválidos. Apague-os e tente novamente.");
  }
  return data as Record<string, unknown>;
}

/** The query string's parameters, checked like a body's strings: a NUL or invalid byte is a 400, not a 503. */
export function parseQuery<Schema extends z.core.$ZodType>(request: Request, schema: Schema): z.output<Schema> {
  const params = Object.fromEntries(new URL(request.url).searchParams);
  if (!wellFormed(params)) {
    throw new ApiError("invalid_input", "O endereço contém caracteres inválidos. Apague-os e tente novamente.");
  }
  const result = z.safeParse(schema, params);
  if (!result.success) throw new ApiError("invalid_input", result.error.issues[0]?.message);
  return result.data;
}

/** No NUL characters (PostgreSQL cannot store them) and no lone surrogates, in any string of the body. */
function wellFormed(value: unknown, depth = 0): boolean {
  if (typeof value === "string") return value.isWellFormed() && !value.includes("\u0000");
  if (typeof value !== "object" || value === null) return true;
  if (depth > 8) return true; // every schema takes flat objects, so deeper values never get past it
  return Object.entries(value).every(([key, item]) => wellFormed(key, depth + 1) && wellFormed(item, depth + 1));
}

const utf8 = new TextDecoder("utf-8", { fatal: true });

async function readText(request: Request, maxBytes: number): Promise<string> {
  const bytes = await readCappedBytes(request, maxBytes);
  try {
    return utf8.decode(bytes);
  } catch {
    throw new ApiError("invalid_input", "O corpo da requisição não está em UTF-8.");
  }
}

async function readCappedBytes(request: Request, maxBytes: number): Promise<Buffer> {
  const declared = Number(request.headers.get("content-length"));
  if (Number.isFinite(declared) && declared > maxBytes) throw new ApiError("payload_too_large");
  const bytes = await readCapped(request.body, maxBytes).catch((error: unknown) => {
    throw new ClientGone(error); // a request's body fails only when its client's connection does
  });
  if (!bytes) throw new ApiError("payload_too_large");
  return bytes;
}
