/** One line of a user's translation history, as the API and the page send it. */
export type HistoryEntry = { id: string; text: string; translation: string; createdAt: string };
