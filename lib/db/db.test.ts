import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { databaseAnswers, getDb } from "./index";
import { translations, users } from "./schema";

// An empty data folder, not the migrated copy every other file gets (test-support/setup.ts): this file is where
// a fresh embedded database is created and migrated.
process.env.DATA_DIR = mkdtempSync(path.join(tmpdir(), "site-test-fresh-"));

describe("database", () => {
  it("migrates on first use and answers", async () => {
    await expect(databaseAnswers()).resolves.toBe(true);
  });

  it("keeps e-mails unique regardless of case", async () => {
    const db = await getDb();
    const email = `caso-${Date.now()}@exemplo.com`;
    await db.insert(users).values({ email, passwordHash: "x" });
    await expect(db.insert(users).values({ email: email.toUpperCase(), passwordHash: "y" })).rejects.toThrow();
  });

  it("deletes a user's translations with the user", async () => {
    const db = await getDb();
    const [user] = await db
      .insert(users)
      .values({ email: `cascata-${Date.now()}@exemplo.com`, passwordHash: "x" })
      .returning();
    await db.insert(translations).values({ userId: user.id, sourceText: "hello", translation: "olá" });
    await db.delete(users).where(eq(users.id, user.id));
    const left = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(translations)
      .where(eq(translations.userId, user.id));
    expect(left[0].n).toBe(0);
  });
});
