/**
 * Client side of the error envelope: the {code, message} of an API answer, or undefined when the
 * answer is not one (a proxy's HTML page, an empty body). Safe to import in the browser.
 */
export async function readApiError(response: Response): Promise<{ code: string; message: string } | undefined> {
  try {
    const body = (await response.json()) as { error?: { code?: unknown; message?: unknown } };
    const { code, message } = body.error ?? {};
    if (typeof code === "string" && typeof message === "string") return { code, message };
  } catch {
    // not JSON: the caller shows its generic message
  }
  return undefined;
}
