export type HistoryEntry = {
  id: string;
  text: string;
  translation: string;
  /** "auto" when the person chose "Detectar idioma". */
  sourceLang: string;
  targetLang: string;
  detectedLang: string | null;
  createdAt: string;
};
