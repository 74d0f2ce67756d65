import { defineConfig } from "vitest/config";

/**
 * Every package's vitest set-up. The JSON report is what scripts/test.mjs sums into the closing
 * "N passed, N failed" line; the generous timeouts cover PGlite's first start (about 3 s) on 2 cores.
 */
export default defineConfig({
  test: {
    include: ["test/**/*.test.ts"],
    passWithNoTests: true,
    testTimeout: 60_000,
    hookTimeout: 60_000,
    reporters: ["default", ["json", { outputFile: "test-results/vitest.json" }]],
  },
});
