import { parseValue, type PixelForm } from "./form";
import { sha256Hex } from "./hash";
import { normalizeEmail, normalizePhone } from "./normalize";

export type IdentifyPayload = { email: string; phone_number: string };
export type TrackProperties = { value: number; currency: string; content_id: string; content_type: "product" };
export type PixelPayloads = { event: string; identify: IdentifyPayload; track: TrackProperties };

/** What the tester sends: ttq.identify(identify) and ttq.track(event, track), contact data hashed. */
export async function buildPixelPayloads(form: PixelForm): Promise<PixelPayloads> {
  const [email, phone] = await Promise.all([sha256Hex(normalizeEmail(form.email)), sha256Hex(normalizePhone(form.phone))]);
  return {
    event: form.event,
    identify: { email, phone_number: phone },
    track: { value: parseValue(form.value), currency: form.currency, content_id: form.contentId.trim(), content_type: "product" },
  };
}
