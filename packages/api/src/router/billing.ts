import type { TRPCRouterRecord } from "@trpc/server";

import {
  ZCreateCheckoutSchema,
  ZRefundSchema,
  ZTransactionsQuerySchema,
  ZVerifyCheckoutSchema,
} from "@lexforge/validators";

import { getBillingSummary } from "../services/billing/get-billing-summary";
import { listTransactions } from "../services/billing/list-transactions";
import { refundPurchase } from "../services/billing/refund-purchase";
import { startCheckout } from "../services/billing/start-checkout";
import { checkoutMode } from "../services/billing/payments-mode";
import { verifyCheckout } from "../services/billing/verify-checkout";
import { protectedProcedure, publicProcedure } from "../trpc";

export const billingRouter = {
  /** → "live" | "test" | "unavailable": drives the test-card notice and whether the pay buttons work. */
  checkoutMode: publicProcedure.query(({ ctx }) => checkoutMode(ctx.payments)),

  /** → { url }: Stripe's hosted checkout, or the local test checkout outside production. */
  createCheckout: protectedProcedure.input(ZCreateCheckoutSchema).mutation(({ ctx, input }) =>
    startCheckout(ctx.db, {
      userId: ctx.session.user.id,
      planId: input.planId,
      returnTo: input.returnTo,
      config: ctx.payments,
      appUrl: ctx.appUrl,
    }),
  ),

  /** → { creditsAdded (-1 unlimited), planId, credits (balance after) } */
  verifyCheckout: protectedProcedure
    .input(ZVerifyCheckoutSchema)
    .mutation(({ ctx, input }) =>
      verifyCheckout(ctx.db, { sessionId: input.sessionId, userId: ctx.session.user.id, config: ctx.payments }),
    ),

  /** → { credits (balance after), refundedAt, amountCents }: the guarantee, for a purchase plans.ts' rule allows. */
  refund: protectedProcedure
    .input(ZRefundSchema)
    .mutation(({ ctx, input }) =>
      refundPurchase(ctx.db, { userId: ctx.session.user.id, transactionId: input.transactionId, config: ctx.payments }),
    ),

  summary: protectedProcedure.query(({ ctx }) => getBillingSummary(ctx.db, { userId: ctx.session.user.id })),

  /** → { rows, total, page, pageCount }; search, filters, sort and paging run in SQL. */
  transactions: protectedProcedure
    .input(ZTransactionsQuerySchema)
    .query(({ ctx, input }) => listTransactions(ctx.db, { userId: ctx.session.user.id, query: input })),
} satisfies TRPCRouterRecord;
