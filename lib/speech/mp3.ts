/**
 * Walks an MP3's frames the way a player does and returns its duration in seconds; throws when the bytes
 * are not a clean sequence of MPEG layer III frames (what a browser would refuse or cut short).
 */
const MPEG1_KBPS = [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320];
const MPEG2_KBPS = [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160];
const RATES: Record<number, number[]> = { 3: [44100, 48000, 32000], 2: [22050, 24000, 16000], 0: [11025, 12000, 8000] };

export function mp3Duration(mp3: Uint8Array): { seconds: number; sampleRate: number; frames: number } {
  let offset = 0;
  if (mp3[0] === 0x49 && mp3[1] === 0x44 && mp3[2] === 0x33) {
    offset = 10 + ((mp3[6] << 21) | (mp3[7] << 14) | (mp3[8] << 7) | mp3[9]);
  }
  let samples = 0;
  let frames = 0;
  let sampleRate = 0;
  while (offset + 4 <= mp3.length) {
    const [b0, b1, b2] = [mp3[offset], mp3[offset + 1], mp3[offset + 2]];
    if (b0 !== 0xff || (b1 & 0xe0) !== 0xe0) throw new Error(`no frame sync at byte ${offset}`);
    const version = (b1 >> 3) & 3; // 3 MPEG-1, 2 MPEG-2, 0 MPEG-2.5
    if (((b1 >> 1) & 3) !== 1 || version === 1) throw new Error(`not MPEG layer III at byte ${offset}`);
    const mpeg1 = version === 3;
    const kbps = (mpeg1 ? MPEG1_KBPS : MPEG2_KBPS)[b2 >> 4];
    const rate = RATES[version]![(b2 >> 2) & 3];
    if (!kbps || !rate) throw new Error(`bad frame header at byte ${offset}`);
    sampleRate = rate;
    offset += Math.floor(((mpeg1 ? 144 : 72) * kbps * 1000) / rate) + ((b2 >> 1) & 1);
    samples += mpeg1 ? 1152 : 576;
    frames++;
  }
  if (!frames || offset !== mp3.length) throw new Error("truncated MP3");
  return { seconds: samples / sampleRate, sampleRate, frames };
}
