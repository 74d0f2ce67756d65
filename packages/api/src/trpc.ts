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
import type { ErrorReason } from "@lexforge/validators";

import type { AiSettings } from "./services/ai/ai-settings";
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
    const logged = () =>
      task().catch((cause: unknown) => console.error(errorLogLine({ requestId, code: "DEFERRED", cause })));
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
    if (unexpected)
      console.error(errorLogLine({ requestId: ctx?.requestId, path, code: error.code, cause: error.cause }));
    return {
      ...shape,
      message: unexpected ? GENERIC_ERROR_MESSAGE : shape.message,
      data: {
        ...shape.data,
        stack: undefined,
        requestId: ctx?.requestId,
        zodError,
        /** Machine-readable reason for errors the UI turns into a dialog (e.g. INSUFFICIENT_CREDITS). */
        reason: error.cause instanceof ReasonedError ? error.cause.reason : undefined,
      },
    };
  },
});

/**
 * The one line an unexpected error leaves in the server log. Error messages and stacks are left out on
 * purpose: a database error's message carries the query's parameters (names, e-mails, whole documents).
 * The error's class and its machine code (e.g. Postgres' 23505) are enough to find it with the request id.
 */
export function errorLogLine(facts: { requestId?: string; path?: string; code: string; cause?: unknown }): string {
  const cause = facts.cause;
  const kind = cause instanceof Error ? cause.constructor.name : typeof cause;
  const causeCode =
    cause && typeof cause === "object" && "code" in cause && typeof cause.code === "string" ? ` ${cause.code}` : "";
  return `[trpc] request ${facts.requestId ?? "?"} ${facts.path ?? "?"} ${facts.code} (${kind}${causeCode})`;
}

/**
 * A domain error services throw without knowing about HTTP: it carries the tRPC code to answer with
 * and a reason the client switches on (e.g. INSUFFICIENT_CREDITS opens the Choose a Plan dialog).
 */
export class ReasonedError extends Error {
  constructor(
    readonly code: TRPCError["code"],
    readonly reason: ErrorReason,
    message: string,
  ) {
    super(message);
  }
}

export const createCallerFactory = t.createCallerFactory;
export const createTRPCRouter = t.router;

// 3. PROCEDURES ------------------------------------------------------------------------------------

/** Turns domain errors thrown by services into their tRPC codes instead of a 500. */
const domainErrors = t.middleware(async ({ next }) => {
  const result = await next();
  if (!result.ok && result.error.cause instanceof ReasonedError) {
    const cause = result.error.cause;
    throw new TRPCError({ code: cause.code, message: cause.message, cause });
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
