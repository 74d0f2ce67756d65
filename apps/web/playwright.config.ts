import { existsSync } from "node:fs";

import { defineConfig, devices } from "@playwright/test";

const PORT = Number(process.env.E2E_PORT ?? 3100);
/** E2E_BASE_URL points the specs at a server already running (e.g. `pnpm dev`) instead of a build. */
const existingServer = process.env.E2E_BASE_URL;
/**
 * Workers run side by side, each against its own server and database (ports E2E_PORT, E2E_PORT + 1, …),
 * all started from the one production build: no spec sees another worker's rows (the Google stand-in
 * signs in the same account every time, for instance). E2E_WORKERS=1 runs them one after the other.
 */
const WORKERS = existingServer ? 1 : Math.max(1, Number(process.env.E2E_WORKERS ?? 2) || 1);
// This file is evaluated again in every worker process, where TEST_PARALLEL_INDEX is its slot (0 … WORKERS-1).
const workerPort = PORT + (Number(process.env.TEST_PARALLEL_INDEX ?? 0) % WORKERS);
export const baseURL = existingServer ?? `http://localhost:${workerPort}`;

/**
 * Debian's Chromium (CI installs it); CHROMIUM_PATH overrides. We never download a browser.
 * Its headless shell (Debian's chromium-headless-shell: the same Chromium build without the desktop browser
 * around it, which is what Playwright itself runs headless) comes first when installed: the browser is the
 * largest share of the suite's CPU time, and the shell needs much less of it than the full browser.
 */
function chromiumPath(): string {
  const candidates = [
    process.env.CHROMIUM_PATH,
    "/usr/bin/chromium-headless-shell",
    "/usr/bin/chromium",
    "/usr/bin/chromium-browser",
  ];
  const found = candidates.find((path) => path && existsSync(path));
  if (!found) {
    throw new Error(
      "No Chromium found for the end-to-end tests. Install it (Debian/Ubuntu: apt-get install chromium-headless-shell, or chromium) or set CHROMIUM_PATH.",
    );
  }
  return found;
}

export default defineConfig({
  testDir: "./e2e",
  // Reads the log of the suite's own servers once every spec has run (e2e/start-server.mjs writes it).
  globalTeardown: existingServer ? undefined : "./e2e/global-teardown.ts",
  fullyParallel: false,
  workers: WORKERS,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [["list"], ["json", { outputFile: "test-results/e2e-results.json" }]],
  use: {
    baseURL,
    // Recording a trace (a screencast and a DOM snapshot around every action) took about a third of the browser's
    // CPU on every test; a failure is retried once on CI, and that retry records one (kept if it fails again).
    // Without retries (not CI), `--trace retain-on-failure` keeps the trace of a failing test.
    trace: "on-first-retry",
    acceptDownloads: true,
    launchOptions: {
      executablePath: chromiumPath(),
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"] } }],
  webServer: existingServer
    ? undefined
    : Array.from({ length: WORKERS }, (_, index) => ({
        // A production build on a throwaway embedded database (or the DATABASE_URL CI hands us).
        command: `node e2e/start-server.mjs ${PORT + index}`,
        url: `http://localhost:${PORT + index}/api/health`,
        reuseExistingServer: !process.env.CI,
        timeout: 120_000,
        stdout: "pipe" as const,
        stderr: "pipe" as const,
      })),
});
