// @ts-check
// The API's error codes, their statuses and default messages: plain data, so that server.mjs (run by node
// without a compiler) answers its own errors in the same words as lib/http/api-error.ts.

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
};

/** @type {Record<keyof typeof errorStatus, string>} */
export const defaultMessages = {
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

/**
 * The JSON body of an error answer: `{ error: { code, message } }`.
 * @param {keyof typeof errorStatus} code
 * @param {string} [message]
 */
export const errorBody = (code, message = defaultMessages[code]) => ({ error: { code, message } });
