import { existsSync } from "node:fs";

import { defineConfig, devices } from "@playwright/test";

const PORT = Number(process.env.E2E_PORT ?? 3100);
/** E2E_BASE_URL points the specs at a server already running (e.g. `pnpm dev`) instead of a build. */
const existingServer = process.env.E2E_BASE_URL;
export const baseURL = existingServer ?? `http://localhost:${PORT}`;

/** Debian's Chromium (CI installs it); CHROMIUM_PATH overrides. We never download a browser. */
function chromiumPath(): string {
  const candidates = [process.env.CHROMIUM_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser"];
  const found = candidates.find((path) => path && existsSync(path));
  if (!found) {
    throw new Error(
      "No Chromium found for the end-to-end tests. Install it (Debian/Ubuntu: apt-get install chromium) or set CHROMIUM_PATH.",
    );
  }
  return found;
}

export default defineConfig({
  testDir: "./e2e",
  fullyParallel: false,
  workers: 1,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [["list"], ["json", { outputFile: "test-results/e2e-results.json" }]],
  use: {
    baseURL,
    trace: "retain-on-failure",
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
    : {
        // A production build on a throwaway embedded database (or the DATABASE_URL CI hands us).
        command: `node e2e/start-server.mjs ${PORT}`,
        url: `${baseURL}/api/health`,
        reuseExistingServer: !process.env.CI,
        timeout: 120_000,
        stdout: "pipe",
        stderr: "pipe",
      },
});
