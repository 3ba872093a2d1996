import { ApiError } from "@/lib/http/api-error";
import { MAX_PAGE_ELEMENTS, OutputTooLarge, PageTooComplex } from "./convert";
import { FetchFailure } from "./net/fetch-error";

export const converterMessages = {
  forbidden: "Este endereço não pode ser acessado. Use o endereço de uma página pública da internet.",
  unreachable: "Não foi possível acessar a página. Confira o endereço e tente novamente.",
  nameNotFound:
    "Não foi possível acessar a página: o nome do site não foi encontrado. Confira se o endereço está escrito corretamente.",
  refused:
    "Não foi possível acessar a página: o servidor do site recusou a conexão. Confira o endereço ou tente mais tarde.",
  redirects: "Não foi possível acessar a página: ela redireciona sem parar. Confira o endereço.",
  busy: "O conversor está ocupado com outras páginas agora. Tente novamente em alguns segundos.",
  notHtml: "O endereço informado não é uma página HTML.",
  pageTooLarge: "A página é grande demais para ser convertida.",
  tooManyElements: `A página tem elementos demais para ser convertida (mais de ${MAX_PAGE_ELEMENTS.toLocaleString("pt-BR")}).`,
  outputTooLarge:
    "O arquivo convertido ficaria grande demais. Tente desmarcar a opção de incorporar imagens e estilos.",
  timeout: "A página demorou demais para responder. Tente novamente.",
} as const;

export function toApiError(error: unknown): unknown {
  if (error instanceof OutputTooLarge) return new ApiError("payload_too_large", converterMessages.outputTooLarge);
  if (error instanceof PageTooComplex) return new ApiError("payload_too_large", converterMessages.tooManyElements);
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
    case "name_not_found":
      return new ApiError("upstream_error", converterMessages.nameNotFound);
    case "refused":
      return new ApiError("upstream_error", converterMessages.refused);
    case "status":
      return new ApiError("upstream_error", error.status ? statusMessage(error.status) : converterMessages.redirects);
    default:
      return new ApiError("upstream_error", converterMessages.unreachable);
  }
}

export function statusMessage(status: number): string {
  const cause =
    status === 404 || status === 410
      ? `a página não existe (erro HTTP ${status}). Confira o endereço.`
      : status === 401 || status === 403
        ? `o site exige login ou bloqueou o acesso (erro HTTP ${status}). Use uma página pública.`
        : status >= 500
          ? `o site está com problemas (erro HTTP ${status}). Tente novamente mais tarde.`
          : `o site respondeu com o erro HTTP ${status}. Confira o endereço.`;
  return `Não foi possível acessar a página: ${cause}`;
}
