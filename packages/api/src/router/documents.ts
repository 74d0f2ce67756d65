import type { TRPCRouterRecord } from "@trpc/server";

import { ZDocumentIdSchema, ZRenameDocumentSchema } from "@lexforge/validators";

import { deleteDocument, renameDocument, undeleteDocument } from "../services/documents/manage-document";
import { protectedProcedure } from "../trpc";

/** The documents list's actions (the generator router makes and changes documents); owner-only. */
export const documentsRouter = {
  rename: protectedProcedure
    .input(ZRenameDocumentSchema)
    .mutation(({ ctx, input }) => renameDocument(ctx.db, { userId: ctx.session.user.id, ...input })),

  /** Soft delete: the document disappears at once and `undelete` (the toast's Undo) brings it back. */
  delete: protectedProcedure
    .input(ZDocumentIdSchema)
    .mutation(({ ctx, input }) => deleteDocument(ctx.db, { userId: ctx.session.user.id, id: input.id })),

  undelete: protectedProcedure
    .input(ZDocumentIdSchema)
    .mutation(({ ctx, input }) => undeleteDocument(ctx.db, { userId: ctx.session.user.id, id: input.id })),
} satisfies TRPCRouterRecord;
