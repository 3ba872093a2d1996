/** The downloads' name from the text's first words: "Olá, mundo! Este é um teste." → "ola-mundo-este-e-um-teste". */
export function speechFileBase(text: string, maxWords = 6): string {
  const words = text
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
    .slice(0, maxWords);
  return words.join("-").slice(0, 60).replace(/-+$/, "") || "audio";
}

export const speechFileName = (text: string, extension: string) => `${speechFileBase(text)}.${extension}`;
