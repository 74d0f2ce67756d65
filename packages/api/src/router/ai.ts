import type { TRPCRouterRecord } from "@trpc/server";

import {
  ZAcceptProposalSchema,
  ZDescribeSituationSchema,
  ZProposalIdSchema,
  ZRefineDocumentSchema,
} from "@lexforge/validators";

import { acceptProposal, rejectProposal } from "../services/ai/accept-proposal";
import { NO_AI } from "../services/ai/ai-settings";
import { describeSituation } from "../services/ai/describe-situation";
import { proposeRefinement } from "../services/ai/propose-refinement";
import { protectedProcedure, publicProcedure, rateLimited } from "../trpc";

export const aiRouter = {
  /** Whether a language model is configured, so the UI can say which features need one. */
  status: publicProcedure.query(({ ctx }) => ({ configured: ctx.ai?.model !== undefined })),

  proposeRefinement: protectedProcedure
    .use(rateLimited("generation"))
    .input(ZRefineDocumentSchema)
    .mutation(({ ctx, input }) =>
      proposeRefinement(ctx.db, { userId: ctx.session.user.id, ...input, ai: ctx.ai ?? NO_AI }),
    ),

  acceptProposal: protectedProcedure
    .input(ZAcceptProposalSchema)
    .mutation(({ ctx, input }) => acceptProposal(ctx.db, { userId: ctx.session.user.id, ...input })),

  rejectProposal: protectedProcedure
    .input(ZProposalIdSchema)
    .mutation(({ ctx, input }) => rejectProposal(ctx.db, { userId: ctx.session.user.id, ...input })),

  /** Free; counts toward the daily cap. */
  describeSituation: protectedProcedure
    .input(ZDescribeSituationSchema)
    .mutation(({ ctx, input }) =>
      describeSituation(ctx.db, { userId: ctx.session.user.id, ...input, ai: ctx.ai ?? NO_AI }),
    ),
} satisfies TRPCRouterRecord;
