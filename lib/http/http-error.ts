/**
 * Errors that pages throw to show the 'Unexpected Application Error!' page with an HTTP status. The
 * status travels in the error's digest, which Next.js keeps when it sends a server error to the
 * browser (the message itself is hidden in production).
 */
export const httpErrorStatuses = {
  400: { text: "Bad Request" },
  403: { text: "Forbidden" },
  404: { text: "Not Found", detail: "No route matches URL" },
  405: { text: "Method Not Allowed" },
} as const;

export type HttpErrorStatus = keyof typeof httpErrorStatuses;

const digestPrefix = "HTTP_ERROR;";

export class HttpError extends Error {
  readonly status: HttpErrorStatus;
  readonly digest: string;

  constructor(status: HttpErrorStatus) {
    super(`${status} ${httpErrorStatuses[status].text}`);
    this.name = "HttpError";
    this.status = status;
    this.digest = `${digestPrefix}${status}`;
  }
}

export function isHttpErrorStatus(value: number): value is HttpErrorStatus {
  return value in httpErrorStatuses;
}

/** The status of an error caught by an error boundary, or undefined for any other failure. */
export function httpErrorStatusOf(error: { digest?: string } | null | undefined): HttpErrorStatus | undefined {
  const digest = error?.digest;
  if (!digest?.startsWith(digestPrefix)) return undefined;
  const status = Number(digest.slice(digestPrefix.length));
  return isHttpErrorStatus(status) ? status : undefined;
}
