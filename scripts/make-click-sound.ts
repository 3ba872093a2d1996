/**
 * Writes public/sounds/keypress.wav: a 45 ms mechanical key click made from scratch (a short burst of
 * filtered noise plus a low "thock"), so the site ships a sound it owns. Deterministic: the same
 * bytes every run. Usage: npx tsx scripts/make-click-sound.ts
 */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";

const sampleRate = 22_050;
const duration = 0.045;
const samples = Math.round(sampleRate * duration);

let seed = 0x2f6b3a1d;
const noise = () => {
  seed = (Math.imul(seed, 1_664_525) + 1_013_904_223) >>> 0;
  return seed / 0xffffffff - 0.5;
};

const pcm = new Int16Array(samples);
let low = 0;
for (let i = 0; i < samples; i++) {
  const t = i / sampleRate;
  low += 0.35 * (noise() - low); // one-pole low-pass: takes the hiss off the noise
  const click = low * Math.exp(-t / 0.004) * 1.6;
  const thock = Math.sin(2 * Math.PI * 180 * t) * Math.exp(-t / 0.012) * 0.45;
  const fadeOut = Math.min(1, (samples - i) / 64);
  pcm[i] = Math.round(Math.max(-1, Math.min(1, (click + thock) * fadeOut)) * 32_767 * 0.9);
}

const header = Buffer.alloc(44);
header.write("RIFF", 0);
header.writeUInt32LE(36 + pcm.byteLength, 4);
header.write("WAVE", 8);
header.write("fmt ", 12);
header.writeUInt32LE(16, 16); // PCM chunk size
header.writeUInt16LE(1, 20); // PCM
header.writeUInt16LE(1, 22); // mono
header.writeUInt32LE(sampleRate, 24);
header.writeUInt32LE(sampleRate * 2, 28); // byte rate
header.writeUInt16LE(2, 32); // block align
header.writeUInt16LE(16, 34); // bits per sample
header.write("data", 36);
header.writeUInt32LE(pcm.byteLength, 40);

const out = path.join(process.cwd(), "public", "sounds", "keypress.wav");
mkdirSync(path.dirname(out), { recursive: true });
writeFileSync(out, Buffer.concat([header, Buffer.from(pcm.buffer)]));
console.log(`wrote ${out} (${44 + pcm.byteLength} bytes)`);
