export type FetchFailureKind =
  | "forbidden" // the address is not public, or the URL carries credentials or another scheme
  | "name_not_found" // DNS has no address for the name
  | "refused" // nothing listens at the address
  | "unreachable" // any other connection or TLS failure
  | "status" // the server answered, but not 2xx (or too many redirects)
  | "too_large"
  | "timeout"
  | "not_html";

export class FetchFailure extends Error {
  readonly kind: FetchFailureKind;
  /** The HTTP status of a "status" failure (absent for too many redirects). */
  readonly status?: number;

  constructor(kind: FetchFailureKind, detail: string, status?: number) {
    super(detail);
    this.name = "FetchFailure";
    this.kind = kind;
    this.status = status;
  }
}
