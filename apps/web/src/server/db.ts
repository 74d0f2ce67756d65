import "server-only";

import type { RateLimitsOptions } from "@lexforge/api";
import type { Db } from "@lexforge/db";
import { openDb } from "@lexforge/db/client";

import { env } from "~/env";

const globalForDb = globalThis as unknown as { lexforgeDb?: Promise<Db> };

/**
 * The database, opened and migrated on first use. Opening lazily keeps `next build` (whose workers
 * import route modules) from touching it, and one promise per process also survives dev hot reloads:
 * PGlite allows a single process per data directory.
 */
export function getDb(): Promise<Db> {
  globalForDb.lexforgeDb ??= (async () => {
    const handle = openDb({
      url: env.DATABASE_URL,
      pgliteDir: env.PGLITE_DIR,
      pgliteSharedBuffers: env.PGLITE_SHARED_BUFFERS,
    });
    await handle.ready;
    return handle.db;
  })().catch((error: unknown) => {
    // Forget a failed open (database not up yet) so the next request tries again.
    globalForDb.lexforgeDb = undefined;
    throw error;
  });
  return globalForDb.lexforgeDb;
}

/**
 * The abuse limits' counters live in the shared database, so every replica agrees; the embedded database
 * belongs to this one process, so there they live in its memory (see rateLimitsFor).
 */
export const rateLimitOptions: RateLimitsOptions = {
  scale: env.RATE_LIMIT_SCALE,
  store: env.DATABASE_URL ? "database" : "memory",
};
