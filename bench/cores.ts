/**
 * `pnpm --filter @lexforge/bench cores`: what a second process per core buys. Runs the standalone server
 * under deploy/cluster.mjs with 1 worker, then with one per core, each time on a fresh Postgres database
 * (the embedded PGlite belongs to one process), and prints req/s for the same steps side by side. Figures
 * only: no assertions.
 *
 * Needs Postgres: BENCH_DATABASE_URL or DATABASE_URL names the server (a database is created and dropped
 * per run). BENCH_SKIP_BUILD=1 reuses apps/web/.next; BENCH_DURATION (default 15), BENCH_CONNECTIONS
 * (default 50), BENCH_PORT (default 3860).
 */
import { spawn } from "node:child_process";
import { availableParallelism } from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";

import autocannon from "autocannon";
import postgres from "postgres";

import { buildOnce, generateInput, root, signInBenchUser, webDir } from "./server";

const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL;
if (!serverUrl) {
  console.log("cores bench skipped: it needs Postgres (set BENCH_DATABASE_URL or DATABASE_URL).");
  process.exit(0);
}
const PORT = Number(process.env.BENCH_PORT ?? 3860);
const DURATION = Number(process.env.BENCH_DURATION ?? 15);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const cores = availableParallelism();

async function freshDatabase(name: string) {
  const sql = postgres(serverUrl ?? "", { max: 1, onnotice: () => {} });
  try {
    await sql.unsafe(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await sql.unsafe(`CREATE DATABASE "${name}"`);
  } finally {
    await sql.end();
  }
  const url = new URL(serverUrl ?? "");
  url.pathname = `/${name}`;
  return url.toString();
}

async function dropDatabase(name: string) {
  const sql = postgres(serverUrl ?? "", { max: 1, onnotice: () => {} });
  await sql.unsafe(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`).finally(() => sql.end());
}

async function run(workers: number) {
  const database = `lexforge_bench_cores_${workers}`;
  const child = spawn(
    process.execPath,
    [path.join(root, "deploy", "cluster.mjs"), path.join(webDir, ".next", "standalone", "apps", "web", "server.js")],
    {
      env: {
        ...process.env,
        NODE_ENV: "production",
        APP_ENV: "test",
        AUTH_SECRET: "bench-only-secret-0123456789abcdef",
        DATABASE_URL: await freshDatabase(database),
        WEB_CONCURRENCY: String(workers),
        PORT: String(PORT),
        HOSTNAME: "127.0.0.1",
        RATE_LIMIT_SCALE: "100000",
        NEXT_TELEMETRY_DISABLED: "1",
      },
      stdio: ["ignore", "ignore", "inherit"],
    },
  );
  const base = `http://127.0.0.1:${PORT}`;
  try {
    for (let i = 0; ; i++) {
      if (
        await fetch(`${base}/api/health`).then(
          (r) => r.ok,
          () => false,
        )
      )
        break;
      if (i > 120) throw new Error("the server did not answer /api/health within 60 s");
      await sleep(500);
    }
    const cookie = await signInBenchUser(base);
    const first = await fetch(`${base}/api/trpc/documents.generate?batch=1`, {
      method: "POST",
      headers: { "content-type": "application/json", cookie },
      body: JSON.stringify({ 0: { json: generateInput(false) } }),
    });
    const [result] = (await first.json()) as { result?: { data: { json: { document: { id: string } } } } }[];
    const id = result?.result?.data.json.document.id;
    if (!id) throw new Error("generate failed");

    const steps = [
      { name: "GET /api/health", path: "/api/health" },
      { name: "GET /", path: "/" },
      { name: "GET /documents/nda", path: "/documents/nda" },
      {
        name: "generate (template)",
        path: "/api/trpc/documents.generate?batch=1",
        method: "POST" as const,
        body: JSON.stringify({ 0: { json: generateInput(false) } }),
      },
      { name: "download pdf", path: `/api/documents/${id}/pdf` },
    ];
    const figures: Record<string, { rps: number; errors: number }> = {};
    for (const step of steps) {
      const measured = await autocannon({
        url: base + step.path,
        method: step.method ?? "GET",
        body: step.body,
        headers: { cookie, ...(step.body ? { "content-type": "application/json" } : {}) },
        connections: CONNECTIONS,
        duration: DURATION,
      });
      figures[step.name] = {
        rps: measured.requests.average,
        errors: measured.errors + measured.timeouts + measured.non2xx,
      };
      console.log(`  ${workers} worker(s), ${step.name}: ${Math.round(measured.requests.average)} req/s`);
    }
    return figures;
  } finally {
    child.kill("SIGTERM");
    await new Promise((resolve) => child.once("exit", resolve));
    await dropDatabase(database);
  }
}

buildOnce();
const one = await run(1);
const many = await run(cores);
console.log(`\nOne process vs ${cores} (deploy/cluster.mjs, Postgres), autocannon ${CONNECTIONS} × ${DURATION} s`);
console.table(
  Object.keys(one).map((step) => ({
    step,
    "1 process req/s": Math.round(one[step]?.rps ?? 0),
    [`${cores} processes req/s`]: Math.round(many[step]?.rps ?? 0),
    gain: `${(((many[step]?.rps ?? 0) / (one[step]?.rps || 1)) * 100 - 100).toFixed(0)}%`,
    errors: `${one[step]?.errors ?? 0} / ${many[step]?.errors ?? 0}`,
  })),
);
process.exit(0);
