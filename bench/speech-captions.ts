/**
 * Subtitles against the voice, on the offline engine: a text of about one minute is planned and spoken with
 * captions exactly as POST /api/speech does (planSpeech + synthesizeSpeech, espeak-ng in worker threads), the MP3
 * is decoded (mpg123) and each cue's start and end are compared with the voice it shows, found from the audio's
 * silences (test-support/audio-timing.ts). Prints the largest and median gaps, and the time to speak the same text
 * with and without captions (cue-sized pieces against the stream's 120/320-character pieces), one after the other.
 * Usage: npx tsx --conditions=react-server bench/speech-captions.ts   (bash bench/speech-captions.bench.sh)
 */
import { planSpeech, synthesizeSpeech } from "@/lib/ai/speech";
import { parseCaptions } from "@/lib/speech/captions";
import { mp3Duration } from "@/lib/speech/mp3";
import { cueGaps } from "@/test-support/audio-timing";

const TEXT =
  "Bem-vindo ao nosso curso de fotografia com o celular. Hoje você vai aprender três coisas simples. " +
  "Primeiro, limpe a lente antes de cada foto: a gordura dos dedos deixa tudo embaçado. Segundo, fotografe " +
  "perto da janela, com a luz do dia batendo de lado no rosto ou no produto. Terceiro, toque na tela para " +
  "focar e arraste o dedo para baixo para escurecer um pouco a imagem. Com isso, as cores ficam mais vivas e " +
  "o céu não estoura. Se for fotografar comida, vá de cima, a uns quarenta centímetros do prato, e tire " +
  "várias fotos seguidas. Depois escolha a melhor, ajuste o brilho e o contraste no próprio aplicativo da " +
  "câmera e pronto: está tudo certo para postar. No próximo vídeo, vamos falar de enquadramento e da regra " +
  "dos terços, que muda qualquer foto. Até lá, pratique em casa e mande suas fotos pra gente nos comentários.";

async function main() {
  process.env.SPEECH_WORKERS ??= "1";
  const input = { text: TEXT, voice: "alloy" as const, speed: 1, captions: "srt" as const };
  const plan = planSpeech(input, [], true);
  const options = { signal: new AbortController().signal, release: () => {}, stallMs: 600_000 };
  const plainStarted = performance.now();
  const plainInput = { ...input, captions: undefined };
  const plainPlan = planSpeech(plainInput, [], false);
  await new Response((await synthesizeSpeech(plainPlan, plainInput, options)).body).arrayBuffer();
  const plainSeconds = (performance.now() - plainStarted) / 1000;

  const started = performance.now();
  const speech = await synthesizeSpeech(plan, input, { ...options, captions: "srt" });
  const { audio, captions } = JSON.parse(await new Response(speech.body).text()) as {
    audio: string;
    captions: string;
  };
  const seconds = (performance.now() - started) / 1000;
  const mp3 = Buffer.from(audio, "base64");
  const cues = parseCaptions(captions);
  const gaps = await cueGaps(mp3, cues);
  const ms = (values: number[]) => values.map((value) => Math.round(value * 1000));
  const starts = ms(gaps.map((gap) => gap.startGap)).sort((a, b) => a - b);
  const ends = ms(gaps.map((gap) => gap.endGap)).sort((a, b) => a - b);
  const median = (values: number[]) => values[Math.floor(values.length / 2)];
  console.log(`engine ${speech.engine}, ${TEXT.length} characters, ${cues.length} cues`);
  console.log(`audio ${mp3Duration(mp3).seconds.toFixed(1)} s, spoken in ${seconds.toFixed(1)} s with captions`);
  console.log(`without captions (${plainPlan.units.length} pieces): spoken in ${plainSeconds.toFixed(1)} s`);
  console.log(`cue start vs voice: largest ${starts.at(-1)} ms, median ${median(starts)} ms`);
  console.log(`cue end vs voice:   largest ${ends.at(-1)} ms, median ${median(ends)} ms`);
  const worst = gaps.reduce((a, b) => (b.startGap > a.startGap ? b : a));
  console.log(`largest start gap at cue "${worst.cue.text.replace(/\n/g, " / ")}"`);
  process.exit(0);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
