import type { PlanId } from "@lexforge/payments/plans";

/** The billing.summary contract the cards are written against. */
export type BillingSummary = {
  credits: number;
  plan: { id: PlanId; name: string } | null;
  paymentMethod: { brand: string; last4: string; expMonth: number | null; expYear: number | null } | null;
  latestTransactions: {
    id: string;
    planId: PlanId;
    label: string;
    date: Date;
    amountCents: number;
    refundedAt: Date | null;
    /** With a plan but no transactions, one entry dated 30 days before the next billing date. */
    synthetic: boolean;
    /** Whether Billing offers the guarantee's refund and the balance after it; if not, why (null once refunded). */
    refund: { available: true; balanceAfter: number } | { available: false; reason: string | null };
  }[];
};
