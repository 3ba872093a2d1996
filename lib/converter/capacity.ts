import { ApiError } from "@/lib/http/api-error";
import { converterMessages } from "./messages";

/** Seconds a client is asked to wait when the instance is full; most conversions take about one. */
const RETRY_AFTER_SECONDS = 5;
let inFlight = 0;

/** Each conversion may hold CONVERTER_MAX_OUTPUT_BYTES of data URIs, so this bounds an instance's memory. */
export async function withinCapacity<T>(max: number, work: () => Promise<T>): Promise<T> {
  if (inFlight >= max) {
    throw new ApiError("service_unavailable", converterMessages.busy, { "Retry-After": String(RETRY_AFTER_SECONDS) });
  }
  inFlight++;
  try {
    return await work();
  } finally {
    inFlight--;
  }
}
