/** Failures after the 200 follow this mark as JSON; an abrupt end would be lost, as browsers drop unread chunks. */
export const STREAM_ERROR_MARK = "\u001e";

export type StreamError = { code: string; message: string };

export function splitStreamError(body: string): { text: string; error?: StreamError } {
  const at = body.indexOf(STREAM_ERROR_MARK);
  if (at < 0) return { text: body };
  const text = body.slice(0, at);
  try {
    const parsed = JSON.parse(body.slice(at + 1)) as { error?: StreamError };
    if (parsed.error?.message) return { text, error: parsed.error };
  } catch {
    // The envelope itself may still be arriving.
  }
  return { text, error: { code: "upstream_error", message: "" } };
}
