import { readFileSync } from "node:fs";
import path from "node:path";

import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { DbHandle } from "../src/client";
import { migrationsFolder } from "../src/client";
import { queryRows } from "../src/rows";
import { users } from "../src/schema";
import { seedUser } from "../src/seed";
import { createTestDb } from "../src/testing";

const journal = JSON.parse(readFileSync(path.join(migrationsFolder(), "meta", "_journal.json"), "utf8")) as {
  entries: { tag: string }[];
};

/**
 * createTestDb is every test file's database: on PGlite each one loads the migrated template built once per
 * process instead of running initdb, so these check that what it loads is a whole, migrated database of its own.
 */
describe("createTestDb", () => {
  let first: DbHandle;
  let second: DbHandle;

  beforeAll(async () => {
    [first, second] = await Promise.all([createTestDb(), createTestDb()]);
  });

  afterAll(async () => {
    await Promise.all([first.close(), second.close()]);
  });

  it("has every migration applied, once", async () => {
    for (const { db } of [first, second]) {
      const rows = await queryRows<{ hash: string; n: number }>(
        db,
        sql`select hash, count(*)::int as n from drizzle.__drizzle_migrations group by hash`,
      );
      expect(rows).toHaveLength(journal.entries.length);
      expect(rows.every((row) => row.n === 1)).toBe(true);
    }
  });

  it("gives each caller a database of its own: rows written in one are not in another", async () => {
    await seedUser(first.db, { email: "only-in-first@example.com" });
    await seedUser(second.db, { email: "only-in-second@example.com" });
    const emails = async ({ db }: DbHandle) =>
      (await db.select({ email: users.email }).from(users)).map((u) => u.email);
    expect(await emails(first)).toEqual(["only-in-first@example.com"]);
    expect(await emails(second)).toEqual(["only-in-second@example.com"]);

    const third = await createTestDb();
    try {
      expect(await emails(third)).toEqual([]);
      // The same unique e-mail again: no row of the other databases is in the way.
      await seedUser(third.db, { email: "only-in-first@example.com" });
      const [row] = await third.db.select().from(users).where(eq(users.email, "only-in-first@example.com"));
      expect(row?.email).toBe("only-in-first@example.com");
    } finally {
      await third.close();
    }
  });
});
