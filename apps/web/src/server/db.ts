import "server-only";

import type { DbHandle } from "@lexforge/db/client";
import { openDb } from "@lexforge/db/client";

import { env } from "~/env";

type Opened = DbHandle & { ready: Promise<void> };
const globalForDb = globalThis as unknown as { lexforgeDb?: Opened };

// One connection (pool, or PGlite instance) per server process, also across dev hot reloads:
// PGlite allows a single process per data directory.
const handle: Opened =
  globalForDb.lexforgeDb ?? openDb({ url: env.DATABASE_URL, pgliteDir: env.PGLITE_DIR });
globalForDb.lexforgeDb = handle;

export const db = handle.db;
export const dbReady = handle.ready;
