/** The production web server for the benches: `next start` on a throwaway embedded database. */
import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";

export const root = path.dirname(import.meta.dirname);
export const webDir = path.join(root, "apps", "web");
const env = { ...process.env, TURBO_TELEMETRY_DISABLED: "1", NEXT_TELEMETRY_DISABLED: "1" };

/** `next build` once, unless BENCH_SKIP_BUILD=1 (reuse apps/web/.next). */
export function buildOnce() {
  if (process.env.BENCH_SKIP_BUILD === "1") return;
  console.log("Building apps/web (production)…");
  const build = spawnSync("pnpm", ["--filter", "@lexforge/web", "build"], { cwd: root, env, stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

/** Starts the server (test payments mode, as the e2e suite) and waits for /api/health. */
export async function startServer(port: number) {
  const dataDir = mkdtempSync(path.join(tmpdir(), "lexforge-bench-"));
  const nextBin = path.join(webDir, "node_modules", "next", "dist", "bin", "next");
  const child = spawn(process.execPath, [nextBin, "start", "-p", String(port)], {
    cwd: webDir,
    env: {
      ...env,
      APP_ENV: "test",
      AUTH_SECRET: "bench-only-secret-0123456789abcdef",
      PGLITE_DIR: dataDir,
      DATABASE_URL: "",
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const stop = () => {
    child.kill("SIGTERM");
    rmSync(dataDir, { recursive: true, force: true });
  };
  process.on("exit", stop);
  const base = `http://localhost:${port}`;
  for (let i = 0; ; i++) {
    const ok = await fetch(`${base}/api/health`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) break;
    if (i > 120) throw new Error("the server did not answer /api/health within 60 s");
    await sleep(500);
  }
  return { base, pid: child.pid, stop };
}
