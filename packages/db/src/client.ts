import { existsSync, mkdirSync } from "node:fs";
import path from "node:path";

import { PGlite } from "@electric-sql/pglite";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePostgres } from "drizzle-orm/postgres-js";
import { migrate as migratePostgres } from "drizzle-orm/postgres-js/migrator";
import postgres from "postgres";

import * as schema from "./schema";

export type Schema = typeof schema;
/** The common shape of the postgres.js and PGlite Drizzle databases. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

export type DbHandle = { db: Db; close: () => Promise<void>; driver: "postgres" | "pglite" };

/**
 * How the tests start each embedded database (packages/db/src/testing.ts); the app passes neither.
 * - `loadDataDir`: a data directory's tarball (PGlite's dumpDataDir()) to start from instead of initdb: the
 *   migrated template, loaded in a fraction of a second instead of seconds of initdb and migrations.
 * - `wasmModule`: PGlite's pglite.wasm compiled once, instead of once per database.
 */
export type EmbeddedStart = { loadDataDir?: Blob; wasmModule?: WebAssembly.Module };

/** Finds a folder by walking up from cwd, so the app, tests and scripts agree wherever they start. */
function findUp(relative: string): string | undefined {
  let dir = process.cwd();
  for (;;) {
    // Runtime look-up; the bundler must not try to trace these paths into the build.
    const candidate = path.join(/*turbopackIgnore: true*/ dir, relative);
    if (existsSync(candidate)) return candidate;
    const parent = path.dirname(dir);
    if (parent === dir) return undefined;
    dir = parent;
  }
}

export function migrationsFolder(): string {
  const found = findUp("packages/db/migrations") ?? findUp("migrations");
  if (!found) throw new Error("Cannot find packages/db/migrations from " + process.cwd());
  return found;
}

export function defaultPgliteDir(): string {
  const root = path.dirname(findUp("pnpm-workspace.yaml") ?? path.join(/*turbopackIgnore: true*/ process.cwd(), "x"));
  return path.join(/*turbopackIgnore: true*/ root, ".data", "pglite");
}

export type CreateDbOptions = {
  /** postgres:// URL; when absent the embedded PGlite is used. */
  url?: string;
  /** PGlite data directory; "memory://" for an in-memory database. */
  pgliteDir?: string;
  /** Pool size for postgres.js. */
  max?: number;
  migrate?: boolean;
  /** PGlite only, for the tests: a migrated template to load (then `migrate: false`) and the compiled WASM. */
  embedded?: EmbeddedStart;
  /** PGlite only: its shared_buffers, in Postgres's units ("32MB"). */
  pgliteSharedBuffers?: string;
};

/**
 * Opens the database synchronously (so next-auth's adapter can hold it) and starts the migrations;
 * `ready` settles when they have run. Callers await `ready` before their first query.
 */
export function openDb(options: CreateDbOptions = {}): DbHandle & { ready: Promise<void> } {
  const handle = options.url
    ? openPostgres(options.url, options.max ?? 10)
    : openPglite(options.pgliteDir ?? defaultPgliteDir(), options.embedded, options.pgliteSharedBuffers);
  const ready =
    options.migrate === false
      ? Promise.resolve()
      : options.url
        ? migratePostgresLocked(options.url)
        : migratePglite(handle.db as never, { migrationsFolder: migrationsFolder() });
  return { ...handle, ready };
}

export async function createDb(options: CreateDbOptions = {}): Promise<DbHandle> {
  const { ready, ...handle } = openDb(options);
  await ready;
  return handle;
}

function openPostgres(url: string, max: number): DbHandle {
  const client = postgres(url, { max, onnotice: () => undefined });
  const db = drizzlePostgres(client, { schema }) as unknown as Db;
  return { db, driver: "postgres", close: () => client.end({ timeout: 5 }) };
}

/**
 * PGlite's Postgres would start with the server default of 128 MB of shared buffers, in WASM memory that is
 * never given back once touched. 32 MB (4,096 pages) holds this app's working set on a small server: measured
 * at 50 connections, generation is within a few per cent of 128 MB (16 MB cost about a tenth).
 */
const DEFAULT_PGLITE_SHARED_BUFFERS = "32MB";

/** PGlite in this process, through its public API and Drizzle's PGlite driver. */
function openPglite(dir: string, start?: EmbeddedStart, sharedBuffers = DEFAULT_PGLITE_SHARED_BUFFERS): DbHandle {
  if (!dir.startsWith("memory://")) mkdirSync(dir, { recursive: true });
  const client = new PGlite(dir, {
    loadDataDir: start?.loadDataDir,
    pgliteWasmModule: start?.wasmModule,
    startParams: [...PGlite.defaultStartParams, "-c", `shared_buffers=${sharedBuffers}`],
  });
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return { db, driver: "pglite", close: () => client.close() };
}

/**
 * Migrates under a Postgres advisory lock, so N replicas can start at once: the first takes the lock and
 * applies what is missing, the others wait for it and then find nothing left to apply. Without the lock two
 * starts would both see an empty migrations table and race on the same CREATE statements. The lock is held
 * by a connection of its own (a pooled one could hand the unlock to another session); ending that
 * connection releases it even if the migration throws.
 */
async function migratePostgresLocked(url: string): Promise<void> {
  const client = postgres(url, { max: 1, onnotice: () => undefined });
  try {
    await client`select pg_advisory_lock(hashtext('lexforge:migrations'))`;
    await migratePostgres(drizzlePostgres(client), { migrationsFolder: migrationsFolder() });
    await client`select pg_advisory_unlock(hashtext('lexforge:migrations'))`;
  } finally {
    await client.end({ timeout: 5 });
  }
}
