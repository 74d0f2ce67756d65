import type { SQL } from "drizzle-orm/sql";

import type { Db, Tx } from "./client";

/**
 * Runs a hand-written statement and returns its rows. Drizzle's `execute` answers in the driver's own shape
 * (postgres.js: the rows array; PGlite: `{ rows }`), so callers that need one statement Drizzle's builder
 * cannot express (data-modifying CTEs) read the rows through this.
 */
export async function queryRows<T extends Record<string, unknown>>(db: Db | Tx, query: SQL): Promise<T[]> {
  const result: unknown = await db.execute(query);
  if (Array.isArray(result)) return result as T[];
  return (result as { rows: T[] }).rows;
}
