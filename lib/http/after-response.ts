import "server-only";
import { after } from "next/server";

/** So its work never shows in the time a client measures. */
export function afterResponse(task: () => Promise<void>): void {
  try {
    after(task);
  } catch {
    setImmediate(() => void task());
  }
}
