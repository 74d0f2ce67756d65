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
    /** The embedded database's shared_buffers (kB or MB, Postgres's units); unset: 32MB. */
    PGLITE_SHARED_BUFFERS: z
      .string()
      .regex(/^\d+(kB|MB)$/, "PGLITE_SHARED_BUFFERS is a size such as 32MB or 16384kB")
      .optional(),
    AUTH_SECRET: z.string().min(16).optional(),
    AUTH_GOOGLE_ID: z.string().optional(),
    AUTH_GOOGLE_SECRET: z.string().optional(),
    /** OIDC issuer override for Google, used by tests against a local OIDC server. */
    AUTH_GOOGLE_ISSUER: z.url().optional(),
    STRIPE_SECRET_KEY: z.string().optional(),
    STRIPE_WEBHOOK_SECRET: z.string().optional(),
    /** Stripe API base override, for a local stand-in. */
    STRIPE_API_BASE: z.url().optional(),
    /**
     * Public URL of the app, for Stripe return URLs and links in e-mails. Required in production; elsewhere
     * it defaults to the request's origin.
     */
    APP_URL: z.url().optional(),
    /**
     * "true" only behind a proxy that sets X-Forwarded-Host/-Proto itself (and strips clients' own): any
     * client can send these headers, so they are ignored unless the operator says a proxy owns them.
     */
    TRUST_FORWARDED_HEADERS: z.enum(["true", "false"]).default("false"),
    /**
     * SMTP server for verification and password-reset mail (smtp://user:pass@host:587). Required in production;
     * elsewhere, unset, mails are written to MAIL_OUTBOX_DIR (and printed to the log in development).
     */
    SMTP_URL: z.url().optional(),
    MAIL_OUTBOX_DIR: z.string().default(".data/mail"),
    /** How often the mail outbox looks for mail due for another attempt (queued mail is sent at once). */
    MAIL_RETRY_POLL_MS: z.coerce.number().int().min(100).max(600_000).default(15_000),
    /** Worker threads that render Word and PDF downloads; unset: the cores less one (at least one). */
    RENDER_THREADS: z.coerce.number().int().min(1).max(64).optional(),
    /**
     * The certificate and key signed PDFs are sealed with: a PKCS#12 file, base64 (`base64 -w0 seal.p12`), and
     * its passphrase. Unset: a self-signed key made at start-up (tampering still shows; the signer's name does not).
     */
    SEAL_P12: z.string().optional(),
    SEAL_P12_PASSPHRASE: z.string().optional(),
    /** The log's level (packages/log reads it); default "info": one JSON line per request. */
    LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).optional(),
    /** Multiplies every rate limit (packages/api LIMITS). Test suites only: they sign up many users from one address. */
    RATE_LIMIT_SCALE: z.coerce.number().int().min(1).max(100_000).default(1),
    /** Any OpenAI-compatible endpoint: a hosted API or a local Ollama (http://localhost:11434/v1). Unset: AI features off. */
    AI_BASE_URL: z.url().optional(),
    AI_API_KEY: z.string().optional(),
    AI_MODEL: z.string().optional(),
    /** A model call that takes longer is abandoned (and costs nothing). */
    AI_TIMEOUT_MS: z.coerce.number().int().min(1000).max(300_000).optional(),
    /** Model calls per user per UTC day, unlimited plans included. */
    AI_DAILY_CAP: z.coerce.number().int().min(0).max(10_000).default(50),
  },
  client: {},
  experimental__runtimeEnv: {
    NODE_ENV: process.env.NODE_ENV,
  },
  emptyStringAsUndefined: true,
  skipValidation: !!process.env.SKIP_ENV_VALIDATION,
});

export const appEnv = env.APP_ENV ?? (env.NODE_ENV === "production" ? "production" : "development");

/**
 * `next dev` only: a fixed development secret keeps `pnpm dev` a single command. Every other run (a
 * production build, whatever APP_ENV says) needs AUTH_SECRET; instrumentation.ts refuses to start without it.
 */
export const authSecret =
  env.AUTH_SECRET ?? (env.NODE_ENV === "development" ? "lexforge-dev-secret-not-for-production" : undefined);

/** What stops the server from starting, one line each; checked once at start-up (instrumentation.ts). */
export function startupProblems(): string[] {
  const problems: string[] = [];
  if (!authSecret) {
    problems.push(
      "AUTH_SECRET is not set: sessions cannot be signed. Set it to a random string of at least 16 characters (e.g. `openssl rand -base64 32`).",
    );
  }
  // A production server on the default embedded database keeps its data in the working directory, which a
  // container or a redeploy throws away: it runs only where an operator chose a directory for it.
  if (appEnv === "production" && !env.DATABASE_URL && !env.PGLITE_DIR) {
    problems.push(
      "DATABASE_URL is not set: a production server needs Postgres. Set DATABASE_URL (e.g. postgres://user:pass@host:5432/lexforge), or set PGLITE_DIR to a persistent directory to run the embedded database on purpose.",
    );
  }
  if (appEnv === "production" && !env.APP_URL) {
    problems.push(
      "APP_URL is not set: checkout return links and e-mail links would be built from the request's Host header. Set it to the public URL, e.g. https://lexforge.example.com.",
    );
  }
  // Without a mail server a production deployment cannot verify an address or reset a password, and would
  // only find out when a user asks why nothing arrived.
  if (appEnv === "production" && !env.SMTP_URL) {
    problems.push(
      "SMTP_URL is not set: verification and password-reset mail cannot be sent. Set it to your mail server, e.g. smtp://user:pass@smtp.example.com:587 (smtps:// for TLS).",
    );
  }
  return problems;
}

export const googleAuth =
  env.AUTH_GOOGLE_ID && env.AUTH_GOOGLE_SECRET
    ? { clientId: env.AUTH_GOOGLE_ID, clientSecret: env.AUTH_GOOGLE_SECRET, issuer: env.AUTH_GOOGLE_ISSUER }
    : undefined;
