/** Reads the error data our tRPC error formatter adds (see packages/api/src/trpc.ts). */
type ErrorData = {
  reason?: string;
  httpStatus?: number;
  zodError?: { formErrors: string[]; fieldErrors: Record<string, string[] | undefined> } | null;
};

function dataOf(error: unknown): ErrorData {
  if (!error || typeof error !== "object" || !("data" in error)) return {};
  const data = (error as { data: unknown }).data;
  return data && typeof data === "object" ? (data as ErrorData) : {};
}

export const errorReason = (error: unknown) => dataOf(error).reason;

export const isInsufficientCredits = (error: unknown) =>
  errorReason(error) === "INSUFFICIENT_CREDITS" || dataOf(error).httpStatus === 402;

export const isUnauthorized = (error: unknown) => dataOf(error).httpStatus === 401;

/** Field errors keyed by the flattened top-level field name ("parties", "purpose", ...). */
export const zodFieldErrors = (error: unknown) => dataOf(error).zodError?.fieldErrors;

export const errorMessage = (error: unknown) => (error instanceof Error ? error.message : "");
