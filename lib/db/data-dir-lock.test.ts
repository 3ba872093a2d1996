import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { hostname, tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { DataDirLockedError, lockDataDir } from "./data-dir-lock.mjs";

const folder = () => mkdtempSync(path.join(tmpdir(), "site-lock-"));
const lockFile = (dir: string) => path.join(dir, "server.lock");

describe("lockDataDir (one process per embedded data folder)", () => {
  it("refuses a folder held by another live process, with a message that says what to do", async () => {
    const dir = folder();
    const other = spawn(process.execPath, ["-e", "setTimeout(() => {}, 60_000)"], { stdio: "ignore" });
    try {
      writeFileSync(lockFile(dir), JSON.stringify({ pid: other.pid, host: hostname() }));
      const error = (() => {
        try {
          lockDataDir(dir);
        } catch (caught) {
          return caught;
        }
      })();
      expect(error).toBeInstanceOf(DataDirLockedError);
      expect((error as Error).message).toContain(`processo ${other.pid}`);
      expect((error as Error).message).toContain("DATABASE_URL");
      expect(JSON.parse(readFileSync(lockFile(dir), "utf8")).pid).toBe(other.pid);
    } finally {
      other.kill();
    }
  });

  it("takes over a lock whose owner is gone, and is taken again by its own process", async () => {
    const dir = folder();
    const gone = spawn(process.execPath, ["-e", ""], { stdio: "ignore" });
    await new Promise((resolve) => gone.on("exit", resolve));
    writeFileSync(lockFile(dir), JSON.stringify({ pid: gone.pid, host: hostname() }));
    lockDataDir(dir);
    expect(JSON.parse(readFileSync(lockFile(dir), "utf8")).pid).toBe(process.pid);
    expect(() => lockDataDir(dir)).not.toThrow();
    expect(existsSync(lockFile(dir))).toBe(true);
  });
});
