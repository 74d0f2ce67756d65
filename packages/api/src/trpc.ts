/**
 * All tRPC set-up in one place:
 * 1. context  2. initialisation (superjson wire format, error shape)  3. procedures.
 */
import { randomUUID } from "node:crypto";

import { initTRPC, TRPCError } from "@trpc/server";
import superjson from "superjson";
import { z, ZodError } from "zod";

import type { Session } from "@lexforge/auth";
import type { Db } from "@lexforge/db";

import type { AppErrorCode } from "./errors";
import { AppError, logError } from "./errors";
import type { AiSettings } from "./services/ai/ai-settings";
import type { SealKey } from "@lexforge/doc-engine/seal";

import type { Mailer } from "./services/email/mailer";
import type { LimitName, RateLimits } from "./services/limits/rate-limits";
import type { PaymentsConfig } from "./services/payments-config";

// 1. CONTEXT ---------------------------------------------------------------------------------------

export type Context = {
  db: Db;
  session: Session | null;
  /** Where the app is served from, for links sent to Stripe (success/cancel URLs). */
  appUrl: string;
  payments: PaymentsConfig;
  /** The language model and daily cap; absent or without a model, AI features are off. */
  ai?: AiSettings;
  /** Abuse limits on a store every replica shares; the app always sets them, unit tests when they test them. */
  rateLimits?: RateLimits;
  /** The client's address as far as it can be trusted (see apps/web's clientAddress), for per-address limits. */
  clientIp?: string;
  /** Verification and password-reset mail; without one (unit tests that do not test mail) none is sent. */
  mailer?: Mailer;
  /** Wakes the mail outbox's worker after a transaction queued mail (signing); tests deliver it themselves. */
  outbox?: { kick: () => void };
  /** The key completed signature requests are sealed with. */
  sealKey?: () => SealKey;
  /** The client's User-Agent, for the signing audit trail. */
  userAgent?: string;
  /**
   * Runs work after the answer is sent (the app passes Next's `after`), so that how long a request takes does
   * not depend on it: a reset mail goes out only for an existing account.
   */
  defer: (task: () => Promise<void>) => void;
  requestId: string;
};

type ContextOptions = Omit<Context, "requestId" | "defer"> & {
  requestId?: string;
  /** Where deferred work runs (Next's `after` in the app); by default it starts at once, unawaited. */
  runLater?: (task: () => Promise<void>) => void;
};

export function createTRPCContext({ runLater, ...options }: ContextOptions) {
  const requestId = options.requestId ?? randomUUID();
  const defer = (task: () => Promise<void>) => {
    const logged = () => task().catch((cause: unknown) => logError({ requestId, code: "DEFERRED", cause }));
    if (runLater) runLater(logged);
    else void logged();
  };
  return { ...options, requestId, defer } satisfies Context;
}

// 2. INITIALISATION --------------------------------------------------------------------------------

/** Shown for anything unexpected; the details go to the server log with the request id. */
export const GENERIC_ERROR_MESSAGE = "Something went wrong. Please try again.";

const t = initTRPC.context<Context>().create({
  transformer: superjson,
  errorFormatter: ({ shape, error, ctx, path }) => {
    const zodError = error.cause instanceof ZodError ? z.flattenError(error.cause) : null;
    const unexpected = error.code === "INTERNAL_SERVER_ERROR";
    if (unexpected) logError({ requestId: ctx?.requestId, path, code: error.code, cause: error.cause });
    return {
      ...shape,
      message: unexpected ? GENERIC_ERROR_MESSAGE : shape.message,
      data: {
        ...shape.data,
        stack: undefined,
        requestId: ctx?.requestId,
        zodError,
        /** Machine-readable reason for errors the UI turns into a dialog (e.g. INSUFFICIENT_CREDITS). */
        reason: error.cause instanceof AppError ? error.cause.reason : undefined,
      },
    };
  },
});

export const createCallerFactory = t.createCallerFactory;
export const createTRPCRouter = t.router;

// 3. PROCEDURES ------------------------------------------------------------------------------------

/** Every AppError code is a tRPC code of the same name: a code tRPC lacks fails to compile here. */
const trpcCode = (code: AppErrorCode): TRPCError["code"] => code;

/** Turns domain errors thrown by services into their tRPC codes instead of a 500. */
const domainErrors = t.middleware(async ({ next }) => {
  const result = await next();
  if (!result.ok && result.error.cause instanceof AppError) {
    const cause = result.error.cause;
    throw new TRPCError({ code: trpcCode(cause.code), message: cause.message, cause });
  }
  return result;
});

export const publicProcedure = t.procedure.use(domainErrors);

/**
 * Counts the call against a rate limit before it runs: per signed-in user, else per client address.
 * A call over the limit is a 429 with reason RATE_LIMITED (and a Retry-After header, see http.ts).
 */
type LimitContext = {
  session: { user?: { id?: string } } | null;
  rateLimits?: RateLimits;
  clientIp?: string;
};

export const rateLimited =
  (name: LimitName, by: "user" | "address" = "user") =>
  async <T>({ ctx, next }: { ctx: LimitContext; next: () => Promise<T> }) => {
    const subject = (by === "user" ? ctx.session?.user?.id : undefined) ?? `ip:${ctx.clientIp ?? "unknown"}`;
    await ctx.rateLimits?.consume(name, subject);
    return next();
  };

export const protectedProcedure = publicProcedure.use(({ ctx, next }) => {
  const user = ctx.session?.user;
  if (!user?.id) throw new TRPCError({ code: "UNAUTHORIZED", message: "Authentication required" });
  return next({ ctx: { ...ctx, session: { ...ctx.session, user: { ...user, id: user.id } } } });
});
