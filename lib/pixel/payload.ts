import { eventValue, type PixelForm } from "./form";
import { sha256Hex } from "./hash";
import { normalizeEmail, type PhoneNormalizer } from "./normalize";

export type IdentifyPayload = { email: string; phone_number: string };
/** `value` and `currency` only when the event has a value. */
export type TrackProperties = { value?: number; currency?: string; content_id: string; content_type: "product" };
/** ttq.track's third argument: the id TikTok deduplicates on, and the Test Events code when given. */
export type TrackOptions = { event_id: string; test_event_code?: string };
/**
 * What the browser asks our server to send to the Events API (the token is added when posting and kept
 * out of this object, which the page shows). Contact data arrives hashed: our server never sees it raw.
 */
export type ServerEventInput = {
  pixelId: string;
  event: string;
  eventId: string;
  testEventCode?: string;
  email: string;
  phone: string;
  value?: number;
  currency?: string;
  contentId: string;
};
export type PixelPayloads = {
  event: string;
  identify: IdentifyPayload;
  track: TrackProperties;
  options: TrackOptions;
  /** The same event for the Events API, with the same event_id and hashes as the browser call. */
  server: ServerEventInput;
};

/** Call it with a form that passed validatePixelForm. */
export async function buildPixelPayloads(
  form: PixelForm,
  normalizePhone: PhoneNormalizer,
  newId = randomEventId,
): Promise<PixelPayloads> {
  const phone = normalizePhone(form.phone) ?? "";
  const [email, phoneHash] = await Promise.all([sha256Hex(normalizeEmail(form.email)), sha256Hex(phone)]);
  const testEventCode = form.testEventCode.trim();
  const test = testEventCode ? { test_event_code: testEventCode } : {};
  const value = eventValue(form);
  const money = value === undefined ? {} : { value, currency: form.currency };
  const track: TrackProperties = { ...money, content_id: form.contentId.trim(), content_type: "product" };
  const eventId = form.eventId.trim() || newId();
  return {
    event: form.event,
    identify: { email, phone_number: phoneHash },
    track,
    options: { event_id: eventId, ...test },
    server: {
      pixelId: form.pixelId.trim(),
      event: form.event,
      eventId,
      ...(testEventCode ? { testEventCode } : {}),
      email,
      phone: phoneHash,
      ...money,
      contentId: track.content_id,
    },
  };
}

/** 128 random bits as hex (crypto.randomUUID needs a secure context; getRandomValues does not). */
function randomEventId(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, "0")).join("");
}
