import { randomUUID } from "node:crypto";
import path from "node:path";

import type { NextConfig } from "next";

import { API_CONTENT_SECURITY_POLICY, staticSecurityHeaders } from "./src/lib/security-headers";

/**
 * Test-only route handlers are named `route.e2e.ts`: built for the end-to-end suite and the benches
 * (LEXFORGE_TEST_ROUTES=1, set by `pnpm test` and `pnpm bench`) and in `next dev`, absent from any other build.
 */
const testRoutes = process.env.LEXFORGE_TEST_ROUTES === "1" || process.env.NODE_ENV !== "production";

const config: NextConfig = {
  pageExtensions: testRoutes ? ["tsx", "ts", "e2e.ts", "jsx", "js"] : ["tsx", "ts", "jsx", "js"],
  // A self-contained server (.next/standalone) with only the files it needs, for the Docker image. The
  // tracing root is the monorepo, so the workspace packages and their assets (the PDF font) are included.
  output: "standalone",
  outputFileTracingRoot: path.join(import.meta.dirname, "..", ".."),
  transpilePackages: [
    "@lexforge/ai",
    "@lexforge/api",
    "@lexforge/auth",
    "@lexforge/db",
    "@lexforge/doc-engine",
    "@lexforge/payments",
    "@lexforge/ui",
    "@lexforge/validators",
  ],
  // Native code, WASM and font files that must be loaded from node_modules at run time, not bundled.
  serverExternalPackages: ["@electric-sql/pglite", "@node-rs/argon2", "pdfkit", "postgres"],
  typescript: { ignoreBuildErrors: true },
  poweredByHeader: false,
  // Prerendered pages get a per-build ETag in proxy.ts instead of one hashed from the page on every request.
  generateEtags: false,
  env: { PAGES_BUILD_TAG: randomUUID() },
  // Read when `next build` runs, so HSTS is in production builds and never in `next dev`.
  headers: async () => [
    { source: "/:path*", headers: staticSecurityHeaders(process.env.NODE_ENV === "production") },
    // API answers are data, never pages: nothing in them may run or be framed (pages get theirs in proxy.ts).
    { source: "/api/:path*", headers: [{ key: "Content-Security-Policy", value: API_CONTENT_SECURITY_POLICY }] },
  ],
};

export default config;
