/**
 * The errors services throw, independent of the transport: each carries a code (the kind of failure), the
 * reason the client switches on (e.g. INSUFFICIENT_CREDITS opens the Choose a Plan dialog) and a message a
 * user may read. tRPC maps the code to its own error once (trpc.ts); route handlers map it to an HTTP status
 * once (httpStatus). Services never import the tRPC set-up.
 */
import { errorFacts, log } from "@lexforge/log";
import type { ErrorReason } from "@lexforge/validators";

const STATUS = {
  BAD_REQUEST: 400,
  PAYMENT_REQUIRED: 402,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PRECONDITION_FAILED: 412,
  UNPROCESSABLE_CONTENT: 422,
  TOO_MANY_REQUESTS: 429,
  BAD_GATEWAY: 502,
  SERVICE_UNAVAILABLE: 503,
} as const;

/** Named as tRPC names its codes, so the tRPC mapping is the identity (checked where it is made). */
export type AppErrorCode = keyof typeof STATUS;

export class AppError extends Error {
  constructor(
    readonly code: AppErrorCode,
    readonly reason: ErrorReason,
    message: string,
  ) {
    super(message);
  }
}

/** The HTTP status a route handler answers an AppError with. */
export const httpStatus = (error: AppError): number => STATUS[error.code];

/**
 * The one line an unexpected error leaves in the server log. Error messages and stacks are left out on
 * purpose: a database error's message carries the query's parameters (names, e-mails, whole documents).
 * The error's class and its machine code (e.g. Postgres' 23505) are enough to find it with the request id.
 */
export function logError(facts: { requestId?: string; path?: string; code: string; cause?: unknown }) {
  const { cause, ...rest } = facts;
  log.error({ ...rest, ...errorFacts(cause) }, "unexpected error");
}
