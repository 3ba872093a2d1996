export const FAVORITES_KEY = "fitnessrecipes:favoritos";

export function parseFavorites(raw: string | null, knownIds: readonly string[]): string[] {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    if (!Array.isArray(value)) return [];
    return [...new Set(value.filter((id): id is string => typeof id === "string" && knownIds.includes(id)))];
  } catch {
    return [];
  }
}

export function toggleFavorite(ids: readonly string[], id: string): string[] {
  return ids.includes(id) ? ids.filter((other) => other !== id) : [...ids, id];
}
