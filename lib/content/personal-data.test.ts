import { is } from "drizzle-orm";
import { getTableConfig, PgTable } from "drizzle-orm/pg-core";
import { describe, expect, it } from "vitest";
import { accountExportSections } from "@/lib/account/export";
import { holdsNoPersonalData, personalData } from "./personal-data";
import * as schema from "@/lib/db/schema";

const tables = (Object.values(schema) as unknown[]).filter((value): value is PgTable => is(value, PgTable));
const config = (name: string) => getTableConfig(tables.find((table) => getTableConfig(table).name === name)!);

/**
 * The rule: every table of lib/db/schema.ts is either in the inventory (it keeps something about a person) or in
 * holdsNoPersonalData with why; a new table fails here until it is one or the other.
 */
describe("the inventory of personal data", () => {
  it("has an entry for every table of the schema, or says why the table keeps nothing about a person", () => {
    const named = [...personalData.map((store) => store.store), ...Object.keys(holdsNoPersonalData)];
    const missing = tables.map((table) => getTableConfig(table).name).filter((name) => !named.includes(name));
    expect(missing, "add these tables to lib/content/personal-data.ts").toEqual([]);
    expect(tables.length).toBeGreaterThan(5);
  });

  it("names only tables that exist, once each", () => {
    const names = tables.map((table) => getTableConfig(table).name);
    const stores = personalData.map((store) => store.store);
    expect(new Set(stores).size).toBe(stores.length);
    for (const store of [...stores, ...Object.keys(holdsNoPersonalData)]) expect(names).toContain(store);
  });

  it("puts every account's store in 'Baixar meus dados', in a section the export has", () => {
    for (const store of personalData) {
      if (store.inExport) expect(accountExportSections, store.store).toContain(store.inExport);
      // A table that belongs to an account (user_id) is in the export and goes with the account.
      const userColumn = config(store.store).columns.find((column) => column.name === "user_id");
      if (userColumn) {
        expect(store.inExport || store.notExported, `${store.store} has user_id: name its export section`).toBeTruthy();
        expect(store.deletedWithAccount, store.store).toBe(true);
      }
    }
    const exported = personalData.map((store) => store.inExport).filter(Boolean);
    // The export's other sections say what is not kept (sign-in history, cookie consent).
    expect(accountExportSections.filter((section) => !exported.includes(section)).toSorted()).toEqual([
      "consent",
      "signInHistory",
    ]);
  });

  it("deletes with the account what it says: the rows of an account go by ON DELETE CASCADE", () => {
    for (const store of personalData.filter((entry) => entry.deletedWithAccount && entry.store !== "users")) {
      const keys = config(store.store).foreignKeys.filter((key) => key.reference().foreignTable === schema.users);
      // Not linked to an account by a key: lib/account/delete.ts deletes leads by address, and jobs by owner (their
      // results go with them by ON DELETE CASCADE on jobs).
      if (["leads", "jobs", "job_results"].includes(store.store)) continue;
      expect(
        keys.map((key) => key.onDelete),
        store.store,
      ).toEqual(["cascade"]);
    }
  });
});
