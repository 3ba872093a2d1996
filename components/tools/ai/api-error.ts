/** The pt-BR message of an error envelope ({"error": {"code", "message"}}), if the answer has one. */
export async function errorMessage(response: Response): Promise<string | undefined> {
  try {
    const body = (await response.json()) as { error?: { message?: unknown } };
    return typeof body.error?.message === "string" ? body.error.message : undefined;
  } catch {
    return undefined;
  }
}

export type ToolError = { title: string; detail?: string };
