import "server-only";
import OpenAI, { toFile } from "openai";
import type {
  ImageEditParamsNonStreaming,
  ImageGenerateParamsNonStreaming,
  ImagesResponse,
} from "openai/resources/images";
import { env } from "@/lib/env";
import { ApiError } from "@/lib/http/api-error";
import type { ImageAspect, ImageEditInput, ImageInput } from "@/lib/validation/image";
import { aiClient, aiTimeouts } from "./client";
import { malformedAnswer, toApiError } from "./errors";
import { cropToAspect } from "@/lib/images/crop";
import { canBeTransparent, imageFamily, imageSizes } from "@/lib/images/sizes";

export { imageFamily } from "@/lib/images/sizes";

export type GeneratedImage = { image: string; revisedPrompt?: string };
/** `size`: what the visitor gets ("1024x1280" for 4:5), not what the provider was asked for. */
export type GeneratedImages = { images: GeneratedImage[]; model: string; size: string };

/** Per image, in base64 characters: a 1536x1024 RGBA PNG is at most ~6 MB, so this bounds the answer at 4x. */
export const IMAGE_MAX_BASE64 = 12 * 1024 * 1024;
/** An image sent for editing (PNG, JPEG or WebP), as the provider's own limit for GPT-image edits. */
export const IMAGE_EDIT_MAX_BYTES = 8 * 1024 * 1024;

const gptImageQuality = { standard: "medium", hd: "high" } as const;
/** GPT-image has no style parameter; the choice becomes a short instruction in the prompt. */
const gptImageStyleHint = {
  vivid: "Estilo vívido: cores intensas, contraste e iluminação dramática.",
  natural: "Estilo natural: cores realistas e iluminação suave, aparência fotográfica.",
} as const;

export const noTransparency = () =>
  new ApiError(
    "invalid_input",
    'O modelo de imagem deste site não gera fundo transparente. Desmarque "Fundo transparente" e tente de novo.',
  );

/** The request for `n` images; the DALL-E shape always asks for one (callers repeat it). */
export function imageParams(input: ImageInput, model: string): ImageGenerateParamsNonStreaming {
  const family = imageFamily(model);
  if (input.transparent && !canBeTransparent(family)) throw noTransparency();
  if (family === "gpt-image") {
    return {
      model,
      prompt: `${input.prompt}\n\n${gptImageStyleHint[input.style]}`,
      n: input.n,
      size: imageSizes[family][input.aspect],
      quality: gptImageQuality[input.quality],
      ...(input.transparent ? { background: "transparent", output_format: "png" } : {}),
    };
  }
  return {
    model,
    prompt: input.prompt,
    n: 1,
    size: imageSizes[family][input.aspect],
    quality: input.quality,
    style: input.style,
    response_format: "b64_json",
  };
}

export function imageMime(base64: string): string | undefined {
  const head = Buffer.from(base64.slice(0, 24), "base64");
  if (head.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return "image/png";
  if (head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return "image/jpeg";
  if (head.subarray(0, 4).toString("latin1") === "RIFF" && head.subarray(8, 12).toString("latin1") === "WEBP")
    return "image/webp";
  return undefined;
}

let inFlight = 0;

/**
 * Holds `count` of this instance's IMAGE_MAX_CONCURRENT provider calls for `task`, or answers 503 at once
 * when they are taken: waiting in line would hold the visitor's connection for minutes.
 */
export async function withImageSlots<T>(count: number, task: () => Promise<T>): Promise<T> {
  if (inFlight + count > env().IMAGE_MAX_CONCURRENT) {
    throw new ApiError(
      "service_unavailable",
      "Muitas imagens sendo geradas agora. Aguarde alguns segundos e tente novamente.",
      { "Retry-After": "10" },
    );
  }
  inFlight += count;
  try {
    return await task();
  } finally {
    inFlight -= count;
  }
}

function imagesOf(response: ImagesResponse): GeneratedImage[] {
  const images = (response.data ?? []).map((item) => {
    const base64 = typeof item.b64_json === "string" ? item.b64_json.replace(/\s+/g, "") : "";
    const mime = base64 && base64.length <= IMAGE_MAX_BASE64 ? imageMime(base64) : undefined;
    if (!mime) throw malformedAnswer();
    const revisedPrompt = item.revised_prompt?.trim() || undefined;
    return { image: `data:${mime};base64,${base64}`, revisedPrompt };
  });
  if (images.length === 0) throw malformedAnswer();
  return images;
}

/** Each image cut to exactly the proportion the visitor chose (the provider only has near sizes). */
async function inProportion(images: GeneratedImage[], aspect: ImageAspect, model: string): Promise<GeneratedImages> {
  const cropped = await Promise.all(
    images.map(async (item) => ({ ...item, ...(await cropToAspect(item.image, aspect)) })),
  );
  return {
    images: cropped.map(({ image, revisedPrompt }) => ({ image, revisedPrompt })),
    model,
    size: `${cropped[0].width}x${cropped[0].height}`,
  };
}

const refused = (error: unknown, param: string) =>
  error instanceof OpenAI.APIError && error.status === 400 && error.param === param;

export async function generateImages(input: ImageInput, signal?: AbortSignal): Promise<GeneratedImages> {
  const model = env().OPENAI_IMAGE_MODEL;
  const params = imageParams(input, model);
  const client = aiClient("image");
  const options = { timeout: aiTimeouts().image, signal };
  const one = async () => imagesOf(await client.images.generate({ ...params, n: 1 }, options));
  const each = async () => (await Promise.all(Array.from({ length: input.n }, one))).flat();
  try {
    let images: GeneratedImage[];
    if (params.n === 1) images = input.n === 1 ? await one() : await each();
    else {
      try {
        images = imagesOf(await client.images.generate(params, options));
      } catch (error) {
        // Some compatible servers serve GPT-image names but only one image per request.
        if (!refused(error, "n")) throw error;
        images = await each();
      }
    }
    return await inProportion(images.slice(0, input.n), input.aspect, model);
  } catch (error) {
    if (refused(error, "background")) throw noTransparency();
    throw toApiError(error);
  }
}

export async function editImage(
  input: ImageEditInput,
  file: { bytes: Buffer; mime: string },
  signal?: AbortSignal,
): Promise<GeneratedImages> {
  const model = env().OPENAI_IMAGE_MODEL;
  const family = imageFamily(model);
  if (input.transparent && !canBeTransparent(family)) throw noTransparency();
  const size = imageSizes[family][input.aspect];
  const image = await toFile(file.bytes, `imagem.${file.mime.slice(6)}`, { type: file.mime });
  const params: ImageEditParamsNonStreaming =
    family === "gpt-image"
      ? {
          model,
          image,
          prompt: input.prompt,
          n: 1,
          size: size as ImageEditParamsNonStreaming["size"],
          ...(input.transparent ? { background: "transparent", output_format: "png" } : {}),
        }
      : { model, image, prompt: input.prompt, n: 1, size: size as "1024x1024", response_format: "b64_json" };
  try {
    const response = await aiClient("image").images.edit(params, { timeout: aiTimeouts().image, signal });
    return await inProportion(imagesOf(response).slice(0, 1), input.aspect, model);
  } catch (error) {
    if (refused(error, "background")) throw noTransparency();
    throw toApiError(error);
  }
}
