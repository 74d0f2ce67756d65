import type { TRPCRouterRecord } from "@trpc/server";

import { ZCreatePartySchema, ZPartyIdSchema, ZUpdatePartySchema } from "@lexforge/validators";

import { createParty, deleteParty, listParties, updateParty } from "../services/parties/saved-parties";
import { protectedProcedure } from "../trpc";

/** Saved parties (the contact book); owner-only. */
export const partiesRouter = {
  list: protectedProcedure.query(({ ctx }) => listParties(ctx.db, { userId: ctx.session.user.id })),

  create: protectedProcedure
    .input(ZCreatePartySchema)
    .mutation(({ ctx, input }) => createParty(ctx.db, { userId: ctx.session.user.id, party: input })),

  update: protectedProcedure
    .input(ZUpdatePartySchema)
    .mutation(({ ctx, input }) => updateParty(ctx.db, { userId: ctx.session.user.id, party: input })),

  delete: protectedProcedure
    .input(ZPartyIdSchema)
    .mutation(({ ctx, input }) => deleteParty(ctx.db, { userId: ctx.session.user.id, id: input.id })),
} satisfies TRPCRouterRecord;
