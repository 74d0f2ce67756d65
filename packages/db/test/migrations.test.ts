import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";

import postgres from "postgres";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { migrationsFolder, openDb } from "../src/client";

// Test infrastructure: CI hands the server URL to every suite this way.
// eslint-disable-next-line no-restricted-properties
const serverUrl = process.env.DATABASE_URL;

const journal = JSON.parse(readFileSync(path.join(migrationsFolder(), "meta", "_journal.json"), "utf8")) as {
  entries: { tag: string }[];
};

// The advisory lock is a Postgres feature; the embedded PGlite has one process per data directory anyway.
describe.skipIf(!serverUrl)("migrations on Postgres", () => {
  const name = `lexforge_test_${randomBytes(6).toString("hex")}`;
  let admin: postgres.Sql;
  let url: string;

  beforeAll(async () => {
    admin = postgres(serverUrl ?? "", { max: 1, onnotice: () => undefined });
    await admin.unsafe(`CREATE DATABASE ${name}`);
    const target = new URL(serverUrl ?? "");
    target.pathname = `/${name}`;
    url = target.toString();
  });

  afterAll(async () => {
    await admin.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end({ timeout: 5 });
  });

  it("four starts migrating one fresh database at once apply each migration exactly once", async () => {
    const handles = Array.from({ length: 4 }, () => openDb({ url, max: 1 }));
    try {
      const results = await Promise.allSettled(handles.map((handle) => handle.ready));
      expect(results.filter((result) => result.status === "rejected")).toEqual([]);

      const check = postgres(url, { max: 1, onnotice: () => undefined });
      const rows = await check<{ hash: string; n: number }[]>`
        select hash, count(*)::int as n from drizzle.__drizzle_migrations group by hash`;
      const [counted] = await check<{ tables: number }[]>`
        select count(*)::int as tables from information_schema.tables where table_schema = 'public'`;
      await check.end({ timeout: 5 });
      expect(rows).toHaveLength(journal.entries.length);
      expect(rows.every((row) => row.n === 1)).toBe(true);
      expect(counted?.tables).toBeGreaterThan(5);
    } finally {
      await Promise.all(handles.map((handle) => handle.close()));
    }
  });
});
