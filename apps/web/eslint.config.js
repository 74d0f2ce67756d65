import { baseConfig } from "@lexforge/eslint-config/base";
import { nextjsConfig } from "@lexforge/eslint-config/nextjs";
import { reactConfig } from "@lexforge/eslint-config/react";

export default [
  ...baseConfig,
  ...reactConfig,
  ...nextjsConfig,
  { ignores: ["playwright-report/**", "test-results/**", ".next/**"] },
  {
    // The one module that reads the app's environment, and the test harness that sets it up.
    files: ["src/env.ts", "e2e/**", "playwright.config.ts"],
    rules: { "no-restricted-properties": "off" },
  },
];
