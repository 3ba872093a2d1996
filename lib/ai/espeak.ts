import "server-only";
import type { Voice } from "@/lib/validation/speech";

/**
 * The offline voice: espeak-ng (compiled to WASM, pt-BR) speaks the text into a WAV, which lamejs
 * encodes to MP3. Used when no AI provider is configured, and when the provider has no speech model
 * (OpenAI's speech endpoint is being shut down; most compatible servers have none).
 */
const variants: Record<Voice, string> = {
  alloy: "pt-br",
  echo: "pt-br+m3",
  fable: "pt-br+m5",
  onyx: "pt-br+m7",
  nova: "pt-br+f3",
  shimmer: "pt-br+f4",
};

export function espeakVoice(voice: Voice): string {
  return variants[voice];
}

/** 16-bit mono PCM samples and their rate, read from espeak-ng's RIFF output. */
export function readWav(wav: Uint8Array): { samples: Int16Array; sampleRate: number } {
  const view = new DataView(wav.buffer, wav.byteOffset, wav.byteLength);
  if (view.getUint32(0, false) !== 0x52494646 /* RIFF */) throw new Error("espeak-ng did not produce a WAV file");
  let offset = 12;
  let sampleRate = 22050;
  while (offset + 8 <= wav.byteLength) {
    const id = String.fromCharCode(...wav.subarray(offset, offset + 4));
    let size = view.getUint32(offset + 4, true);
    if (id === "fmt ") sampleRate = view.getUint32(offset + 12, true);
    if (id === "data") {
      // espeak-ng writes to a pipe-like file and may leave the size as 0 or 0xFFFFFFFF.
      if (size === 0 || size === 0xffffffff || offset + 8 + size > wav.byteLength) size = wav.byteLength - offset - 8;
      const start = offset + 8;
      const samples = new Int16Array(Math.floor(size / 2));
      for (let i = 0; i < samples.length; i++) samples[i] = view.getInt16(start + i * 2, true);
      return { samples, sampleRate };
    }
    offset += 8 + size + (size % 2);
  }
  throw new Error("WAV file without audio data");
}

export async function encodeMp3(samples: Int16Array, sampleRate: number, kbps = 64): Promise<Buffer> {
  // ESM on purpose: the package's CommonJS entry is empty.
  const { Mp3Encoder } = await import("@breezystack/lamejs");
  const encoder = new Mp3Encoder(1, sampleRate, kbps);
  const parts: Buffer[] = [];
  for (let i = 0; i < samples.length; i += 1152) parts.push(Buffer.from(encoder.encodeBuffer(samples.subarray(i, i + 1152))));
  parts.push(Buffer.from(encoder.flush()));
  return Buffer.concat(parts);
}

export async function espeakWav(text: string, voice: Voice): Promise<Uint8Array> {
  const { default: ESpeakNg } = await import("espeak-ng");
  const out = "/fala.wav";
  // Text goes as one argument (no shell involved); "--" keeps a leading dash from being read as an option.
  const espeak = await ESpeakNg({
    arguments: ["-v", espeakVoice(voice), "-s", "160", "-w", out, "--", text],
    print: () => {},
    printErr: () => {},
  });
  return espeak.FS.readFile(out);
}

export async function espeakMp3(text: string, voice: Voice): Promise<Buffer> {
  const { samples, sampleRate } = readWav(await espeakWav(text, voice));
  return encodeMp3(samples, sampleRate);
}
