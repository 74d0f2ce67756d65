import { z } from "zod";

import { PLAN_IDS } from "@lexforge/payments/plans";

import { text } from "./text";

export const ZPlanIdSchema = z.enum(PLAN_IDS, { error: "Unknown plan" });

/**
 * Where a checkout started from a document returns the buyer: that document's page and nothing else, so the
 * success and cancel links can never lead off the site.
 */
export const DOCUMENT_RETURN_PATH =
  /^\/documents\/[a-z]+(?:-[a-z]+)*\?doc=[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The document page to go back to, or undefined for anything else (a URL parameter, say). */
export const documentReturnPath = (value: string | null | undefined): string | undefined =>
  value && DOCUMENT_RETURN_PATH.test(value) ? value : undefined;

export const ZCreateCheckoutSchema = z.object({
  planId: ZPlanIdSchema,
  returnTo: z.string().regex(DOCUMENT_RETURN_PATH, "Unknown return page").optional(),
});
export type TCreateCheckout = z.infer<typeof ZCreateCheckoutSchema>;

/** Stripe checkout session ids (`cs_test_…`, `cs_live_…`, and our local `cs_test_local_…`). */
export const ZCheckoutSessionIdSchema = text()
  .trim()
  .min(1, "Missing Session ID")
  .max(255, "Unknown checkout session")
  .regex(/^cs_[A-Za-z0-9_]+$/, "Unknown checkout session");

export const ZVerifyCheckoutSchema = z.object({ sessionId: ZCheckoutSessionIdSchema });
export type TVerifyCheckout = z.infer<typeof ZVerifyCheckoutSchema>;

export const ZRefundSchema = z.object({ transactionId: z.uuid("Unknown purchase") });
export type TRefund = z.infer<typeof ZRefundSchema>;

export const TRANSACTION_SORT_FIELDS = ["date", "plan", "amount"] as const;
export const MAX_TRANSACTIONS_PAGE_SIZE = 100;

/** The transactions list (and its CSV): search, filters, sort and paging all run on the server. */
export const ZTransactionsQuerySchema = z
  .object({
    search: text().trim().max(100, "Search must be at most 100 characters").optional(),
    planId: ZPlanIdSchema.optional(),
    /** Inclusive calendar days, YYYY-MM-DD (UTC). */
    from: z.iso.date("Enter a valid date").optional(),
    to: z.iso.date("Enter a valid date").optional(),
    sort: z
      .object({
        field: z.enum(TRANSACTION_SORT_FIELDS),
        direction: z.enum(["asc", "desc"]),
      })
      .default({ field: "date", direction: "desc" }),
    page: z.number().int().min(1).max(100_000).default(1),
    pageSize: z.number().int().min(1).max(MAX_TRANSACTIONS_PAGE_SIZE).default(10),
  })
  .refine((value) => !value.from || !value.to || value.from <= value.to, {
    message: "From Date must be on or before To Date",
    path: ["to"],
  });
export type TTransactionsQuery = z.infer<typeof ZTransactionsQuerySchema>;
export type TTransactionsQueryInput = z.input<typeof ZTransactionsQuerySchema>;

/** The CSV export reads the same filters from the query string. */
export const ZTransactionsCsvQuerySchema = z
  .object({
    search: text().trim().max(100).optional(),
    planId: ZPlanIdSchema.optional(),
    from: z.iso.date().optional(),
    to: z.iso.date().optional(),
    sort: z.enum(TRANSACTION_SORT_FIELDS).default("date"),
    direction: z.enum(["asc", "desc"]).default("desc"),
  })
  .refine((value) => !value.from || !value.to || value.from <= value.to, {
    message: "From Date must be on or before To Date",
    path: ["to"],
  });

const digits = (value: string) => value.replace(/[\s-]/g, "");

/** The local test checkout's card form (never used with real Stripe, which hosts its own form). */
export const ZTestCardSchema = z.object({
  cardNumber: text()
    .transform(digits)
    .pipe(text().regex(/^\d{12,19}$/, "Enter a valid card number")),
  expiry: text()
    .trim()
    .regex(/^(0[1-9]|1[0-2])\s*\/\s*(\d{2})$/, "Enter the expiry as MM/YY"),
  cvc: text()
    .trim()
    .regex(/^\d{3,4}$/, "Enter the 3-digit CVC"),
  name: text().trim().min(1, "Enter the name on the card").max(100, "Name is too long"),
});
export type TTestCard = z.infer<typeof ZTestCardSchema>;

/** "MM/YY" → month and four-digit year. */
export function parseExpiry(expiry: string): { month: number; year: number } {
  const match = /^(\d{2})\s*\/\s*(\d{2})$/.exec(expiry.trim());
  return { month: Number(match?.[1] ?? 0), year: 2000 + Number(match?.[2] ?? 0) };
}
