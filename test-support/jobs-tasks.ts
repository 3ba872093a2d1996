/** Pool threads for lib/jobs tests: tasks that behave as hostile or ordinary work does. */
import { writeFile } from "node:fs/promises";
import { getPriority } from "node:os";
import path from "node:path";
import { threadId } from "node:worker_threads";
import { JobFailure } from "@/lib/jobs/failure";
import { serveTask } from "@/lib/jobs/thread";

serveTask({
  // A synchronous loop that never yields, as a backtracking regex does: only ending the thread stops it.
  spin: async () => {
    for (;;);
  },
  // Keeps everything it allocates.
  hog: async () => {
    const kept: number[][] = [];
    for (;;) kept.push(new Array(1_000_000).fill(7));
  },
  // The nice value the task runs at.
  priority: async () => getPriority(),
  // Which thread runs it.
  thread: async () => threadId,
  refuse: async (input: { message: string }) => {
    throw new JobFailure(input.message);
  },
  broken: async () => {
    throw new TypeError("a bug");
  },
  // Ordinary work: reports each step, then writes its file.
  write: async (input: { dir: string; bytes: number; steps: number; pauseMs: number }, context) => {
    for (let step = 1; step <= input.steps; step++) {
      await new Promise((resolve) => setTimeout(resolve, input.pauseMs));
      context.progress({ step });
    }
    const file = path.join(input.dir, "out.bin");
    await writeFile(file, Buffer.alloc(input.bytes, "abc"));
    return { file };
  },
});
