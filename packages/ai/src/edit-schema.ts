/**
 * The edit schema, built per document: the model can only name question fields, optional clauses,
 * rewritable clauses and sections that exist in this document, so an invented id fails validation
 * before anything runs.
 */
import { z } from "zod";

import type { LegalDocument, StructuredEdit } from "@lexforge/doc-engine";
import { PARTY_FIELDS, getTypeDefinition, modelMayAnswer, rewritableClauseIds } from "@lexforge/doc-engine";

const reason = z.string().min(3).max(300).describe("One line saying why, in plain English.");
const enumOf = (values: readonly string[]) => z.enum(values as [string, ...string[]]);

export type DocumentIds = {
  answerFields: string[];
  optionalClauses: string[];
  rewritable: string[];
  sections: string[];
};

export function documentIds(document: LegalDocument): DocumentIds {
  const definition = getTypeDefinition(document.type);
  return {
    // Lists of people with their figures are filled in on the form only (the engine refuses model edits to them).
    answerFields: definition?.questions.filter(modelMayAnswer).map((question) => question.name) ?? [],
    optionalClauses: definition?.optionalClauses.map((item) => item.id) ?? [],
    rewritable: rewritableClauseIds(document),
    sections: document.sections.map((section) => section.id).filter((id) => id !== "governing-law"),
  };
}

export function editSchemaFor(ids: DocumentIds) {
  const variants: z.ZodObject[] = [
    z.object({ kind: z.literal("set-party"), field: z.enum(PARTY_FIELDS), value: z.string().min(1).max(500), reason }),
    z.object({ kind: z.literal("set-tone"), tone: z.enum(["standard", "formal", "plain"]), reason }),
  ];
  if (ids.answerFields.length > 0)
    variants.push(
      z.object({
        kind: z.literal("set-answer"),
        field: enumOf(ids.answerFields),
        value: z.union([z.string().max(2000), z.number(), z.boolean()]),
        reason,
      }),
    );
  if (ids.optionalClauses.length > 0)
    variants.push(
      z.object({ kind: z.literal("include-clause"), clauseId: enumOf(ids.optionalClauses), reason }),
      z.object({ kind: z.literal("exclude-clause"), clauseId: enumOf(ids.optionalClauses), reason }),
    );
  if (ids.rewritable.length > 0)
    variants.push(
      z.object({
        kind: z.literal("rewrite-clause"),
        clauseId: enumOf(ids.rewritable),
        text: z.string().min(1).max(2000),
        reason,
      }),
    );
  if (ids.sections.length > 0)
    variants.push(
      z.object({
        kind: z.literal("add-clause"),
        sectionId: enumOf(ids.sections),
        heading: z.string().min(1).max(80),
        text: z.string().min(1).max(2000),
        reason,
      }),
    );
  return z.object({
    edits: z.array(z.discriminatedUnion("kind", variants as [z.ZodObject, ...z.ZodObject[]])).max(12),
    /** Set when the instruction cannot be carried out within the document: said to the user as it is. */
    cannotApply: z.string().max(300).nullable(),
  });
}

export type EditProposal = { edits: StructuredEdit[]; cannotApply: string | null };
