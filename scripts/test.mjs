// Runs every suite through turbo, then prints one closing line summed over them:
// "N passed, N failed" (CI reads it; vitest's and Playwright's own summaries are per suite).
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";

const root = path.dirname(path.dirname(new URL(import.meta.url).pathname));
const vitestReports = ["db", "validators", "doc-engine", "payments", "api", "auth"].map((name) =>
  path.join(root, "packages", name, "test-results", "vitest.json"),
);
const e2eReport = path.join(root, "apps", "web", "test-results", "e2e-results.json");
for (const file of [...vitestReports, e2eReport]) rmSync(file, { force: true });

const env = { ...process.env, TURBO_TELEMETRY_DISABLED: "1", NEXT_TELEMETRY_DISABLED: "1" };
const run = spawnSync(
  "pnpm",
  ["exec", "turbo", "run", "test", "--concurrency=2", "--continue", ...process.argv.slice(2)],
  {
    cwd: root,
    env,
    stdio: "inherit",
  },
);

let passed = 0;
let failed = 0;
let skipped = 0;
for (const file of vitestReports) {
  if (!existsSync(file)) continue;
  const report = JSON.parse(readFileSync(file, "utf8"));
  passed += report.numPassedTests ?? 0;
  failed += (report.numFailedTests ?? 0) + (report.numRuntimeErrorTestSuites ?? 0);
  skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
}
if (existsSync(e2eReport)) {
  const { stats } = JSON.parse(readFileSync(e2eReport, "utf8"));
  passed += (stats.expected ?? 0) + (stats.flaky ?? 0);
  failed += stats.unexpected ?? 0;
  skipped += stats.skipped ?? 0;
}

const exitCode = run.status !== 0 || failed > 0 ? 1 : 0;
if (run.status !== 0 && failed === 0) failed = 1; // a suite that crashed before reporting still counts
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(exitCode);
