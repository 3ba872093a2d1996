import "server-only";
import { randomBytes } from "node:crypto";
import { linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { env } from "@/lib/env";

const cache = new Map<string, string>();

/** Generated secrets are kept in DATA_DIR so sessions survive restarts; several instances must share it. */
export function authSecret(): string {
  const { NEXTAUTH_SECRET, dataDir } = env();
  if (NEXTAUTH_SECRET) return NEXTAUTH_SECRET;
  const file = path.join(dataDir, "nextauth-secret");
  let secret = cache.get(file) ?? readIfPresent(file);
  if (!secret) {
    mkdirSync(dataDir, { recursive: true });
    // link() is atomic and fails if another process won the race; then everyone reads the winner's file.
    const draft = `${file}.${process.pid}.${randomBytes(4).toString("hex")}`;
    writeFileSync(draft, randomBytes(32).toString("base64url"), { mode: 0o600 });
    try {
      linkSync(draft, file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    } finally {
      rmSync(draft, { force: true });
    }
    secret = readIfPresent(file);
    if (!secret) throw new Error(`Não foi possível ler ${file}`);
  }
  cache.set(file, secret);
  return secret;
}

function readIfPresent(file: string): string | undefined {
  try {
    return readFileSync(file, "utf8").trim() || undefined;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
    throw error;
  }
}
