/**
 * Where a voice is heard in an MP3, read from the audio itself (decoded as a player does, by mpg123): the
 * subtitle tests and bench/speech-captions.ts compare each cue's times with it.
 */
import { MPEGDecoder } from "mpg123-decoder";
import type { Cue } from "@/lib/speech/captions";

/** Louder than this (about -34 dBFS) is voice; MP3 silence decodes to almost nothing. */
const LOUD = 0.02;

export async function decodeMp3(mp3: Uint8Array): Promise<{ samples: Float32Array; sampleRate: number }> {
  const decoder = new MPEGDecoder();
  await decoder.ready;
  try {
    const { channelData, sampleRate } = decoder.decode(mp3);
    return { samples: channelData[0], sampleRate };
  } finally {
    decoder.free();
  }
}

/**
 * For each cue, the voice it shows: the first and last loud samples between the middle of the pause before it
 * (between the previous cue's end and its start) and the middle of the pause after it. Returns the gaps, in
 * seconds, between each cue's start and end and that voice's.
 */
export async function cueGaps(mp3: Uint8Array, cues: Cue[]) {
  const { samples, sampleRate } = await decodeMp3(mp3);
  const loud = (i: number) => Math.abs(samples[i]) > LOUD;
  const at = (seconds: number) => Math.max(0, Math.min(samples.length, Math.round(seconds * sampleRate)));
  return cues.map((cue, i) => {
    let first = at(i ? (cues[i - 1].end + cue.start) / 2 : 0);
    while (first < samples.length && !loud(first)) first++;
    let last = at(i + 1 < cues.length ? (cue.end + cues[i + 1].start) / 2 : samples.length / sampleRate) - 1;
    while (last > first && !loud(last)) last--;
    const voice = { start: first / sampleRate, end: (last + 1) / sampleRate };
    return { cue, voice, startGap: Math.abs(cue.start - voice.start), endGap: Math.abs(cue.end - voice.end) };
  });
}
