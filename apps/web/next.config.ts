import { randomUUID } from "node:crypto";
import path from "node:path";

import type { NextConfig } from "next";

import {
  API_CONTENT_SECURITY_POLICY,
  contentSecurityPolicy,
  PRERENDERED_PAGES_SOURCE,
  staticSecurityHeaders,
} from "./src/lib/security-headers";

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
  // Prerendered pages get one validator per build (below) instead of one hashed from the page on every request.
  generateEtags: false,
  // Read when `next build` runs, so HSTS and the validator are in production builds and never in `next dev`.
  headers: async () => {
    const production = process.env.NODE_ENV === "production";
    return [
      { source: "/:path*", headers: staticSecurityHeaders(production) },
      // API answers are data, never pages: nothing in them may run or be framed.
      { source: "/api/:path*", headers: [{ key: "Content-Security-Policy", value: API_CONTENT_SECURITY_POLICY }] },
      // Prerendered pages change only with a build: one weak validator per build lets a CDN or the deployment's
      // proxy revalidate (the app itself answers 200), and the policy needs no nonce. Pages rendered per request
      // get theirs from proxy.ts.
      {
        source: PRERENDERED_PAGES_SOURCE,
        headers: [
          { key: "Content-Security-Policy", value: contentSecurityPolicy(null, !production) },
          ...(production ? [{ key: "ETag", value: `W/"${randomUUID()}"` }] : []),
        ],
      },
    ];
  },
};

export default config;
