// @ts-check
/**
 * The offline voice in a worker thread (lib/speech/offline-pool.ts starts it): espeak-ng's WASM and the MP3
 * encoder are pure CPU, and on the main thread one long reading stalls every page and API of the instance.
 * A plain .mjs file beside the sources, loaded by path at run time: the bundler never sees it.
 * Message in: {id, text, voice (an espeak-ng voice name), wordsPerMinute}. Out: {id, mp3, seconds, speech} or
 * {id, error}; `speech` is [start, end] in seconds of the PCM: where the voice is heard, for the subtitles.
 */
import { setPriority } from "node:os";
import { parentPort } from "node:worker_threads";
import { Mp3Encoder } from "@breezystack/lamejs";
import ESpeakNg from "espeak-ng";

const OUT = "/fala.wav";

// On Linux a thread has its own nice value: readings yield the CPU to the event loop, so pages and the
// other APIs keep answering while every worker is busy.
try {
  setPriority(10);
} catch {}

/** espeak-ng writes 16-bit mono PCM WAV; its "data" size may be 0 while streaming. */
function wavSamples(/** @type {Uint8Array} */ wav) {
  const view = new DataView(wav.buffer, wav.byteOffset, wav.byteLength);
  const sampleRate = view.getUint32(24, true);
  let offset = 12;
  while (offset + 8 <= wav.byteLength) {
    const id = String.fromCharCode(...wav.subarray(offset, offset + 4));
    const size = view.getUint32(offset + 4, true);
    if (id === "data") {
      const start = offset + 8;
      const frames = Math.floor((wav.byteLength - start) / 2);
      const samples = new Int16Array(frames);
      for (let i = 0; i < frames; i++) samples[i] = view.getInt16(start + i * 2, true);
      return { samples, sampleRate };
    }
    offset += 8 + size + (size % 2);
  }
  throw new Error("espeak-ng wrote no audio");
}

/** Above this a sample is voice, not the silence around it (about -40 dBFS): lib/speech/pcm-to-mp3.ts uses the same. */
const SILENCE_LEVEL = 330;

function speechSpan(/** @type {Int16Array} */ samples, /** @type {number} */ sampleRate) {
  let first = 0;
  while (first < samples.length && Math.abs(samples[first]) <= SILENCE_LEVEL) first++;
  let last = samples.length - 1;
  while (last > first && Math.abs(samples[last]) <= SILENCE_LEVEL) last--;
  return first >= samples.length ? undefined : [first / sampleRate, (last + 1) / sampleRate];
}

function mp3Of(/** @type {Int16Array} */ samples, /** @type {number} */ sampleRate) {
  const encoder = new Mp3Encoder(1, sampleRate, 64);
  const parts = [];
  for (let i = 0; i < samples.length; i += 1152) parts.push(encoder.encodeBuffer(samples.subarray(i, i + 1152)));
  parts.push(encoder.flush());
  const mp3 = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    mp3.set(part, at);
    at += part.length;
  }
  return mp3;
}

parentPort?.on("message", async ({ id, text, voice, wordsPerMinute }) => {
  try {
    // Text goes as one argument (no shell involved); "--" keeps a leading dash from being read as an option.
    const espeak = await ESpeakNg({
      arguments: ["-v", voice, "-s", String(wordsPerMinute), "-w", OUT, "--", text],
      print: () => {},
      printErr: () => {},
    });
    const { samples, sampleRate } = wavSamples(espeak.FS.readFile(OUT));
    const mp3 = mp3Of(samples, sampleRate);
    const speech = speechSpan(samples, sampleRate);
    parentPort?.postMessage({ id, mp3, seconds: samples.length / sampleRate, speech }, [mp3.buffer]);
  } catch (error) {
    parentPort?.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
});
