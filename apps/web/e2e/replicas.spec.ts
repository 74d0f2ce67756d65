import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";

import { expect, test } from "@playwright/test";
import postgres from "postgres";

/**
 * Two replicas of the production build started at the same moment against one fresh Postgres database:
 * both run the migrations on start, the advisory lock lets exactly one apply them, and both serve.
 */
const webDir = path.dirname(import.meta.dirname);
const basePort = Number(process.env.E2E_PORT ?? 3100);
const serverUrl = process.env.DATABASE_URL;
const journal = JSON.parse(
  readFileSync(path.join(webDir, "..", "..", "packages", "db", "migrations", "meta", "_journal.json"), "utf8"),
) as { entries: unknown[] };

function startReplica(port: number, databaseUrl: string) {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATABASE_URL: databaseUrl,
    APP_ENV: "test",
    AUTH_SECRET: "replicas-spec-secret-0123456789",
    RATE_LIMIT_SCALE: "1000",
    NEXT_TELEMETRY_DISABLED: "1",
  };
  const child = spawn("pnpm", ["exec", "next", "start", "-p", String(port)], {
    cwd: webDir,
    env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  return { port, output: () => output, exited, stop: () => child.kill("SIGTERM") };
}

test.describe("replicas", () => {
  test.skip(!serverUrl, "needs a Postgres server (DATABASE_URL); the embedded PGlite is single-process");

  test("two app processes migrating one fresh database at once: schema migrated once, both serve", async () => {
    test.setTimeout(120_000);
    const name = `lexforge_replicas_${randomBytes(6).toString("hex")}`;
    const admin = postgres(serverUrl ?? "", { max: 1, onnotice: () => undefined });
    await admin.unsafe(`CREATE DATABASE ${name}`);
    const target = new URL(serverUrl ?? "");
    target.pathname = `/${name}`;
    const replicas = [startReplica(basePort + 93, target.toString()), startReplica(basePort + 94, target.toString())];
    try {
      // Each replica migrates in its start-up hook (instrumentation.ts) before it serves.
      const health = await Promise.all(
        replicas.map(async (replica) => {
          await expect
            .poll(async () => (await fetch(`http://localhost:${replica.port}/api/health`).catch(() => null))?.status, {
              timeout: 90_000,
            })
            .toBe(200);
          return fetch(`http://localhost:${replica.port}/api/health`);
        }),
      );
      expect(health.map((response) => response.status)).toEqual([200, 200]);
      expect(await Promise.all(health.map((response) => response.json()))).toEqual([{ ok: true }, { ok: true }]);

      const db = postgres(target.toString(), { max: 1, onnotice: () => undefined });
      const rows = await db<{ hash: string; n: number }[]>`
        select hash, count(*)::int as n from drizzle.__drizzle_migrations group by hash`;
      await db.end({ timeout: 5 });
      expect(rows).toHaveLength(journal.entries.length);
      expect(rows.every((row) => row.n === 1)).toBe(true);

      for (const replica of replicas) expect(replica.output()).not.toMatch(/error/i);
    } finally {
      for (const replica of replicas) replica.stop();
      await Promise.all(replicas.map((replica) => replica.exited));
      await admin.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end({ timeout: 5 });
    }
  });
});
