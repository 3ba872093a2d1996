import "server-only";
import type { ImageGenerateParamsNonStreaming } from "openai/resources/images";
import { env } from "@/lib/env";
import type { ImageInput } from "@/lib/validation/image";
import { aiClient, aiTimeouts } from "./client";
import { malformedAnswer, toApiError } from "./errors";

export type GeneratedImage = { image: string; revisedPrompt?: string; model: string };

/** Unknown names (OpenAI-compatible servers) get the DALL-E shape, which is what those servers implement. */
export type ImageFamily = "gpt-image" | "dall-e";

export function imageFamily(model: string): ImageFamily {
  return /^(gpt-image|chatgpt-image)/i.test(model) ? "gpt-image" : "dall-e";
}

const gptImageSizes = { "1024x1024": "1024x1024", "1024x1792": "1024x1536", "1792x1024": "1536x1024" } as const;
const gptImageQuality = { standard: "medium", hd: "high" } as const;
/** GPT-image has no style parameter; the choice becomes a short instruction in the prompt. */
const gptImageStyleHint = {
  vivid: "Estilo vívido: cores intensas, contraste e iluminação dramática.",
  natural: "Estilo natural: cores realistas e iluminação suave, aparência fotográfica.",
} as const;

export function imageParams(input: ImageInput, model: string): ImageGenerateParamsNonStreaming {
  if (imageFamily(model) === "gpt-image") {
    return {
      model,
      prompt: `${input.prompt}\n\n${gptImageStyleHint[input.style]}`,
      n: 1,
      size: gptImageSizes[input.size],
      quality: gptImageQuality[input.quality],
    };
  }
  return {
    model,
    prompt: input.prompt,
    n: 1,
    size: input.size,
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

export async function generateImage(input: ImageInput, signal?: AbortSignal): Promise<GeneratedImage> {
  const model = env().OPENAI_IMAGE_MODEL;
  try {
    const response = await aiClient("image").images.generate(imageParams(input, model), {
      timeout: aiTimeouts().image,
      signal,
    });
    const first = response.data?.[0];
    const base64 = typeof first?.b64_json === "string" ? first.b64_json.replace(/\s+/g, "") : "";
    const mime = base64 ? imageMime(base64) : undefined;
    if (!mime) throw malformedAnswer();
    const revisedPrompt = first?.revised_prompt?.trim() || undefined;
    return { image: `data:${mime};base64,${base64}`, revisedPrompt, model };
  } catch (error) {
    throw toApiError(error);
  }
}
