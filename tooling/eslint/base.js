import js from "@eslint/js";
import tseslint from "typescript-eslint";

export const baseConfig = tseslint.config(
  { ignores: ["**/.next/**", "**/dist/**", "**/node_modules/**", "**/migrations/**", "**/*.config.*"] },
  {
    files: ["**/*.ts", "**/*.tsx"],
    // Type-aware: rules that need the type checker (floating promises, unsafe any, misused promises, ...).
    extends: [js.configs.recommended, ...tseslint.configs.recommendedTypeChecked],
    languageOptions: {
      // Each package is linted from its own directory; the project service finds the tsconfig per file.
      parserOptions: { projectService: true, tsconfigRootDir: process.cwd() },
    },
    rules: {
      "@typescript-eslint/consistent-type-imports": ["warn", { fixStyle: "separate-type-imports" }],
      "@typescript-eslint/no-non-null-assertion": "error",
      // React ignores what an event handler returns, so `onSubmit={form.handleSubmit(async ...)}` is fine;
      // promises passed anywhere else must still be handled.
      "@typescript-eslint/no-misused-promises": ["error", { checksVoidReturn: { attributes: false } }],
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "no-restricted-properties": [
        "error",
        { object: "process", property: "env", message: "Read variables through env.ts." },
      ],
    },
  },
  {
    // vitest's and Playwright's asymmetric matchers (expect.stringContaining, expect.any) are typed `any`;
    // inside toEqual/toMatchObject objects that is what they are for.
    files: ["**/test/**/*.ts", "**/e2e/**/*.ts"],
    rules: { "@typescript-eslint/no-unsafe-assignment": "off" },
  },
);
