import type { TRPCRouterRecord } from "@trpc/server";

import {
  ZAcceptProposalSchema,
  ZDescribeSituationSchema,
  ZDocumentRequestSchema,
  ZProposalIdSchema,
  ZRefineDocumentSchema,
} from "@lexforge/validators";

import { acceptProposal, rejectProposal } from "../services/ai/accept-proposal";
import { NO_AI } from "../services/ai/ai-settings";
import { describeSituation } from "../services/ai/describe-situation";
import { proposeGenerationSuggestions } from "../services/ai/propose-generation";
import { proposeRefinement } from "../services/ai/propose-refinement";
import { streamProgress } from "../services/ai/stream-progress";
import { protectedProcedure, publicProcedure, rateLimited } from "../trpc";

export const aiRouter = {
  /** Whether a language model is configured, so the UI can say which features need one. */
  status: publicProcedure.query(({ ctx }) => ({ configured: ctx.ai?.model !== undefined })),

  /** Streamed (httpBatchStreamLink): progress stages, then the proposal. */
  proposeRefinement: protectedProcedure
    .use(rateLimited("generation"))
    .input(ZRefineDocumentSchema)
    .mutation(({ ctx, input, signal }) =>
      streamProgress((onProgress) =>
        proposeRefinement(ctx.db, {
          userId: ctx.session.user.id,
          ...input,
          ai: ctx.ai ?? NO_AI,
          onProgress,
          signal,
        }),
      ),
    ),

  /**
   * AI generation: suggestions for an AI-mode request (inferred answers, optional clauses, conflicts to ask
   * about) for the user to confirm before generating. Free here; streamed like proposeRefinement.
   */
  proposeGeneration: protectedProcedure
    .use(rateLimited("generation"))
    .input(ZDocumentRequestSchema)
    .mutation(({ ctx, input, signal }) =>
      streamProgress((onProgress) =>
        proposeGenerationSuggestions(ctx.db, {
          userId: ctx.session.user.id,
          input,
          ai: ctx.ai ?? NO_AI,
          onProgress,
          signal,
        }),
      ),
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
