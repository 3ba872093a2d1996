import "server-only";
import { Worker } from "node:worker_threads";
import { Semaphore } from "../semaphore";
import { ssim } from "./ssim";

/**
 * CPU work that would stall the event loop (the SSIM of two images, subsetting a font with harfbuzz) runs in
 * worker threads: at most `workers` per instance (CONVERTER_IMAGE_WORKERS), kept between tasks (starting one
 * costs about 0.2 s on a busy machine), and a task over its time cap has its worker killed and replaced. The
 * worker is started from source text so it needs no separate build step: `ssim` is passed as its own source,
 * subset-font is required from node_modules.
 */
const source = `
const { parentPort } = require("node:worker_threads");
const ssim = (${ssim.toString()});
let subsetFont;
async function run(task, input) {
  if (task === "ssim") return ssim(input.a, input.b, input.width, input.height);
  subsetFont ??= require(require.resolve("subset-font", { paths: [process.cwd()] }));
  const text = String.fromCodePoint(...input.codePoints);
  const options = input.axes ? { variationAxes: input.axes } : {};
  return subsetFont(Buffer.from(input.font), text, options);
}
parentPort.on("message", ({ task, input }) =>
  run(task, input).then((value) => parentPort.postMessage({ value }), (error) => parentPort.postMessage({ error: String(error) })),
);
`;

type Tasks = {
  ssim: { input: { a: Uint8Array; b: Uint8Array; width: number; height: number }; output: number };
  subset: {
    input: { font: Uint8Array; codePoints: number[]; axes?: Record<string, number | { min: number; max: number }> };
    output: Uint8Array;
  };
};

let slots: Semaphore | undefined;
const idle: Worker[] = [];

function start(): Worker {
  const worker = new Worker(source, { eval: true });
  worker.unref(); // an idle worker never keeps the process alive
  return worker;
}

export function inWorker<K extends keyof Tasks>(
  task: K,
  input: Tasks[K]["input"],
  { workers, timeoutMs }: { workers: number; timeoutMs: number },
): Promise<Tasks[K]["output"]> {
  slots ??= new Semaphore(workers);
  return slots.run(
    () =>
      new Promise((resolve, reject) => {
        const worker = idle.pop() ?? start();
        const finish = (keep: boolean) => {
          clearTimeout(timer);
          worker.removeAllListeners("message").removeAllListeners("error").removeAllListeners("exit");
          if (keep) idle.push(worker);
          else void worker.terminate();
        };
        const timer = setTimeout(() => {
          finish(false);
          reject(new Error(`${task}: over ${timeoutMs} ms`));
        }, timeoutMs);
        worker.once("message", (message: { value?: Tasks[K]["output"]; error?: string }) => {
          finish(true);
          if (message.error !== undefined) reject(new Error(message.error));
          else resolve(message.value!);
        });
        worker.once("error", (error) => {
          finish(false);
          reject(error);
        });
        worker.once("exit", () => {
          finish(false);
          reject(new Error(`${task}: worker exited`));
        });
        worker.postMessage({ task, input });
      }),
  );
}
