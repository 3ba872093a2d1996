// ApiError.toResponse() is the only way a handler emits an error, so the envelope stays consistent.
export const errorStatus = {
  invalid_input: 400,
  unauthenticated: 401,
  forbidden_target: 403,
  forbidden_origin: 403,
  not_found: 404,
  method_not_allowed: 405,
  email_in_use: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  rate_limited: 429,
  internal_error: 500,
  upstream_error: 502,
  not_configured: 503,
  service_unavailable: 503,
  upstream_timeout: 504,
} as const;

export type ErrorCode = keyof typeof errorStatus;

const defaultMessages: Record<ErrorCode, string> = {
  invalid_input: "Dados inválidos.",
  unauthenticated: "Faça login para continuar.",
  forbidden_target: "Este endereço não é permitido.",
  forbidden_origin: "Este formulário só pode ser enviado pela própria página do site. Abra a página e tente de novo.",
  not_found: "Não encontrado.",
  method_not_allowed: "Método não permitido.",
  email_in_use: "Este e-mail já está cadastrado.",
  payload_too_large: "O conteúdo enviado é grande demais.",
  unsupported_media_type: "Envie os dados no formato JSON.",
  rate_limited: "Muitas tentativas. Aguarde um pouco e tente novamente.",
  internal_error: "Erro interno. Tente novamente.",
  upstream_error: "O serviço externo falhou. Tente novamente.",
  not_configured: "Este recurso não está configurado neste servidor.",
  service_unavailable: "O serviço está indisponível no momento. Tente novamente em alguns minutos.",
  upstream_timeout: "O serviço demorou demais para responder. Tente novamente.",
};

export type ErrorBody = { error: { code: ErrorCode; message: string } };

export class ApiError extends Error {
  readonly code: ErrorCode;
  readonly headers: Record<string, string>;

  constructor(code: ErrorCode, message: string = defaultMessages[code], headers: Record<string, string> = {}) {
    super(message);
    this.name = "ApiError";
    this.code = code;
    this.headers = headers;
  }

  get status(): number {
    return errorStatus[this.code];
  }

  toResponse(): Response {
    const body: ErrorBody = { error: { code: this.code, message: this.message } };
    return Response.json(body, { status: this.status, headers: { "Cache-Control": "no-store", ...this.headers } });
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}
