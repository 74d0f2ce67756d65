import { randomBytes } from "node:crypto";
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { drizzle } from "drizzle-orm/postgres-js";
import { migrate } from "drizzle-orm/postgres-js/migrator";
import postgres from "postgres";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { migrationsFolder } from "../src/client";

// Test infrastructure: CI hands the server URL to every suite this way.
// eslint-disable-next-line no-restricted-properties
const serverUrl = process.env.DATABASE_URL;

type Journal = { entries: { tag: string }[] };
const journal = JSON.parse(readFileSync(path.join(migrationsFolder(), "meta", "_journal.json"), "utf8")) as Journal;
const bodyOnce = journal.entries.findIndex((entry) => entry.tag.endsWith("_store_body_once"));

/** A copy of the migrations folder whose journal stops before the given entry. */
function migrationsBefore(index: number): string {
  const dir = mkdtempSync(path.join(tmpdir(), "lexforge-migrations-"));
  cpSync(migrationsFolder(), dir, { recursive: true });
  writeFileSync(
    path.join(dir, "meta", "_journal.json"),
    JSON.stringify({ ...journal, entries: journal.entries.slice(0, index) }),
  );
  return dir;
}

// The document's body moved to document_versions only: rows written before keep their text and inputs.
describe.skipIf(!serverUrl)("migration: the body stored once per version", () => {
  const name = `lexforge_test_${randomBytes(6).toString("hex")}`;
  let admin: postgres.Sql;
  let sql: postgres.Sql;
  let earlier: string;

  beforeAll(async () => {
    admin = postgres(serverUrl ?? "", { max: 1, onnotice: () => undefined });
    await admin.unsafe(`CREATE DATABASE ${name}`);
    const target = new URL(serverUrl ?? "");
    target.pathname = `/${name}`;
    sql = postgres(target.toString(), { max: 1, onnotice: () => undefined });
    earlier = migrationsBefore(bodyOnce);
  });

  afterAll(async () => {
    await sql.end({ timeout: 5 });
    await admin.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end({ timeout: 5 });
    rmSync(earlier, { recursive: true, force: true });
  });

  it("keeps every version's body, puts the inputs into a body without them, and adds a missing current version", async () => {
    expect(bodyOnce).toBeGreaterThan(0);
    await migrate(drizzle(sql), { migrationsFolder: earlier });

    // drizzle's client passes JSON through unserialised, so values go in as text cast to jsonb.
    const j = (value: unknown) => JSON.stringify(value);
    const inputs = { documentType: "nda", jurisdiction: "California", parties: { party1Name: "Acme" } };
    const v1 = { title: "NDA v1", request: inputs, sections: [] };
    const oldV1 = { title: "Old NDA", sections: [] };
    const [user] = await sql<{ id: string }[]>`insert into users (email) values ('m@example.com') returning id`;
    const userId = user?.id ?? "";
    // A document with two versions; one from an engine whose body had no request; one whose current version
    // row is missing (written before versions were kept).
    const [two] = await sql<{ id: string }[]>`
      insert into documents (user_id, name, type, inputs, engine_version, body, current_version)
      values (${userId}, 'Two', 'nda', ${j(inputs)}::jsonb, '1', ${j({ ...v1, title: "NDA v2" })}::jsonb, 2)
      returning id`;
    await sql`insert into document_versions (document_id, version, inputs, body) values
      (${two?.id ?? ""}, 1, ${j(inputs)}::jsonb, ${j(v1)}::jsonb),
      (${two?.id ?? ""}, 2, ${j(inputs)}::jsonb, ${j({ ...v1, title: "NDA v2" })}::jsonb)`;
    const [old] = await sql<{ id: string }[]>`
      insert into documents (user_id, name, type, inputs, engine_version, body)
      values (${userId}, 'Old', 'nda', ${j(inputs)}::jsonb, '0', ${j(oldV1)}::jsonb) returning id`;
    await sql`insert into document_versions (document_id, version, inputs, body)
      values (${old?.id ?? ""}, 1, ${j(inputs)}::jsonb, ${j(oldV1)}::jsonb)`;
    const [orphan] = await sql<{ id: string }[]>`
      insert into documents (user_id, name, type, inputs, engine_version, body)
      values (${userId}, 'Orphan', 'nda', ${j(inputs)}::jsonb, '0', ${j(oldV1)}::jsonb) returning id`;

    await migrate(drizzle(sql), { migrationsFolder: migrationsFolder() });

    const columns = await sql<{ table_name: string; column_name: string }[]>`
      select table_name, column_name from information_schema.columns
      where table_name in ('documents', 'document_versions') and column_name in ('body', 'inputs')`;
    expect(columns.map((c) => `${c.table_name}.${c.column_name}`)).toEqual(["document_versions.body"]);

    const versions = await sql<{ document_id: string; version: number; body: Record<string, unknown> }[]>`
      select document_id, version, body from document_versions order by document_id, version`;
    const of = (id = "") => versions.filter((v) => v.document_id === id).map((v) => [v.version, v.body]);
    expect(of(two?.id)).toEqual([
      [1, v1],
      [2, { ...v1, title: "NDA v2" }],
    ]);
    expect(of(old?.id)).toEqual([[1, { ...oldV1, request: inputs }]]);
    expect(of(orphan?.id)).toEqual([[1, { ...oldV1, request: inputs }]]);
  });
});
