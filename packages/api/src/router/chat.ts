import type { TRPCRouterRecord } from "@trpc/server";

import { ZChatSubmitSchema } from "@lexforge/validators";

import { createSupportRequest } from "../services/support/create-support-request";
import { publicProcedure, rateLimited } from "../trpc";

export const chatRouter = {
  /** Contact form or live-agent request from the chat widget; anonymous visitors may send one too. */
  submit: publicProcedure
    .use(rateLimited("support", "user"))
    .input(ZChatSubmitSchema)
    .mutation(({ ctx, input }) => createSupportRequest(ctx.db, { ...input, userId: ctx.session?.user?.id ?? null })),
} satisfies TRPCRouterRecord;
