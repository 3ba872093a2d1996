import { afterAll, expect, it, vi } from "vitest";

// The embedded database, whatever the pass: this file is about PGlite's instances.
delete process.env.DATABASE_URL;

const instances = { opened: 0, closed: 0 };
vi.mock("@electric-sql/pglite", async (importOriginal) => {
  const real = await importOriginal<typeof import("@electric-sql/pglite")>();
  class Counted extends real.PGlite {
    constructor(...args: ConstructorParameters<typeof real.PGlite>) {
      super(...args);
      instances.opened++;
    }
    override async close() {
      instances.closed++;
      return super.close();
    }
  }
  return { ...real, PGlite: Counted };
});
vi.mock("drizzle-orm/pglite/migrator", () => ({
  migrate: async () => {
    throw new Error("the migrations folder is not there");
  },
}));

const { closeDb, getDb } = await import("@/lib/db");
afterAll(closeDb);

it("a failed migration closes the embedded database it opened, so each retry does not keep one more in memory", async () => {
  // The jobs' queue asks every second while the database cannot open: each try must give its memory back.
  for (let attempt = 1; attempt <= 3; attempt++) await expect(getDb()).rejects.toThrow();
  expect(instances).toEqual({ opened: 3, closed: 3 });
});
