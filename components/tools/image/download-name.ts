/** "Café & pão, 9:16!" -> "cafe-pao-9-16": an ASCII file name every system saves as typed. */
export function downloadName(prompt: string, index: number, extension: string): string {
  const slug = prompt
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .slice(0, 60)
    .replace(/^-+|-+$/g, "");
  return `${slug || "imagem"}-${index}.${extension}`;
}

const extensions: Record<string, string> = { "image/png": "png", "image/jpeg": "jpg", "image/webp": "webp" };

export const extensionOf = (dataUrl: string) => extensions[dataUrl.slice(5, dataUrl.indexOf(";"))] ?? "png";

/** A data URL as a Blob, without fetch (the CSP's connect-src does not list data:). */
export function dataUrlBlob(dataUrl: string): Blob {
  const comma = dataUrl.indexOf(",");
  const binary = atob(dataUrl.slice(comma + 1));
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return new Blob([bytes], { type: dataUrl.slice(5, dataUrl.indexOf(";")) });
}
