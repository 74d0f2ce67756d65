import { fileURLToPath } from "node:url";

import { defineConfig } from "vitest/config";

/**
 * Every package's vitest set-up. The JSON report is what scripts/test.mjs sums into the closing
 * "N passed, N failed" line; the generous timeouts cover PGlite's slow first start on small machines.
 */
export default defineConfig({
  resolve: { alias: { "server-only": fileURLToPath(new URL("./server-only.js", import.meta.url)) } },
  test: {
    include: ["test/**/*.test.ts"],
    passWithNoTests: true,
    testTimeout: 60_000,
    hookTimeout: 60_000,
    reporters: ["default", ["json", { outputFile: "test-results/vitest.json" }]],
    // Test files run one after another in each worker and share its module cache, so the package's modules
    // (drizzle, the engine's clause library, …) load once per worker, not once per file, since importing
    // them again for every file was a large share of a suite's run time. No test mocks modules or changes
    // globals; a file that does needs `isolate: true` in its package's vitest config.
    isolate: false,
    // next-auth's entry imports `next/server` without an extension, which Node's ESM resolver refuses and
    // Vite's resolves: the auth package's errors (CredentialsSignin) come from that entry.
    server: { deps: { inline: ["next-auth"] } },
  },
});
