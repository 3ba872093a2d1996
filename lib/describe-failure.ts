/** Never the message: database errors quote the query and its parameters (password hashes, users' texts). */
export function describeFailure(error: unknown): string {
  const frames =
    error instanceof Error
      ? (error.stack ?? "")
          .split("\n")
          .filter((line) => /^\s+at /.test(line))
          .slice(0, 5)
      : [];
  return [failureName(error), ...frames].join("\n");
}

/** The chain of error names and the first code, on one line: "DrizzleQueryError <- error (código 22021)". */
export function failureName(error: unknown): string {
  const names: string[] = [];
  let code: string | undefined;
  for (let current = error; current && names.length < 5; current = (current as { cause?: unknown }).cause) {
    names.push(current instanceof Error ? current.name : typeof current);
    const candidate = (current as { code?: unknown }).code;
    if (!code && typeof candidate === "string") code = candidate;
  }
  return `${names.join(" <- ")}${code ? ` (código ${code})` : ""}`;
}
