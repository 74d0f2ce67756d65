import { createHash, randomBytes } from "node:crypto";
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";

import type { DbHandle, EmbeddedStart } from "./client";
import { createDb, migrationsFolder } from "./client";

/**
 * What goes into the embedded template besides the migrations. Test databases hold a few hundred rows, so a
 * smaller shared_buffers (PGlite's default is 128 MB, which every start initialises) and 1 MB WAL segments
 * (instead of one 16 MB file in every copy) change nothing they see and make each load cheaper. Change this
 * text when the recipe changes: it names the cached template.
 */
const TEMPLATE_RECIPE = "wal-segsize=1 shared_buffers=16MB";

const require = createRequire(import.meta.url);

/** The template's name: changes whenever the migrations, the PGlite build or the recipe change. */
function templateKey(): string {
  const hash = createHash("sha256").update(TEMPLATE_RECIPE);
  const pgliteRoot = path.dirname(path.dirname(require.resolve("@electric-sql/pglite")));
  hash.update(readFileSync(path.join(pgliteRoot, "package.json")));
  const folder = migrationsFolder();
  for (const file of readdirSync(folder, { recursive: true, encoding: "utf8" }).sort()) {
    if (file.endsWith(".sql") || file.endsWith(".json"))
      hash.update(file).update(readFileSync(path.join(folder, file)));
  }
  return hash.digest("hex").slice(0, 16);
}

async function buildTemplate(wasmModule: WebAssembly.Module): Promise<Blob> {
  const [{ PGlite }, { drizzle }, { migrate }] = await Promise.all([
    import("@electric-sql/pglite"),
    import("drizzle-orm/pglite"),
    import("drizzle-orm/pglite/migrator"),
  ]);
  const pg = new PGlite("memory://", { initDbStartParams: ["--wal-segsize=1"], pgliteWasmModule: wasmModule });
  try {
    await migrate(drizzle(pg), { migrationsFolder: migrationsFolder() });
    // Into postgresql.auto.conf, so every copy starts with it.
    await pg.exec("ALTER SYSTEM SET shared_buffers = '16MB'");
    // Uncompressed: gzip makes every load slower to save disk and memory nobody is short of.
    return await pg.dumpDataDir("none");
  } finally {
    await pg.close();
  }
}

/** The template, read from the cache under node_modules, or built and written there. */
async function loadOrBuildTemplate(wasmModule: WebAssembly.Module): Promise<Blob> {
  const dir = fileURLToPath(new URL("../node_modules/.cache/pglite-template/", import.meta.url));
  const file = path.join(dir, `${templateKey()}.tar`);
  try {
    return new Blob([readFileSync(file)]);
  } catch {
    const built = await buildTemplate(wasmModule);
    mkdirSync(dir, { recursive: true });
    // Written whole under a name of its own, then renamed: a suite starting meanwhile never reads half a file.
    const partial = `${file}.${process.pid}.${randomBytes(4).toString("hex")}`;
    writeFileSync(partial, new Uint8Array(await built.arrayBuffer()));
    renameSync(partial, file);
    // Templates of earlier migrations (or recipes) are never read again.
    for (const old of readdirSync(dir)) {
      if (old.endsWith(".tar") && path.join(dir, old) !== file) rmSync(path.join(dir, old), { force: true });
    }
    return built;
  }
}

let embedded: Promise<Required<EmbeddedStart>> | undefined;

/**
 * How every embedded test database starts: from a migrated template (a data directory's tarball) with PGlite's
 * WASM compiled once. A new PGlite pays for initdb and every migration; one from the template only unpacks it,
 * so each test file still gets a database of its own without paying for initdb. Built once
 * per test process (a package's test files run one after another in one worker and share this module, see
 * tooling/vitest), and the template is kept under node_modules/.cache, so the next package's suite, and the
 * next run, read it.
 */
export function embeddedStart(): Promise<Required<EmbeddedStart>> {
  embedded ??= (async () => {
    const wasmModule = await WebAssembly.compile(readFileSync(require.resolve("@electric-sql/pglite/pglite.wasm")));
    return { wasmModule, loadDataDir: await loadOrBuildTemplate(wasmModule) };
  })();
  // A failed start is not kept: the next test file tries again and reports its own error.
  embedded.catch(() => (embedded = undefined));
  return embedded;
}

/**
 * A fresh, migrated database for one test file: a new database on the server named by DATABASE_URL
 * (dropped on close), or an in-memory PGlite when it is unset, loaded from the migrated template.
 */
export async function createTestDb(
  // Test infrastructure, not app code: CI hands the server URL to every suite this way.
  // eslint-disable-next-line no-restricted-properties
  url: string | undefined = process.env.DATABASE_URL,
): Promise<DbHandle> {
  if (!url) {
    const embedded = await embeddedStart();
    return createDb({ pgliteDir: "memory://", embedded, migrate: false, pgliteSharedBuffers: "16MB" });
  }

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
