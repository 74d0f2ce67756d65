import type { TRPCClientError } from "@trpc/client";

import type { AppRouter } from "@lexforge/api";
import type { ErrorReason } from "@lexforge/validators";

/**
 * The one place the client reads a tRPC error: the data our error formatter adds (packages/api/src/trpc.ts:
 * httpStatus, reason, zodError), typed by the router. Anything that is not a tRPC error has none of it.
 */
type ErrorData = Partial<NonNullable<TRPCClientError<AppRouter>["data"]>>;

function dataOf(error: unknown): ErrorData {
  // By name, as @trpc/client's own isTRPCClientError also accepts: importing the class brought the client
  // and part of @trpc/server into pages that load the client lazily (pricing).
  const isTRPCError = error instanceof Error && error.name === "TRPCClientError";
  return isTRPCError ? ((error as TRPCClientError<AppRouter>).data ?? {}) : {};
}

export const errorReason = (error: unknown): ErrorReason | undefined => dataOf(error).reason;

export const hasReason = (error: unknown, ...reasons: ErrorReason[]) => {
  const reason = errorReason(error);
  return reason !== undefined && reasons.includes(reason);
};

export const httpStatus = (error: unknown): number | undefined => dataOf(error).httpStatus;

export const isInsufficientCredits = (error: unknown) =>
  hasReason(error, "INSUFFICIENT_CREDITS") || httpStatus(error) === 402;

export const isUnauthorized = (error: unknown) => httpStatus(error) === 401;

/** A 4xx answer: retrying the same request will not help. */
export const isClientError = (error: unknown) => {
  const status = httpStatus(error);
  return status !== undefined && status >= 400 && status < 500;
};

/** Field errors keyed by the flattened top-level field name ("parties", "purpose", "name", ...). */
export const zodFieldErrors = (error: unknown): Record<string, string[] | undefined> | undefined =>
  dataOf(error).zodError?.fieldErrors;

/**
 * What to show a person: a rejected input's first reason (tRPC's own message for one is the issues as JSON),
 * else the error's message.
 */
export const errorMessage = (error: unknown) => {
  const zod = dataOf(error).zodError;
  const fields = (zod?.fieldErrors ?? {}) as Record<string, string[] | undefined>;
  const reasons: string[] = [...(zod?.formErrors ?? []), ...Object.values(fields).flatMap((list) => list ?? [])];
  return reasons[0] ?? (error instanceof Error ? error.message : "");
};

/** A 429: the server's message says to wait; the Retry-After header says how long. */
export const isRateLimited = (error: unknown) => hasReason(error, "RATE_LIMITED") || httpStatus(error) === 429;
