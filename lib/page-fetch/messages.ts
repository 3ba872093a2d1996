import { ApiError } from "@/lib/http/errors";
import { OutputTooLarge } from "./convert";
import { FetchFailure } from "./fetch-error";

/** pt-BR messages of the converter's failures (SPEC.md section 8 for the page itself). */
export const converterMessages = {
  forbidden: "Este endereço não pode ser acessado. Use o endereço de uma página pública da internet.",
  unreachable: "Não foi possível acessar a página",
  notHtml: "O endereço informado não é uma página HTML.",
  pageTooLarge: "A página é grande demais para ser convertida.",
  outputTooLarge: "O arquivo convertido ficaria grande demais. Tente desmarcar a opção de incorporar imagens e estilos.",
  timeout: "A página demorou demais para responder. Tente novamente.",
} as const;

/** Maps a conversion failure onto the API's error envelope. */
export function toApiError(error: unknown): unknown {
  if (error instanceof OutputTooLarge) return new ApiError("payload_too_large", converterMessages.outputTooLarge);
  if (!(error instanceof FetchFailure)) return error;
  switch (error.kind) {
    case "forbidden":
      return new ApiError("forbidden_target", converterMessages.forbidden);
    case "not_html":
      return new ApiError("unsupported_media_type", converterMessages.notHtml);
    case "too_large":
      return new ApiError("payload_too_large", converterMessages.pageTooLarge);
    case "timeout":
      return new ApiError("upstream_timeout", converterMessages.timeout);
    default:
      return new ApiError("upstream_error", converterMessages.unreachable);
  }
}
