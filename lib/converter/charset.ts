/** In a browser's order: BOM, Content-Type charset, the document's own declaration, then UTF-8. */
export function decodeText(body: Buffer, contentType: string, kind: "html" | "css"): string {
  const label = bomLabel(body) ?? headerLabel(contentType) ?? declaredLabel(body, kind) ?? "utf-8";
  try {
    return new TextDecoder(label).decode(body);
  } catch {
    return new TextDecoder("utf-8").decode(body);
  }
}

function bomLabel(body: Buffer): string | undefined {
  if (body[0] === 0xef && body[1] === 0xbb && body[2] === 0xbf) return "utf-8";
  if (body[0] === 0xfe && body[1] === 0xff) return "utf-16be";
  if (body[0] === 0xff && body[1] === 0xfe) return "utf-16le";
  return undefined;
}

function headerLabel(contentType: string): string | undefined {
  return /charset\s*=\s*["']?([\w.:-]+)/i.exec(contentType)?.[1];
}

function declaredLabel(body: Buffer, kind: "html" | "css"): string | undefined {
  const head = body.subarray(0, 1024).toString("latin1");
  if (kind === "css") return /^@charset\s+"([\w.:-]+)"\s*;/i.exec(head)?.[1];
  return (
    /<meta[^>]+charset\s*=\s*["']?([\w.:-]+)/i.exec(head)?.[1] ??
    /<meta[^>]+content\s*=\s*["'][^"']*charset=([\w.:-]+)/i.exec(head)?.[1]
  );
}
