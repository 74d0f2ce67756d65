import type { TRPCRouterRecord } from "@trpc/server";

import { getBalance } from "../services/credits/get-balance";
import { protectedProcedure } from "../trpc";

export const creditsRouter = {
  /** -1 = unlimited. */
  balance: protectedProcedure.query(({ ctx }) => getBalance(ctx.db, { userId: ctx.session.user.id })),
} satisfies TRPCRouterRecord;
