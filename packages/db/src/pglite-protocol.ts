import type { MessagePort } from "node:worker_threads";

/**
 * The messages between the embedded database's thread (pglite-worker.ts) and the app's thread
 * (pglite-thread.ts). Whole statements cross, never the Postgres wire protocol: one message in, one out.
 */

/** A statement's rows as PGlite returns them (`rowMode` array or object). */
export type QueryResult = {
  rows: unknown[];
  fields: { name: string; dataTypeID: number }[];
  affectedRows?: number;
};

export type WorkerRequest = (
  | {
      id: number;
      op: "query";
      sql: string;
      params: unknown[];
      rowMode: "array" | "object";
      /** Types whose values stay text, because the caller parses them itself (Drizzle's dates). */
      textTypes: number[];
      /** The transaction the statement belongs to; absent, it waits for any open transaction to end. */
      tx?: number;
    }
  | { id: number; op: "exec"; sql: string; tx?: number }
  | { id: number; op: "begin" }
  | { id: number; op: "commit" | "rollback"; tx: number }
  | { id: number; op: "close" }
) & { sync?: boolean };

/**
 * What the tests hand each embedded database (packages/db/src/testing.ts); the app passes neither.
 * - `loadDataDir`: a data directory's tarball (PGlite's dumpDataDir()) to start from instead of initdb, for a
 *   directory with no database yet: the migrated template, loaded in a fraction of a second instead of
 *   ~2-3 s of initdb and migrations. A Blob crosses to the thread without copying its bytes.
 * - `wasmModule`: PGlite's pglite.wasm, compiled once. Each database's thread otherwise compiles it again
 *   (and optimises its hot functions again) when no other thread holds it: ~0.7 CPU-seconds a database, and
 *   the tests open one per file, one after another.
 */
export type EmbeddedStart = { loadDataDir?: Blob; wasmModule?: WebAssembly.Module };

/** A database error with the fields callers read (code 23505, constraint, …), which cloning an Error drops. */
export type WorkerError = { message: string; name: string; fields: Record<string, unknown> };

export type WorkerResponse =
  | { id: number; ok: true; result?: QueryResult | QueryResult[]; tx?: number }
  | { id: number; ok: false; error: WorkerError };

export type WorkerInit = {
  /**
   * Statements inside a transaction are answered here, and `signal` (a count of answers) raised, while the
   * app's thread waits for them (see pglite-thread.ts): a transaction holds the whole database, so it must
   * not also wait for its turn in a busy event loop between its statements.
   */
  syncPort: MessagePort;
  signal: Int32Array;
  dataDir: string;
  /** How to start PGlite when not from scratch (the tests' databases; see EmbeddedStart). */
  start: EmbeddedStart;
  /** The types whose values stay text in every query unless it says otherwise (Drizzle's dates). */
  textTypes: number[];
};
