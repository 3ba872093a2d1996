/** What POST /api/pixel/events answers when TikTok answered (kept free of server code: the page reads it). */
export type EventsApiAnswer = {
  accepted: boolean;
  /** TikTok's HTTP status, code and message, as TikTok sent them. */
  status: number;
  code: number | null;
  message: string;
  requestId?: string;
  /** pt-BR: what happened and what to do next. */
  summary: string;
  /** The event_id our server sent, to compare with the browser's. */
  eventId: string;
};

/** TikTok Events Manager, where the Test Events tab shows both halves of a test. */
export const eventsManagerUrl = "https://ads.tiktok.com/i18n/events_manager/";
