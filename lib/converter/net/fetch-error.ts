/** Why a fetch of the converter failed; the route maps each kind to a status and a pt-BR message. */
export type FetchFailureKind =
  | "forbidden" // the address is not public, or the URL carries credentials or another scheme
  | "unreachable" // DNS, connection or TLS failure
  | "status" // the server answered, but not 2xx (or too many redirects)
  | "too_large"
  | "timeout"
  | "not_html";

export class FetchFailure extends Error {
  readonly kind: FetchFailureKind;

  constructor(kind: FetchFailureKind, detail: string) {
    super(detail);
    this.name = "FetchFailure";
    this.kind = kind;
  }
}
