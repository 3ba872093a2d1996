import "server-only";
import { describeFailure } from "@/lib/describe-failure";
import { beforeShutdown } from "@/lib/shutdown.mjs";
import { flushVisits } from "./counter";
import { maintainVisits } from "./rollup";
import { sendWeeklyReport } from "./weekly";

const EVERY_MS = 60_000;
const processWide = globalThis as typeof globalThis & { visitMaintenance?: NodeJS.Timeout };

/**
 * Started once per instance (instrumentation.ts): every minute, closes finished days, deletes what is past its
 * time and sends the weekly e-mail when due (one instance does, lib/analytics/weekly.ts). At shutdown the
 * instance writes the counts it holds.
 */
export function serveVisitCounts(): void {
  if (processWide.visitMaintenance) return;
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      await maintainVisits();
      await sendWeeklyReport();
    } catch (error) {
      console.error(`[números] manutenção adiada: ${describeFailure(error)}`);
    } finally {
      running = false;
    }
  };
  processWide.visitMaintenance = setInterval(() => void tick(), EVERY_MS).unref();
  beforeShutdown(() => flushVisits());
}
