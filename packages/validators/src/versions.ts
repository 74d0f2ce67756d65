import { z } from "zod";

import { ZAnswersSchema, ZClauseIdSchema } from "./documents";
import { text } from "./text";

const documentId = z.uuid("Unknown document");
const versionNumber = z.number().int("Unknown version").min(1, "Unknown version").max(100_000, "Unknown version");

export const ZDocumentVersionsSchema = z.object({ id: documentId });

export const ZVersionDiffSchema = z.object({ id: documentId, from: versionNumber, to: versionNumber });
export type TVersionDiff = z.infer<typeof ZVersionDiffSchema>;

export const ZRestoreVersionSchema = z.object({ id: documentId, version: versionNumber });
export type TRestoreVersion = z.infer<typeof ZRestoreVersionSchema>;

const clauseText = text().trim().min(1, "A clause needs some text").max(5000, "Must be at most 5000 characters");

/**
 * One save from the in-app editor: new wording for clauses, clauses put back to the engine's wording,
 * clauses added to a section, added clauses removed, and changed answers. The server re-runs the engine
 * (and its state rules) on the result; protected clauses are refused there.
 */
export const ZEditDocumentSchema = z
  .object({
    id: documentId,
    clauses: z
      .record(ZClauseIdSchema, clauseText)
      .refine((clauses) => Object.keys(clauses).length <= 100, "Too many edited clauses")
      .optional(),
    revert: z.array(ZClauseIdSchema).max(100).optional(),
    add: z
      .array(
        z.object({
          sectionId: ZClauseIdSchema,
          heading: text().trim().min(1, "A clause needs a heading").max(120, "Must be at most 120 characters"),
          text: clauseText,
        }),
      )
      .max(10, "Add at most 10 clauses at once")
      .optional(),
    remove: z.array(ZClauseIdSchema).max(30).optional(),
    /** Move an optional or added clause one place up or down among its section's movable clauses. */
    move: z.object({ clauseId: ZClauseIdSchema, direction: z.enum(["up", "down"]) }).optional(),
    answers: ZAnswersSchema.optional(),
  })
  .refine(
    (edit) =>
      Object.keys(edit.clauses ?? {}).length +
        (edit.revert?.length ?? 0) +
        (edit.add?.length ?? 0) +
        (edit.remove?.length ?? 0) +
        (edit.move ? 1 : 0) +
        Object.keys(edit.answers ?? {}).length >
      0,
    "Nothing to save",
  );
export type TEditDocument = z.infer<typeof ZEditDocumentSchema>;
