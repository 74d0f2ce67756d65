/** The production web server for the benches: `pnpm start` on a throwaway database (Postgres or embedded). */
import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";

export const root = path.dirname(import.meta.dirname);
export const webDir = path.join(root, "apps", "web");
// The benches seed their users through the test-only route, which only this build flag compiles in.
const env = { ...process.env, TURBO_TELEMETRY_DISABLED: "1", NEXT_TELEMETRY_DISABLED: "1", LEXFORGE_TEST_ROUTES: "1" };

/** `next build` once, unless BENCH_SKIP_BUILD=1 (reuse apps/web/.next). */
export function buildOnce() {
  if (process.env.BENCH_SKIP_BUILD === "1") return;
  console.log("Building apps/web (production)…");
  const build = spawnSync("pnpm", ["--filter", "@lexforge/web", "build"], { cwd: root, env, stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

/**
 * BENCH_DATABASE=postgres: a throwaway database on the local server (BENCH_POSTGRES, default
 * postgres://postgres@127.0.0.1:5432), the path production runs; otherwise the embedded default (PGlite).
 */
export const benchDatabase = process.env.BENCH_DATABASE === "postgres" ? "postgres" : "pglite";

function throwawayPostgres(): { url: string; drop: () => void } {
  const server = process.env.BENCH_POSTGRES ?? "postgres://postgres@127.0.0.1:5432";
  const name = `lexforge_bench_${Date.now()}_${process.pid}`;
  const psql = (sql: string) =>
    spawnSync("psql", [`${server}/postgres`, "-qc", sql], { stdio: "inherit" }).status === 0;
  if (!psql(`CREATE DATABASE ${name}`)) {
    // The embedded run that follows in `pnpm bench` still runs: a machine without Postgres skips only this one.
    console.warn(`No Postgres at ${server} (set BENCH_POSTGRES): the Postgres run is skipped.`);
    process.exit(0);
  }
  return { url: `${server}/${name}`, drop: () => psql(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

/**
 * Starts the server (test payments mode, as the e2e suite) and waits for /api/health. On the embedded database
 * it starts once over an empty directory first and stops: a running server has its data from an earlier start,
 * and the memory figures are of that server, not of one still holding the first start's initdb.
 */
export async function startServer(port: number) {
  const dataDir = mkdtempSync(path.join(tmpdir(), "lexforge-bench-"));
  const postgres = benchDatabase === "postgres" ? throwawayPostgres() : undefined;
  if (!postgres) await (await launch(port, dataDir)).stopProcess();
  const server = await launch(port, dataDir, postgres?.url);
  let stopped = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    server.child.kill("SIGTERM");
    rmSync(dataDir, { recursive: true, force: true });
    postgres?.drop();
  };
  process.on("exit", stop);
  return { base: server.base, pid: server.child.pid, stop };
}

async function launch(port: number, dataDir: string, databaseUrl = "") {
  // `pnpm start`'s server (the standalone build, as the Docker image runs it), not `next start`.
  const child = spawn(process.execPath, [path.join(webDir, "scripts", "start.mjs")], {
    cwd: webDir,
    env: {
      ...env,
      PORT: String(port),
      HOST: "127.0.0.1",
      // The limits `pnpm start` sets (apps/web/package.json), unless the bench is given others.
      NODE_OPTIONS: process.env.NODE_OPTIONS ?? "--max-old-space-size=384 --max-semi-space-size=16",
      MALLOC_ARENA_MAX: process.env.MALLOC_ARENA_MAX ?? "2",
      APP_ENV: "test",
      AUTH_SECRET: "bench-only-secret-0123456789abcdef",
      PGLITE_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      // The bench measures the work, not the per-user limits (30 generations per 10 minutes).
      RATE_LIMIT_SCALE: "100000",
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const base = `http://localhost:${port}`;
  for (let i = 0; ; i++) {
    const ok = await fetch(`${base}/api/health`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) break;
    if (i > 120) throw new Error("the server did not answer /api/health within 60 s");
    await sleep(500);
  }
  const stopProcess = () =>
    new Promise<void>((resolve) => {
      child.once("exit", () => resolve());
      child.kill("SIGTERM");
    });
  return { base, child, stopProcess };
}

/**
 * Signs up a bench user over HTTP, signs in through next-auth's credentials callback and gives the account
 * unlimited credits and a verified address (test-only seed route). Returns the session cookie header.
 */
export async function signInBenchUser(base: string): Promise<string> {
  const email = `bench-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const password = "correct-horse-battery";
  const cookies = new Map<string, string>();
  const remember = (response: Response) => {
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(";");
      const [name, ...value] = (pair ?? "").split("=");
      if (name) cookies.set(name.trim(), value.join("="));
    }
  };
  const cookieHeader = () => [...cookies].map(([k, v]) => `${k}=${v}`).join("; ");

  await fetch(`${base}/api/trpc/auth.signUp?batch=1`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ 0: { json: { email, password, confirmPassword: password } } }),
  });
  const csrf = await fetch(`${base}/api/auth/csrf`);
  remember(csrf);
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  remember(
    await fetch(`${base}/api/auth/callback/credentials`, {
      method: "POST",
      redirect: "manual",
      headers: { "content-type": "application/x-www-form-urlencoded", cookie: cookieHeader() },
      body: new URLSearchParams({ email, password, csrfToken, callbackUrl: `${base}/dashboard` }),
    }),
  );
  const cookie = cookieHeader();
  const seeded = await fetch(`${base}/api/test/seed`, {
    method: "POST",
    headers: { "content-type": "application/json", cookie },
    body: JSON.stringify({ credits: -1, emailVerified: true }),
  });
  if (!seeded.ok) console.warn(`seeding credits failed (generate will count errors): ${seeded.status}`);
  return cookie;
}

/** The generator's NDA request, template or AI. */
export const generateInput = (useAI: boolean) => ({
  documentType: "nda",
  jurisdiction: "California",
  parties: {
    party1Name: "Acme Robotics LLC",
    party1Address: "1 Market St, San Francisco, CA 94105",
    party2Name: "Jane Q. Public",
    party2Address: "200 Main St, Oakland, CA 94607",
  },
  purpose: "Evaluating a potential software development partnership",
  useAI,
});
