export const httpErrorStatuses = {
  400: { text: "Bad Request" },
  403: { text: "Forbidden" },
  404: { text: "Not Found", detail: "No route matches URL" },
  405: { text: "Method Not Allowed" },
} as const;

export type HttpErrorStatus = keyof typeof httpErrorStatuses;

export function isHttpErrorStatus(value: number): value is HttpErrorStatus {
  return value in httpErrorStatuses;
}
