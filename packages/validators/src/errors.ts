/**
 * The machine-readable reasons our tRPC errors carry in `error.data.reason` (packages/api/src/trpc.ts). The
 * server throws them (services' ReasonedError subclasses) and the client switches on them (apps/web's
 * trpc/errors.ts), both typed by this one union.
 */
export const ERROR_REASONS = [
  "ACCOUNT_NOT_FOUND",
  "PASSWORD_MANAGED_BY_PROVIDER",
  "CURRENT_PASSWORD_INCORRECT",
  "PASSWORD_CHANGED",
  "INSUFFICIENT_CREDITS",
  "UPGRADE_REQUIRED",
  "CHECKOUT_FAILED",
  "CHECKOUT_NOT_FOUND",
  "PAYMENT_NOT_COMPLETED",
  "PAYMENTS_UNAVAILABLE",
  "DOCUMENT_NOT_FOUND",
  "PARTY_NOT_FOUND",
  "PARTY_LIMIT",
  "REFINE_NOT_APPLIED",
  "INVALID_DOCUMENT_REQUEST",
  "RATE_LIMITED",
  "EMAIL_NOT_VERIFIED",
  "INVALID_EMAIL_LINK",
  "AI_DAILY_CAP",
  "PROPOSAL_NOT_FOUND",
  "PROPOSAL_STALE",
  "NOTHING_ACCEPTED",
  "VERSION_NOT_FOUND",
  "DOCUMENT_CHANGED",
  "NOTHING_CHANGED",
  "INTAKE_UNAVAILABLE",
  "AI_NOT_CONFIGURED",
  "OWN_WORDS_WARNED",
  "REFUND_REFUSED",
  "REFUND_FAILED",
  "SIGNING_NOT_ALLOWED",
  "SIGNING_ALREADY_SENT",
  "SIGNING_LINK_INVALID",
  "SIGNING_CLOSED",
  "SIGNING_CONSENT_REQUIRED",
  "SIGNING_NOT_YOUR_TURN",
] as const;
export type ErrorReason = (typeof ERROR_REASONS)[number];
