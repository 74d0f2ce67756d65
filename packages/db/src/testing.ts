import { randomBytes } from "node:crypto";

import type { DbHandle } from "./client";
import { createDb } from "./client";

/**
 * A fresh, migrated database for one test file: a new database on the server named by DATABASE_URL
 * (dropped on close), or an in-memory PGlite when it is unset.
 */
export async function createTestDb(
  // Test infrastructure, not app code: CI hands the server URL to every suite this way.
  // eslint-disable-next-line no-restricted-properties
  url: string | undefined = process.env.DATABASE_URL,
): Promise<DbHandle> {
  if (!url) return createDb({ pgliteDir: "memory://" });

  const name = `lexforge_test_${randomBytes(6).toString("hex")}`;
  const { default: postgres } = await import("postgres");
  const admin = postgres(url, { max: 1, onnotice: () => undefined });
  await admin.unsafe(`CREATE DATABASE ${name}`);
  const target = new URL(url);
  target.pathname = `/${name}`;
  const handle = await createDb({ url: target.toString(), max: 20 });
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await admin.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end({ timeout: 5 });
    },
  };
}
