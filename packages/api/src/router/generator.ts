import type { TRPCRouterRecord } from "@trpc/server";

import {
  ZDocumentIdSchema,
  ZDocumentRequestSchema,
  ZRefineDocumentSchema,
  ZRegenerateDocumentSchema,
} from "@lexforge/validators";

import { generateDocument } from "../services/documents/generate-document";
import { getDocument, listDocuments } from "../services/documents/get-document";
import { refineDocument } from "../services/documents/refine-document";
import { regenerateDocument } from "../services/documents/regenerate-document";
import { protectedProcedure } from "../trpc";

export const generatorRouter = {
  generate: protectedProcedure
    .input(ZDocumentRequestSchema)
    .mutation(({ ctx, input }) => generateDocument(ctx.db, { userId: ctx.session.user.id, input })),

  list: protectedProcedure.query(({ ctx }) => listDocuments(ctx.db, { userId: ctx.session.user.id })),

  get: protectedProcedure
    .input(ZDocumentIdSchema)
    .query(({ ctx, input }) => getDocument(ctx.db, { userId: ctx.session.user.id, id: input.id })),

  refine: protectedProcedure
    .input(ZRefineDocumentSchema)
    .mutation(({ ctx, input }) => refineDocument(ctx.db, { userId: ctx.session.user.id, ...input })),

  regenerate: protectedProcedure
    .input(ZRegenerateDocumentSchema)
    .mutation(({ ctx, input }) =>
      regenerateDocument(ctx.db, { userId: ctx.session.user.id, id: input.id, input: input.request }),
    ),
} satisfies TRPCRouterRecord;
