import { describe, expect, it } from "vitest";
import { databaseTests } from "./database-tests";

describe("the vitest files CI runs again on PostgreSQL and Redis", () => {
  const listed = databaseTests().map(({ file }) => file);

  it("include every file whose imports reach lib/db or the rate-limit store, however deep", () => {
    expect(listed).toContain("lib/db/db.test.ts"); // in lib/db itself
    expect(listed).toContain("app/api/contact/route.test.ts"); // imports lib/db/index.ts
    expect(listed).toContain("lib/http/http.test.ts"); // imports lib/http/rate-limit.ts
    expect(listed).toContain("lib/auth/sign-in-budget.test.ts"); // through lib/auth/lockout.ts
    expect(listed).toContain("app/api/malformed.test.ts"); // imports every route by a computed name
  });

  it("leave out the files that never reach them", () => {
    expect(listed).not.toContain("lib/converter/css.test.ts");
    expect(listed).not.toContain("lib/env.test.ts");
    expect(listed).not.toContain("scripts/database-tests.test.ts");
  });

  it("leave out the files that choose their database or store themselves, unless they reach the other one", () => {
    expect(listed).not.toContain("lib/db/open-failure.test.ts"); // PGlite whatever the pass
    expect(listed).not.toContain("lib/db/data-dir-lock.test.ts"); // the embedded database's folder lock
    // Its own PostgreSQL that is not there, but the sign-up's limits counted in CI's Redis.
    expect(listed).toContain("lib/db/database-down.test.ts");
    // Its own Redis that never answers, but the daily budgets count in CI's PostgreSQL without Redis.
    expect(listed).toContain("lib/http/redis-silent.test.ts");
  });
});
