import { z } from "zod";

import { MAX_DOCUMENT_NAME, ZDocumentTypeSchema } from "./documents";
import { text } from "./text";

/** The orders the dashboard's Sort by offers: last change and creation newest first, name A–Z. */
export const DOCUMENT_SORTS = ["changed", "created", "name"] as const;
export type TDocumentSort = (typeof DOCUMENT_SORTS)[number];

/** A longer search could match no name (Rename's limit), so it is refused. */
export const MAX_DOCUMENT_SEARCH = MAX_DOCUMENT_NAME;

/**
 * One page of the dashboard's documents list: search, type filter, sort and paging all run on the server,
 * so the browser never holds more than a page of an account's documents. No type means every type.
 */
export const ZListDocumentsSchema = z.object({
  page: z.number().int().min(1).max(1_000_000).default(1),
  search: text()
    .trim()
    .max(MAX_DOCUMENT_SEARCH, `Search must be at most ${MAX_DOCUMENT_SEARCH} characters`)
    .default(""),
  type: ZDocumentTypeSchema.optional(),
  sort: z.enum(DOCUMENT_SORTS).default("changed"),
});
export type TListDocuments = z.infer<typeof ZListDocumentsSchema>;
export type TListDocumentsInput = z.input<typeof ZListDocumentsSchema>;

/** What the dashboard prefetches and the tab starts from: the same key, so the prefetched page is used. */
export const DEFAULT_DOCUMENTS_QUERY = { page: 1, search: "", sort: "changed" } satisfies TListDocumentsInput;
