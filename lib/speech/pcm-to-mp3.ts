import "server-only";

export type Pcm = { samples: Int16Array; sampleRate: number };

const MP3_RATES = new Set([8000, 11025, 12000, 16000, 22050, 24000, 32000, 44100, 48000]);

/** OpenAI's `pcm` speech format, and the Realtime API's audio: 24 kHz 16-bit little-endian mono. */
export const OPENAI_PCM_RATE = 24_000;

/** An MP3 starts with an ID3 tag or an MPEG frame sync (11 set bits). */
export function looksLikeMp3(audio: Uint8Array): boolean {
  if (audio.length < 4) return false;
  if (audio[0] === 0x49 && audio[1] === 0x44 && audio[2] === 0x33) return true;
  return audio[0] === 0xff && (audio[1] & 0xe0) === 0xe0;
}

export class UnsupportedAudio extends Error {}

function readPcm(bytes: Uint8Array, sampleRate: number, channels = 1, bigEndian = false): Pcm {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const frames = Math.floor(bytes.byteLength / (2 * channels));
  const samples = new Int16Array(frames);
  for (let frame = 0; frame < frames; frame++) {
    let sum = 0;
    for (let channel = 0; channel < channels; channel++) {
      sum += view.getInt16((frame * channels + channel) * 2, !bigEndian);
    }
    samples[frame] = Math.round(sum / channels);
  }
  return { samples, sampleRate };
}

/** Realtime deltas may split a sample: the odd byte waits for the next piece. */
export function pcmPieces(): (piece: Buffer) => Int16Array {
  let oddByte: Buffer | undefined;
  return (piece) => {
    const bytes = oddByte ? Buffer.concat([oddByte, piece]) : piece;
    const whole = bytes.length - (bytes.length % 2);
    oddByte = whole < bytes.length ? bytes.subarray(whole) : undefined;
    return readPcm(bytes.subarray(0, whole), OPENAI_PCM_RATE).samples;
  };
}

export function readWav(wav: Uint8Array): Pcm {
  const view = new DataView(wav.buffer, wav.byteOffset, wav.byteLength);
  if (wav.byteLength < 12 || view.getUint32(0, false) !== 0x52494646 /* RIFF */) {
    throw new UnsupportedAudio("not a WAV file");
  }
  let offset = 12;
  let format = { tag: 1, channels: 1, sampleRate: 22050, bits: 16 };
  while (offset + 8 <= wav.byteLength) {
    const id = String.fromCharCode(...wav.subarray(offset, offset + 4));
    let size = view.getUint32(offset + 4, true);
    if (id === "fmt ") {
      format = {
        tag: view.getUint16(offset + 8, true),
        channels: view.getUint16(offset + 10, true),
        sampleRate: view.getUint32(offset + 12, true),
        bits: view.getUint16(offset + 22, true),
      };
      // WAVE_FORMAT_EXTENSIBLE keeps the real format in its sub-format GUID.
      if (format.tag === 0xfffe && size >= 40) format.tag = view.getUint16(offset + 32, true);
    }
    if (id === "data") {
      // Streamed WAVs (espeak-ng, speech servers) may leave the size as 0 or 0xFFFFFFFF.
      if (size === 0 || size === 0xffffffff || offset + 8 + size > wav.byteLength) size = wav.byteLength - offset - 8;
      const data = wav.subarray(offset + 8, offset + 8 + size);
      const { tag, channels, sampleRate, bits } = format;
      if (channels < 1) throw new UnsupportedAudio("WAV without channels");
      if (tag === 1 && bits === 16) return readPcm(data, sampleRate, channels);
      if (tag === 3 && bits === 32) return readFloat(data, sampleRate, channels);
      throw new UnsupportedAudio(`WAV format ${tag}, ${bits} bits`);
    }
    offset += 8 + size + (size % 2);
  }
  throw new UnsupportedAudio("WAV file without audio data");
}

function readFloat(bytes: Uint8Array, sampleRate: number, channels: number): Pcm {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const frames = Math.floor(bytes.byteLength / (4 * channels));
  const samples = new Int16Array(frames);
  for (let frame = 0; frame < frames; frame++) {
    let sum = 0;
    for (let channel = 0; channel < channels; channel++) {
      sum += view.getFloat32((frame * channels + channel) * 4, true);
    }
    samples[frame] = Math.max(-32768, Math.min(32767, Math.round((sum / channels) * 32767)));
  }
  return { samples, sampleRate };
}

/** Above this a sample is voice, not the silence around it (about -40 dBFS); lib/speech/offline-worker.mjs uses the same. */
const SILENCE_LEVEL = 330;

/** A quiet stretch this long inside the voice is a pause between words or sentences, where a subtitle may change. */
const PAUSE_SECONDS = 0.12;

/**
 * Encoded audio; `speech` is where the voice is heard in the PCM, [start, end] in seconds, and `pauses` the quiet
 * stretches inside it (the places a part's subtitles are timed to, lib/ai/speech.ts).
 */
export type Encoded = { mp3: Buffer; seconds: number; speech?: [number, number]; pauses?: [number, number][] };

/** Fed as samples arrive, so encoding overlaps the stream instead of following it. */
export async function mp3Encoder(sampleRate: number, kbps = 64) {
  if (!MP3_RATES.has(sampleRate)) throw new UnsupportedAudio(`sample rate ${sampleRate} Hz`);
  // ESM on purpose: the package's CommonJS entry is empty.
  const { Mp3Encoder } = await import("@breezystack/lamejs");
  const encoder = new Mp3Encoder(1, sampleRate, kbps);
  const parts: Buffer[] = [];
  let count = 0;
  let first = -1;
  let last = -1;
  const pauses: [number, number][] = [];
  const minPause = Math.round(PAUSE_SECONDS * sampleRate);
  return {
    push(samples: Int16Array) {
      for (let i = 0; i < samples.length; i += 1152) {
        parts.push(Buffer.from(encoder.encodeBuffer(samples.subarray(i, i + 1152))));
      }
      for (let i = 0; i < samples.length; i++) {
        if (Math.abs(samples[i]) <= SILENCE_LEVEL) continue;
        const at = count + i;
        if (first < 0) first = at;
        else if (at - last - 1 >= minPause) pauses.push([(last + 1) / sampleRate, at / sampleRate]);
        last = at;
      }
      count += samples.length;
    },
    end(): Encoded {
      parts.push(Buffer.from(encoder.flush()));
      const speech: [number, number] | undefined =
        first < 0 ? undefined : [first / sampleRate, (last + 1) / sampleRate];
      return { mp3: Buffer.concat(parts), seconds: count / sampleRate, speech, pauses };
    },
  };
}

export async function encodeMp3({ samples, sampleRate }: Pcm, kbps = 64): Promise<Encoded> {
  const encoder = await mp3Encoder(sampleRate, kbps);
  encoder.push(samples);
  return encoder.end();
}

/** Compatible servers often answer WAV or raw PCM whatever `response_format` asked. */
export async function speechToMp3(audio: Uint8Array, contentType: string | null): Promise<Encoded> {
  if (looksLikeMp3(audio)) return { mp3: Buffer.from(audio), seconds: 0 };
  const [type = "", ...params] = (contentType ?? "")
    .toLowerCase()
    .split(";")
    .map((part) => part.trim());
  const riff = Buffer.from(audio.subarray(0, 4)).toString("latin1") === "RIFF";
  if (riff && audio.byteLength >= 12) return encodeMp3(readWav(audio));
  if (["audio/pcm", "audio/l16", "audio/raw", "audio/x-raw"].includes(type) && audio.byteLength >= 2) {
    const param = (name: string) =>
      Number(params.find((p) => p.startsWith(`${name}=`))?.slice(name.length + 1)) || undefined;
    return encodeMp3(readPcm(audio, param("rate") ?? OPENAI_PCM_RATE, param("channels") ?? 1, type === "audio/l16"));
  }
  throw new UnsupportedAudio(type || "unknown");
}
