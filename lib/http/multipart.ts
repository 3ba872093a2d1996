import busboy from "busboy";
import { ApiError } from "./api-error";
import { ClientGone } from "./failure";

/** What one form may send: its field names, its file names, and how large each may be. */
export type MultipartShape = {
  fields: readonly string[];
  files: readonly string[];
  maxFieldBytes: number;
  maxFileBytes: number;
  /** The message of a file over maxFileBytes (say the limit in the user's words). */
  fileTooLarge: string;
};

export type UploadedFile = { bytes: Buffer; filename: string; mimeType: string };

export type MultipartForm = {
  fields: Map<string, string>;
  files: Map<string, UploadedFile>;
};

const malformed = "O formulário enviado está incompleto ou corrompido.";
const unexpected = "O formulário enviado tem campos que esta página não envia. Recarregue a página e tente novamente.";

/**
 * A multipart/form-data body parsed as it streams in (busboy), never buffered whole first. Each cap of the
 * shape ends the read at once: a part over the form's count of fields and files, an unknown name, a field or
 * a file over its size. So a body of 150.000 one-byte fields costs one part's parsing, not 150.000, and no
 * request reads more than its form can hold.
 */
export async function parseMultipart(request: Request, shape: MultipartShape): Promise<MultipartForm> {
  const contentType = (request.headers.get("content-type") ?? "").trim();
  if (!/^multipart\/form-data\s*;/i.test(contentType)) {
    throw new ApiError("unsupported_media_type", "Envie o formulário como multipart/form-data.");
  }
  const maxBody = shape.fields.length * shape.maxFieldBytes + shape.files.length * shape.maxFileBytes + 64 * 1024;
  const declared = Number(request.headers.get("content-length"));
  if (Number.isFinite(declared) && declared > maxBody) throw new ApiError("payload_too_large", shape.fileTooLarge);
  if (!request.body) throw new ApiError("invalid_input", malformed);

  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: { "content-type": contentType },
      // Browsers send a file's name in UTF-8; busboy would read it as Latin-1 ("relatório" as "relatÃ³rio").
      defParamCharset: "utf8",
      limits: {
        fieldNameSize: 64,
        fieldSize: shape.maxFieldBytes,
        fields: shape.fields.length,
        files: shape.files.length,
        fileSize: shape.maxFileBytes,
        // busboy emits partsLimit once the limit-th part is read, not past it: one more, so a full form passes (the
        // fields and files limits above already stop the part after the form's last).
        parts: shape.fields.length + shape.files.length + 1,
        headerPairs: 8,
      },
    });
  } catch {
    throw new ApiError("invalid_input", malformed); // no boundary, or a content type busboy cannot read
  }

  const form: MultipartForm = { fields: new Map(), files: new Map() };
  const reader = request.body.getReader();
  let failure: ApiError | null = null;
  const fail = (error: ApiError) => {
    failure ??= error;
    parser.removeAllListeners("file");
    parser.removeAllListeners("field");
  };

  const finished = new Promise<void>((resolve) => {
    parser.on("field", (name, value, info) => {
      if (!shape.fields.includes(name) || form.fields.has(name)) return fail(new ApiError("invalid_input", unexpected));
      if (info.valueTruncated)
        return fail(new ApiError("payload_too_large", "Um dos campos do formulário é longo demais."));
      form.fields.set(name, value);
    });
    parser.on("file", (name, stream, info) => {
      if (!shape.files.includes(name) || form.files.has(name)) {
        stream.resume();
        return fail(new ApiError("invalid_input", unexpected));
      }
      const chunks: Buffer[] = [];
      stream.on("error", () => fail(new ApiError("invalid_input", malformed)));
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("limit", () => fail(new ApiError("payload_too_large", shape.fileTooLarge)));
      stream.on("end", () => {
        if (!failure)
          form.files.set(name, {
            bytes: Buffer.concat(chunks),
            filename: info.filename ?? "",
            mimeType: info.mimeType,
          });
      });
    });
    const tooMany = () => fail(new ApiError("payload_too_large", unexpected));
    parser.on("partsLimit", tooMany);
    parser.on("filesLimit", tooMany);
    parser.on("fieldsLimit", tooMany);
    parser.on("error", () => fail(new ApiError("invalid_input", malformed)));
    parser.on("close", resolve);
  });

  let received = 0;
  try {
    for (;;) {
      if (failure) break;
      const { done, value } = await reader.read().catch((error: unknown) => {
        throw new ClientGone(error); // a request's body fails only when its client's connection does
      });
      if (done) {
        parser.end();
        break;
      }
      received += value.byteLength;
      if (received > maxBody) {
        fail(new ApiError("payload_too_large", shape.fileTooLarge));
        break;
      }
      if (!parser.write(value)) await new Promise((resolve) => parser.once("drain", resolve));
    }
  } catch (error) {
    parser.destroy();
    throw error;
  } finally {
    if (failure) {
      await reader.cancel().catch(() => {});
      parser.destroy();
    }
  }
  if (!failure) await Promise.race([finished, new Promise((resolve) => parser.once("error", resolve))]);
  if (failure) throw failure;
  return form;
}
