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
