import "server-only";
import { after } from "next/server";

/**
 * Runs `task` once the answer has been sent (Next's after()), so its work never shows in the time a
 * client measures. Outside a request (route handlers called directly by tests) it runs on the next turn.
 */
export function afterResponse(task: () => Promise<void>): void {
  try {
    after(task);
  } catch {
    setImmediate(() => void task());
  }
}
