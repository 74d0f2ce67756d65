import { z } from "zod";

import { DOCUMENT_TYPES, JURISDICTION_NAMES } from "@lexforge/doc-engine/data";

import { REFINE_INSTRUCTIONS_REQUIRED } from "./messages";
import { text } from "./text";

/** Trimmed text, required, with a length cap so an oversized string is a 400, not a 500. */
const required = (max: number) =>
  text().trim().min(1, "This field is required").max(max, `Must be at most ${max} characters`);
const optional = (max: number) => text().trim().max(max, `Must be at most ${max} characters`).optional();

export const ZDocumentTypeSchema = z.enum(DOCUMENT_TYPES, { error: "Unknown document type" });
const jurisdictionNames: ReadonlySet<string> = new Set(JURISDICTION_NAMES);
export const ZJurisdictionSchema = text().refine(
  (name) => jurisdictionNames.has(name),
  "Choose a US state or the District of Columbia",
);

/**
 * A party that signs as a company: present means "company", absent means "individual". The signer's name
 * and title are optional; left blank, the signature block keeps blank "Name:" and "Title:" lines.
 */
export const ZPartyEntitySchema = z.object({
  signerName: optional(200),
  signerTitle: optional(120),
});
export type TPartyEntity = z.infer<typeof ZPartyEntitySchema>;

export const ZPartiesSchema = z.object({
  party1Name: required(200),
  party1Address: required(500),
  party2Name: required(200),
  party2Address: required(500),
  party1Entity: ZPartyEntitySchema.optional(),
  party2Entity: ZPartyEntitySchema.optional(),
});

const ZAnswerValueSchema = z.union([text().max(5000), z.number().finite(), z.boolean(), z.null()]);

/** One row of a list answer (a member with a contribution, a beneficiary with a share): named fields. */
const ZAnswerRowSchema = z
  .record(text().max(64), z.union([text().max(500), z.number().finite(), z.null()]))
  .refine((row) => Object.keys(row).length <= 10, "Too many fields in a row");

/** The guided answers: values are checked by the type's own schema; here only size and shape. */
export const ZAnswersSchema = z
  .record(text().max(64), z.union([ZAnswerValueSchema, z.array(ZAnswerRowSchema).max(30)]))
  .refine((answers) => Object.keys(answers).length <= 60, "Too many answers");

/** Who wrote a clause's wording when it is not the engine's template text. */
export const ZClauseSourceSchema = z.enum(["ai", "user"]);
/** Clause and section ids as the engine writes them: lower-case words joined by dots and hyphens. */
export const ZClauseIdSchema = text()
  .max(120)
  .regex(/^[a-z0-9][a-z0-9.-]*$/, "Unknown clause");

export const ZClauseOverrideSchema = z.object({
  text: required(5000),
  source: ZClauseSourceSchema,
  reason: optional(300),
});
export type TClauseOverride = z.infer<typeof ZClauseOverrideSchema>;

/** Per-clause wording by clause id; the engine refuses protected clauses (governing law, rules, signatures). */
export const ZClauseOverridesSchema = z
  .record(ZClauseIdSchema, ZClauseOverrideSchema)
  .refine((overrides) => Object.keys(overrides).length <= 100, "Too many edited clauses");

export const ZCustomClauseSchema = z.object({
  id: ZClauseIdSchema,
  sectionId: ZClauseIdSchema,
  heading: required(120),
  text: required(5000),
  source: ZClauseSourceSchema,
  reason: optional(300),
});
export type TCustomClause = z.infer<typeof ZCustomClauseSchema>;

export const ZCustomClausesSchema = z
  .array(ZCustomClauseSchema)
  .max(30, "Too many added clauses")
  .refine((clauses) => new Set(clauses.map((item) => item.id)).size === clauses.length, "Clause ids must be unique");

/**
 * Optional clauses switched on or off by hand or by confirmed AI suggestions (ids the type does not have
 * are ignored by the engine).
 */
export const ZDocumentStyleSchema = z.object({
  include: z.array(ZClauseIdSchema).max(30).optional(),
  exclude: z.array(ZClauseIdSchema).max(30).optional(),
});

/** The user's order of each section's movable clauses (optional and added ones), by section id. */
export const ZClauseOrderSchema = z
  .record(ZClauseIdSchema, z.array(ZClauseIdSchema).max(60))
  .refine((order) => Object.keys(order).length <= 40, "Too many sections");

export const ZDocumentRequestSchema = z.object({
  documentType: ZDocumentTypeSchema,
  jurisdiction: ZJurisdictionSchema,
  parties: ZPartiesSchema,
  purpose: required(2000),
  details: optional(10000),
  additionalTerms: optional(10000),
  useAI: z.boolean().default(true),
  answers: ZAnswersSchema.optional(),
  clauseOverrides: ZClauseOverridesSchema.optional(),
  customClauses: ZCustomClausesSchema.optional(),
  style: ZDocumentStyleSchema.optional(),
  clauseOrder: ZClauseOrderSchema.optional(),
});
export type TDocumentRequest = z.infer<typeof ZDocumentRequestSchema>;
export type TDocumentRequestInput = z.input<typeof ZDocumentRequestSchema>;

export const ZDocumentIdSchema = z.object({ id: z.uuid("Unknown document") });

export const ZRefineDocumentSchema = z.object({
  id: z.uuid("Unknown document"),
  instruction: text()
    .trim()
    .min(1, REFINE_INSTRUCTIONS_REQUIRED)
    .max(2000, "Instructions must be at most 2000 characters"),
  /** The user has seen what the law says about their own words in this change and refines anyway. */
  acceptWarnings: z.boolean().optional(),
});
export type TRefineDocument = z.infer<typeof ZRefineDocumentSchema>;

export const ZRegenerateDocumentSchema = z.object({
  id: z.uuid("Unknown document"),
  request: ZDocumentRequestSchema.optional(),
});

export const DOWNLOAD_FORMATS = ["docx", "pdf", "txt"] as const;
export const ZDownloadFormatSchema = z.enum(DOWNLOAD_FORMATS);

export const ZProposalIdSchema = z.object({ proposalId: z.uuid("Unknown proposal") });

/** Accept some of a proposal's changes, by their index in the proposal. */
export const ZAcceptProposalSchema = z.object({
  proposalId: z.uuid("Unknown proposal"),
  accept: z
    .array(z.number().int().min(0).max(50))
    .min(1, "Choose at least one change to accept, or reject the proposal.")
    .max(50),
});
export type TAcceptProposal = z.infer<typeof ZAcceptProposalSchema>;

/** "Describe your situation": the user's own words, for the model to fill the form from. */
export const ZDescribeSituationSchema = z.object({
  type: ZDocumentTypeSchema,
  text: z
    .string()
    .trim()
    .min(20, "Describe your situation in a sentence or two.")
    .max(4000, "Must be at most 4000 characters"),
});

/** Dashboard → Rename: the user's own name for a document, shown in the list instead of the automatic one. */
/** The longest document name Rename accepts (and so the longest search that can match one). */
export const MAX_DOCUMENT_NAME = 200;

export const ZRenameDocumentSchema = z.object({
  id: z.uuid("Unknown document"),
  name: text()
    .trim()
    .min(1, "Please enter a name")
    .max(MAX_DOCUMENT_NAME, `Name must be at most ${MAX_DOCUMENT_NAME} characters`),
});
export type TRenameDocument = z.infer<typeof ZRenameDocumentSchema>;
