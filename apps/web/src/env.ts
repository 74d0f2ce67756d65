import { createEnv } from "@t3-oss/env-nextjs";
import { z } from "zod";

/** Every variable the app reads, validated once. Nothing else reads process.env. */
export const env = createEnv({
  shared: {
    NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  },
  server: {
    /**
     * Where this build runs. Defaults to "production" for production builds; the end-to-end tests
     * run a production build with "test", which allows the local test checkout and a dev secret.
     */
    APP_ENV: z.enum(["development", "test", "production"]).optional(),
    /** Postgres URL; unset → embedded PGlite under .data/pglite. */
    DATABASE_URL: z.url().optional(),
    /** PGlite data directory override (tests use a temporary one). */
    PGLITE_DIR: z.string().optional(),
    AUTH_SECRET: z.string().min(16).optional(),
    AUTH_GOOGLE_ID: z.string().optional(),
    AUTH_GOOGLE_SECRET: z.string().optional(),
    /** OIDC issuer override for Google, used by tests against a local OIDC server. */
    AUTH_GOOGLE_ISSUER: z.url().optional(),
    STRIPE_SECRET_KEY: z.string().optional(),
    STRIPE_WEBHOOK_SECRET: z.string().optional(),
    /** Stripe API base override, for a local stand-in. */
    STRIPE_API_BASE: z.url().optional(),
    /** Public URL of the app, for Stripe return URLs. Defaults to the request's origin. */
    APP_URL: z.url().optional(),
    AI_BASE_URL: z.url().optional(),
    AI_API_KEY: z.string().optional(),
    AI_MODEL: z.string().optional(),
  },
  client: {},
  experimental__runtimeEnv: {
    NODE_ENV: process.env.NODE_ENV,
  },
  emptyStringAsUndefined: true,
  skipValidation: !!process.env.SKIP_ENV_VALIDATION,
});

export const appEnv = env.APP_ENV ?? (env.NODE_ENV === "production" ? "production" : "development");

/** Outside production a fixed development secret keeps `pnpm dev` a single command. */
export const authSecret = env.AUTH_SECRET ?? requireInProduction("AUTH_SECRET", "lexforge-dev-secret-not-for-production");

export const googleAuth =
  env.AUTH_GOOGLE_ID && env.AUTH_GOOGLE_SECRET
    ? { clientId: env.AUTH_GOOGLE_ID, clientSecret: env.AUTH_GOOGLE_SECRET, issuer: env.AUTH_GOOGLE_ISSUER }
    : undefined;

function requireInProduction(name: string, fallback: string): string {
  // `next build` loads server modules without runtime secrets; the check belongs to the running server.
  const building = process.env.NEXT_PHASE === "phase-production-build";
  if (appEnv === "production" && !building) throw new Error(`${name} must be set in production`);
  return fallback;
}
