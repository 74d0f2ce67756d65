// Runs every suite through turbo, then prints one closing line summed over them:
// "N passed, N failed" (CI reads it; vitest's and Playwright's own summaries are per suite).
// The suites are the workspace packages with a "test" script; each writes a JSON report under its own
// test-results/ (vitest: vitest.json from tooling/vitest, Playwright: e2e-results.json).
import { spawn } from "node:child_process";
import { existsSync, readdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";

const root = path.dirname(path.dirname(new URL(import.meta.url).pathname));

function workspaceDirs() {
  // The "packages:" list of pnpm-workspace.yaml: its indented "- glob" lines up to the next top-level key.
  const lines = readFileSync(path.join(root, "pnpm-workspace.yaml"), "utf8").split("\n");
  const start = lines.findIndex((line) => line.startsWith("packages:"));
  const end = lines.findIndex((line, index) => index > start && /^\S/.test(line));
  const globs = lines
    .slice(start + 1, end === -1 ? undefined : end)
    .map((line) => /^\s+-\s+"?([^"#]+?)"?\s*$/.exec(line)?.[1])
    .filter((glob) => glob !== undefined);
  return globs.flatMap((glob) => {
    if (!glob.endsWith("/*")) return [path.join(root, glob)];
    const parent = path.join(root, glob.slice(0, -2));
    return existsSync(parent) ? readdirSync(parent).map((name) => path.join(parent, name)) : [];
  });
}

const suites = workspaceDirs().filter((dir) => {
  const manifest = path.join(dir, "package.json");
  return existsSync(manifest) && JSON.parse(readFileSync(manifest, "utf8")).scripts?.test !== undefined;
});
const vitestReports = suites.map((dir) => path.join(dir, "test-results", "vitest.json"));
const e2eReports = suites.map((dir) => path.join(dir, "test-results", "e2e-results.json"));
for (const file of [...vitestReports, ...e2eReports]) rmSync(file, { force: true });

// The end-to-end build carries the test-only routes (next.config.ts); `pnpm build` alone does not.
const env = { ...process.env, TURBO_TELEMETRY_DISABLED: "1", NEXT_TELEMETRY_DISABLED: "1", LEXFORGE_TEST_ROUTES: "1" };
const turbo = (task, args) =>
  new Promise((resolve) => {
    const child = spawn("pnpm", ["exec", "turbo", "run", task, "--continue", ...args], {
      cwd: root,
      env,
      stdio: "inherit",
    });
    child.on("error", () => resolve(1));
    child.on("exit", (code, signal) => resolve(signal ? 1 : (code ?? 1)));
  });

/**
 * The end-to-end suite (next build, then Playwright) is the longest chain. The web build runs first, alone:
 * beside the vitest suites it competed for the CPU and took much longer. Then Playwright (the build is turbo's
 * cache hit) and the vitest suites, one package at a time, run side by side. In a single `turbo run test`
 * turbo picks among ready tasks in no set order, and the build often waited behind vitest suites.
 * With arguments (a --filter, say), one run as asked.
 */
const E2E = "@lexforge/web";
const extra = process.argv.slice(2);
let statuses;
if (extra.length > 0) statuses = [await turbo("test", ["--concurrency=2", ...extra])];
else {
  await turbo("build", [`--filter=${E2E}`]); // a failure shows again in the test run below
  statuses = await Promise.all([
    turbo("test", [`--filter=${E2E}`]),
    turbo("test", [`--filter=!${E2E}`, "--concurrency=1"]),
  ]);
}
const run = { status: statuses.every((status) => status === 0) ? 0 : 1 };

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
for (const file of e2eReports) {
  if (!existsSync(file)) continue;
  const { stats } = JSON.parse(readFileSync(file, "utf8"));
  passed += (stats.expected ?? 0) + (stats.flaky ?? 0);
  failed += stats.unexpected ?? 0;
  skipped += stats.skipped ?? 0;
}

const exitCode = run.status !== 0 || failed > 0 ? 1 : 0;
if (run.status !== 0 && failed === 0) failed = 1; // a suite that crashed before reporting still counts
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(exitCode);
