/**
 * How long reading a subtitle holds the event loop, in-process (no server, no model): the hostile shapes of
 * issues 44 and 49 (a file of one-character cues, 1 MB and 5 MB) and the largest ordinary ones within the
 * 20.000-character cap, in UTF-8 and in windows-1252 (which adds the encoding detector). Each case runs 9 times
 * while a 1 ms timer measures the loop's delay; the CPU time beside the wall time tells the code's own cost from
 * the wait for a core on a loaded machine. Usage: npx tsx bench/subtitle-bounds.ts
 */
import { monitorEventLoopDelay } from "node:perf_hooks";
import iconv from "iconv-lite";
import { readDocument } from "../lib/translate/documents";

const RUNS = 9;
const cue = (i: number, text: string) => `${i + 1}\n00:00:01,000 --> 00:00:02,000\n${text}\n\n`;
function cues(count: number, text: (i: number) => string): string {
  const parts: string[] = [];
  for (let i = 0; i < count; i++) parts.push(cue(i, text(i)));
  return parts.join("");
}
const ofSize = (bytes: number) => cues(Math.ceil(bytes / cue(99_999, "a").length), () => "a");
const sentence = "Olá, você está bem? A tradução ficou ótima, não é? Até amanhã. "; // 62 characters

const cases: [string, Uint8Array][] = [
  ["5 MB of one-character cues (UTF-8)", Buffer.from(ofSize(5 * 1024 * 1024))],
  ["1 MB of one-character cues (UTF-8)", Buffer.from(ofSize(1024 * 1024))],
  ["19.999 one-character cues (UTF-8)", Buffer.from(cues(19_999, () => "a"))],
  [
    "19.999 one-character cues (windows-1252)",
    iconv.encode(
      cues(19_999, () => "é"),
      "windows-1252",
    ),
  ],
  ["300 cues of 62 characters (UTF-8)", Buffer.from(cues(300, () => sentence))],
  [
    "300 cues of 62 characters (windows-1252)",
    iconv.encode(
      cues(300, () => sentence),
      "windows-1252",
    ),
  ],
];

const median = (values: number[]) => values.toSorted((a, b) => a - b)[Math.floor(values.length / 2)];
const pause = () => new Promise((resolve) => setTimeout(resolve, 20));

async function main() {
  console.log("| file | bytes | answer | read, median of 9 (max) | CPU, median of 9 | loop delay max |");
  console.log("| ---- | ----- | ------ | ----------------------- | ---------------- | -------------- |");
  for (const [name, bytes] of cases) {
    const times: number[] = [];
    const cpu: number[] = [];
    let answer = "";
    const delay = monitorEventLoopDelay({ resolution: 1 });
    delay.enable();
    for (let run = 0; run < RUNS; run++) {
      await pause();
      const started = performance.now();
      const used = process.cpuUsage();
      try {
        const document = readDocument("srt", bytes);
        answer = `${document.segments.length} cues`;
      } catch (error) {
        answer = `refused: ${(error as Error).message.slice(0, 40)}...`;
      }
      times.push(performance.now() - started);
      const { user, system } = process.cpuUsage(used);
      cpu.push((user + system) / 1000);
    }
    await pause();
    delay.disable();
    const ms = (value: number) => `${value.toFixed(1)} ms`;
    console.log(
      `| ${name} | ${bytes.length.toLocaleString("pt-BR")} | ${answer} | ${ms(median(times))} (${ms(Math.max(...times))}) | ${ms(median(cpu))} | ${ms(delay.max / 1e6)} |`,
    );
  }
}

void main();
