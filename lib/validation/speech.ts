import { anonymousEntriesSchema } from "@/lib/speech/dictionary-schema";
import * as z from "./zod";
import {
  SPEECH_TEXT_MAX,
  SPEECH_ACCOUNT_TEXT_MAX,
  SPEECH_SPEED_MIN,
  SPEECH_SPEED_MAX,
  voices,
  speechMessages,
  type Voice,
} from "./speech-options";

export * from "./speech-options";

const speechFields = (max: number, tooLong: string) =>
  z.object({
    text: z
      .string(speechMessages.empty)
      .check(z.trim(), z.minLength(1, speechMessages.empty), z.maxLength(max, tooLong)),
    voice: z._default(z.enum(voices.map((voice) => voice.value) as [Voice, ...Voice[]], speechMessages.voice), "alloy"),
    speed: z._default(
      z
        .number(speechMessages.speed)
        .check(z.gte(SPEECH_SPEED_MIN, speechMessages.speed), z.lte(SPEECH_SPEED_MAX, speechMessages.speed)),
      1,
    ),
    /** Subtitles too: the answer is then JSON {audio, captions}. */
    captions: z.optional(z.enum(["srt", "vtt"], speechMessages.captions)),
    /** An anonymous visitor's dictionary, kept in the browser (accounts keep theirs on the server). */
    dictionary: z.optional(anonymousEntriesSchema),
  });

/** What an anonymous visitor may send (the browser checks it before sending). */
export const speechSchema = speechFields(SPEECH_TEXT_MAX, speechMessages.tooLong);
/** What a signed-in visitor may send; the route checks the session when the text is over SPEECH_TEXT_MAX. */
export const speechAccountSchema = speechFields(SPEECH_ACCOUNT_TEXT_MAX, speechMessages.tooLongForAccount);

export type SpeechInput = z.infer<typeof speechAccountSchema>;
