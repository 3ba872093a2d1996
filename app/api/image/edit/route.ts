import { aiConfigured, notConfigured } from "@/lib/ai/client";
import { editImage, IMAGE_EDIT_MAX_BYTES, imageMime, withImageSlots } from "@/lib/ai/image";
import { ApiError } from "@/lib/http/api-error";
import { parseMultipart } from "@/lib/http/body";
import { clientIp } from "@/lib/http/client-ip";
import { rateLimit } from "@/lib/http/rate-limit";
import { handle, methodNotAllowed } from "@/lib/http/route";
import { imageEditSchema, imageMessages } from "@/lib/validation/image";
import * as z from "@/lib/validation/zod";

export const dynamic = "force-dynamic";
export const maxDuration = 300;

const tooBig = `A imagem pode ter no máximo ${IMAGE_EDIT_MAX_BYTES / 1024 / 1024} MB.`;

/** multipart/form-data: `image` (PNG, JPEG or WebP), `prompt`, and optionally `aspect` and `transparent`. */
export async function POST(request: Request) {
  return handle(async () => {
    const form = await parseMultipart(request, IMAGE_EDIT_MAX_BYTES + 64 * 1024).catch((error: unknown) => {
      throw error instanceof ApiError && error.code === "payload_too_large"
        ? new ApiError("payload_too_large", tooBig)
        : error;
    });
    const fields = z.safeParse(imageEditSchema, {
      prompt: form.get("prompt") ?? undefined,
      aspect: form.get("aspect") ?? undefined,
      transparent: form.get("transparent") === "true",
    });
    if (!fields.success) throw new ApiError("invalid_input", fields.error.issues[0]?.message ?? imageMessages.empty);
    const file = form.get("image");
    if (!(file instanceof Blob) || file.size === 0) {
      throw new ApiError("invalid_input", "Envie a imagem que deseja editar.");
    }
    if (file.size > IMAGE_EDIT_MAX_BYTES) throw new ApiError("payload_too_large", tooBig);
    const bytes = Buffer.from(await file.arrayBuffer());
    // The bytes decide, not the name or type the client gave the file.
    const mime = imageMime(bytes.subarray(0, 18).toString("base64"));
    if (!mime) throw new ApiError("invalid_input", "O arquivo enviado não é uma imagem PNG, JPEG ou WebP.");
    if (!aiConfigured("image")) throw notConfigured();
    await rateLimit("image", clientIp(request));
    const result = await withImageSlots(1, () => editImage(fields.data, { bytes, mime }, request.signal));
    return Response.json(result, { headers: { "Cache-Control": "no-store" } });
  });
}

export { methodNotAllowed as GET, methodNotAllowed as PUT, methodNotAllowed as PATCH, methodNotAllowed as DELETE };
