import { speechToMp3, UnsupportedAudio, type Encoded } from "./pcm-to-mp3";

export type EncodeTaskInput = { audio: Uint8Array; type: string | null };
/** `unsupported`: the bytes are not audio this site reads (the caller decides whether the engine cannot speak). */
export type EncodeTaskOutput = { encoded: Encoded } | { unsupported: string };

/**
 * A provider's WAV or PCM answer to MP3, in a pool thread (worker/thread.ts): lamejs is pure CPU, some 0,5 s per
 * part, and on the serving loop it would hold every page and API of the instance meanwhile.
 */
export async function encodeSpeechTask(input: EncodeTaskInput): Promise<EncodeTaskOutput> {
  try {
    return { encoded: await speechToMp3(input.audio, input.type) };
  } catch (error) {
    if (error instanceof UnsupportedAudio) return { unsupported: error.message };
    throw error;
  }
}
