// ApiError.toResponse() is the only way a handler emits an error, so the envelope stays consistent.
import { defaultMessages, errorBody, errorStatus } from "./error-codes.mjs";

export { errorStatus };
export type ErrorCode = keyof typeof errorStatus;

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
    const body: ErrorBody = errorBody(this.code, this.message);
    return Response.json(body, { status: this.status, headers: { "Cache-Control": "no-store", ...this.headers } });
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}
