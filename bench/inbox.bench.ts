/**
 * Time and size of the owner's CSV and of a visitor's export at their row limits, on the embedded database.
 * Usage: node --conditions=react-server --import tsx bench/inbox.bench.ts
 * (react-server: the modules are `server-only`, as in the app.)
 */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

process.env.DATA_DIR = mkdtempSync(path.join(tmpdir(), "inbox-bench-"));

// In a function: tsx runs this file as CommonJS, which has no top-level await.
async function main() {
  const { exportAccount } = await import("../lib/account/export");
  const { createUser } = await import("../lib/auth/users");
  const { closeDb, getDb } = await import("../lib/db");
  const { leads } = await import("../lib/db/schema");
  const { leadsCsv } = await import("../lib/leads/csv");
  const { CSV_LIMIT, listLeads } = await import("../lib/leads/inbox");
  const { addToHistory } = await import("../lib/translate/history");

  const db = await getDb();
  const message = "Olá! Quero um orçamento para uma loja virtual com 200 produtos. ".repeat(30).slice(0, 2000);
  const email = "bench@exemplo.com";
  for (let start = 0; start < CSV_LIMIT; start += 500) {
    await db.insert(leads).values(
      Array.from({ length: 500 }, (_, index) => ({
        name: `Cliente ${start + index}`,
        contact: start + index < 500 ? email : `cliente${start + index}@exemplo.com`,
        topic: "projeto",
        message,
        origin: "/imgautox",
        note: "=ligar de novo",
      })),
    );
  }
  const user = await createUser(email, "senha-do-bench-123");
  for (let index = 0; index < 20; index++)
    await addToHistory(user.id, "hello world ".repeat(40), "olá mundo ".repeat(40));

  async function timed<T>(label: string, work: () => Promise<T>, size: (value: T) => number) {
    const runs: number[] = [];
    let bytes = 0;
    for (let run = 0; run < 5; run++) {
      const start = performance.now();
      bytes = size(await work());
      runs.push(performance.now() - start);
    }
    runs.sort((a, b) => a - b);
    console.log(
      `${label}: median ${runs[2].toFixed(0)} ms, max ${runs[4].toFixed(0)} ms, ${(bytes / 1e6).toFixed(1)} MB`,
    );
  }

  await timed(
    `CSV of ${CSV_LIMIT} leads (2,000-character messages)`,
    async () => leadsCsv(await listLeads({}, CSV_LIMIT)),
    (csv) => Buffer.byteLength(csv),
  );
  await timed(
    "export of an account with 20 translations and 500 leads",
    async () => JSON.stringify(await exportAccount({ id: user.id, email, emailVerified: true })),
    (json) => Buffer.byteLength(json),
  );
  await closeDb();
}

void main();
