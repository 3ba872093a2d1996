export type HistoryEntry = { id: string; text: string; translation: string; createdAt: string };
