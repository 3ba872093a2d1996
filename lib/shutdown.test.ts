import { describe, expect, it } from "vitest";
import { beforeShutdown, closeAll, onShutdown } from "./shutdown.mjs";

describe("closeAll (server.mjs on SIGTERM)", () => {
  it("writes what the process holds before it closes the database: counts of the last seconds are not lost", async () => {
    const steps: string[] = [];
    let database = "open";
    onShutdown(async () => {
      database = "closed";
      steps.push("database closed");
    });
    beforeShutdown(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
      steps.push(`counts written to a database ${database}`);
    });
    await closeAll();
    expect(steps).toEqual(["counts written to a database open", "database closed"]);
  });
});
