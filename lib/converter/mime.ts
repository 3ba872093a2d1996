/** Media types for data URIs: the server's word when it is plausible, else the bytes or the file name. */
const essence = (contentType: string) => contentType.split(";")[0].trim().toLowerCase();

export function imageMime(contentType: string, body: Buffer): string | null {
  const declared = essence(contentType);
  if (/^image\/[\w.+-]+$/.test(declared)) return declared;
  return sniffImage(body);
}

function sniffImage(body: Buffer): string | null {
  const hex = body.subarray(0, 12).toString("hex");
  if (hex.startsWith("89504e47")) return "image/png";
  if (hex.startsWith("ffd8ff")) return "image/jpeg";
  if (hex.startsWith("47494638")) return "image/gif";
  if (hex.startsWith("52494646") && hex.slice(16, 24) === "57454250") return "image/webp";
  if (hex.slice(8, 24) === "6674797061766966") return "image/avif";
  if (hex.startsWith("00000100")) return "image/x-icon";
  const text = body.subarray(0, 512).toString("utf8").trimStart();
  if (/^(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*(<!doctype svg[^>]*>\s*)?<svg[\s>]/i.test(text)) return "image/svg+xml";
  return null;
}

const fontTypes: Record<string, string> = {
  woff2: "font/woff2",
  woff: "font/woff",
  ttf: "font/ttf",
  otf: "font/otf",
  eot: "application/vnd.ms-fontobject",
  svg: "image/svg+xml",
};

export function fontMime(contentType: string, url: string): string {
  const declared = essence(contentType);
  if (/^(font\/|application\/(font-|x-font-|vnd\.ms-fontobject))/.test(declared)) return declared;
  const extension = /\.(\w+)(?:[?#]|$)/.exec(new URL(url).pathname)?.[1]?.toLowerCase() ?? "";
  return fontTypes[extension] ?? "application/octet-stream";
}
