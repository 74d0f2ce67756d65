// Starts `next start` for the end-to-end run on a fresh embedded database unless DATABASE_URL is set.
import { spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

const port = process.argv[2] ?? "3100";
const env = { ...process.env, APP_ENV: "test", PORT: port, NEXT_TELEMETRY_DISABLED: "1" };
if (!env.DATABASE_URL) env.PGLITE_DIR = mkdtempSync(path.join(tmpdir(), "lexforge-e2e-"));

const child = spawn("pnpm", ["exec", "next", "start", "-p", port], { env, stdio: "inherit" });
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => child.kill(signal));
child.on("exit", (code) => process.exit(code ?? 0));
