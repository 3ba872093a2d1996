import { aiConfigured, notConfigured } from "@/lib/ai/client";
import { editImage, IMAGE_EDIT_MAX_BYTES, imageMime, withImageSlots } from "@/lib/ai/image";
import { ApiError } from "@/lib/http/api-error";
import { clientIp } from "@/lib/http/client-ip";
import { parseMultipart, type MultipartShape } from "@/lib/http/multipart";
import { rateLimit } from "@/lib/http/rate-limit";
import { handle, methodNotAllowed } from "@/lib/http/route";
import { IMAGE_PROMPT_MAX, imageEditSchema, imageMessages } from "@/lib/validation/image";
import * as z from "@/lib/validation/zod";

export const dynamic = "force-dynamic";
export const maxDuration = 300;

/** What the edit form sends, and no more: a part beyond it, or over its size, ends the read at once. */
const editForm: MultipartShape = {
  fields: ["prompt", "aspect", "transparent"],
  files: ["image"],
  maxFieldBytes: IMAGE_PROMPT_MAX * 4, // UTF-8: at most 4 bytes a character
  maxFileBytes: IMAGE_EDIT_MAX_BYTES,
  fileTooLarge: `A imagem pode ter no máximo ${IMAGE_EDIT_MAX_BYTES / 1024 / 1024} MB.`,
};

/**
 * multipart/form-data: `image` (PNG, JPEG or WebP), `prompt`, and optionally `aspect` and `transparent`.
 * The configuration and the rate limit are checked before a byte of the body is read, and the body is parsed
 * as it streams in (lib/http/multipart.ts): a request refused costs no parsing.
 */
export async function POST(request: Request) {
  return handle(async () => {
    if (!aiConfigured("image")) throw notConfigured();
    await rateLimit("image", clientIp(request));
    const form = await parseMultipart(request, editForm);
    const fields = z.safeParse(imageEditSchema, {
      prompt: form.fields.get("prompt"),
      aspect: form.fields.get("aspect"),
      transparent: form.fields.get("transparent") === "true",
    });
    if (!fields.success) throw new ApiError("invalid_input", fields.error.issues[0]?.message ?? imageMessages.empty);
    const file = form.files.get("image");
    if (!file || file.bytes.length === 0) throw new ApiError("invalid_input", "Envie a imagem que deseja editar.");
    // The bytes decide, not the name or type the client gave the file.
    const mime = imageMime(file.bytes.subarray(0, 18).toString("base64"));
    if (!mime) throw new ApiError("invalid_input", "O arquivo enviado não é uma imagem PNG, JPEG ou WebP.");
    const result = await withImageSlots(1, () => editImage(fields.data, { bytes: file.bytes, mime }, request.signal));
    return Response.json(result, { headers: { "Cache-Control": "no-store" } });
  });
}

export { methodNotAllowed as GET, methodNotAllowed as PUT, methodNotAllowed as PATCH, methodNotAllowed as DELETE };
