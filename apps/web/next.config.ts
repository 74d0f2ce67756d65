import type { NextConfig } from "next";

const config: NextConfig = {
  transpilePackages: [
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
};

export default config;
