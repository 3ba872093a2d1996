import "server-only";
import type { Voice } from "@/lib/validation/speech";
import { encodeMp3, readWav } from "./audio";

// The offline voice, for when no provider has a speech model.
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
  return encodeMp3(readWav(await espeakWav(text, voice)));
}
