/**
 * How a streamed text answer reports a failure after its 200 status was sent: the text so far, then
 * this record-separator character, then the error envelope as JSON, then the end of the body. (An
 * abrupt end would be lost: a browser drops the chunks it has not read yet when a stream errors.)
 * Safe to import in the browser.
 */
export const STREAM_ERROR_MARK = "\u001e";

export type StreamError = { code: string; message: string };

/** Splits a received body into its text and the failure that ended it, if any. */
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
