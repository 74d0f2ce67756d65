import type { TRPCRouterRecord } from "@trpc/server";

import {
  ZDocumentIdSchema,
  ZDocumentRequestSchema,
  ZRenameDocumentSchema,
  ZRefineDocumentSchema,
  ZDocumentVersionsSchema,
  ZListDocumentsSchema,
  ZEditDocumentSchema,
  ZRegenerateDocumentSchema,
  ZRestoreVersionSchema,
  ZVersionDiffSchema,
} from "@lexforge/validators";

import { editDocument } from "../services/documents/edit-document";
import { generateDocument } from "../services/documents/generate-document";
import { getDocument } from "../services/documents/get-document";
import { listDocuments } from "../services/documents/list-documents";
import { deleteDocument, renameDocument, undeleteDocument } from "../services/documents/manage-document";
import { previewRules } from "../services/documents/preview-rules";
import { refineDocument } from "../services/documents/refine-document";
import { regenerateDocument } from "../services/documents/regenerate-document";
import { diffVersions, listVersions, restoreVersion } from "../services/documents/versions";
import { protectedProcedure, publicProcedure, rateLimited } from "../trpc";

/** Every operation on a user's documents: make, read, change, version, rename and delete; owner-only. */
export const documentsRouter = {
  generate: protectedProcedure
    .use(rateLimited("generation"))
    .input(ZDocumentRequestSchema)
    .mutation(({ ctx, input }) => generateDocument(ctx.db, { userId: ctx.session.user.id, input })),

  /**
   * The review step: what the rules will change or warn about, before Generate (and before any credit is
   * spent). Public, like the form; limited per user or address, as each call runs the engine.
   */
  previewRules: publicProcedure
    .use(rateLimited("preview"))
    .input(ZDocumentRequestSchema)
    .query(({ input }) => previewRules({ input })),

  /** One page of the dashboard's documents list, searched, filtered and sorted on the server. */
  list: protectedProcedure
    .input(ZListDocumentsSchema)
    .query(({ ctx, input }) => listDocuments(ctx.db, { userId: ctx.session.user.id, query: input })),

  get: protectedProcedure
    .input(ZDocumentIdSchema)
    .query(({ ctx, input }) => getDocument(ctx.db, { userId: ctx.session.user.id, id: input.id })),

  refine: protectedProcedure
    .use(rateLimited("generation"))
    .input(ZRefineDocumentSchema)
    .mutation(({ ctx, input }) => refineDocument(ctx.db, { userId: ctx.session.user.id, ...input })),

  regenerate: protectedProcedure
    .use(rateLimited("generation"))
    .input(ZRegenerateDocumentSchema)
    .mutation(({ ctx, input }) =>
      regenerateDocument(ctx.db, { userId: ctx.session.user.id, id: input.id, input: input.request }),
    ),

  /** Saves the in-app editor's changes as a new version; free, and the state rules' warnings come back. */
  edit: protectedProcedure
    .input(ZEditDocumentSchema)
    .mutation(({ ctx, input }) => editDocument(ctx.db, { userId: ctx.session.user.id, edit: input })),

  versions: protectedProcedure
    .input(ZDocumentVersionsSchema)
    .query(({ ctx, input }) => listVersions(ctx.db, { userId: ctx.session.user.id, id: input.id })),

  diff: protectedProcedure
    .input(ZVersionDiffSchema)
    .query(({ ctx, input }) => diffVersions(ctx.db, { userId: ctx.session.user.id, ...input })),

  /** Restoring copies an earlier version as the newest one; free. */
  restore: protectedProcedure
    .input(ZRestoreVersionSchema)
    .mutation(({ ctx, input }) => restoreVersion(ctx.db, { userId: ctx.session.user.id, ...input })),

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
