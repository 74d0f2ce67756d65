/**
 * Reading documents back from storage (the jsonb columns): zod schemas that mirror model.ts, so a row is
 * checked when it is read instead of being cast. Each schema is annotated with its model type, so a change
 * to model.ts that the schema does not follow fails the typecheck here.
 */
import { z } from "zod";

import type {
  ChecklistItem,
  ClauseOverride,
  CustomClause,
  DocumentRequest,
  DocumentStyle,
  ExecutionBlock,
  ExecutionPart,
  LegalDocument,
  LetterHead,
  Parties,
  PartyEntity,
  RuleWarning,
  Section,
  SignatureLine,
} from "./model";
import type { StructuredEdit } from "./edits";
import { PARTY_FIELDS } from "./edits";
import { DOCUMENT_TYPES } from "./model";
import { currentDocument } from "./upgrade";

const clauseSource = z.enum(["ai", "user"]);
const partyEntity: z.ZodType<PartyEntity> = z.object({
  signerName: z.string().optional(),
  signerTitle: z.string().optional(),
});
const parties: z.ZodType<Parties> = z.object({
  party1Name: z.string(),
  party1Address: z.string(),
  party2Name: z.string(),
  party2Address: z.string(),
  party1Entity: partyEntity.optional(),
  party2Entity: partyEntity.optional(),
});
const style: z.ZodType<DocumentStyle> = z.object({
  tone: z.enum(["standard", "formal", "plain"]).optional(),
  concise: z.boolean().optional(),
  include: z.array(z.string()).optional(),
  exclude: z.array(z.string()).optional(),
});
const clauseOverride: z.ZodType<ClauseOverride> = z.object({
  text: z.string(),
  source: clauseSource,
  reason: z.string().optional(),
});
const customClause: z.ZodType<CustomClause> = z.object({
  id: z.string(),
  sectionId: z.string(),
  heading: z.string(),
  text: z.string(),
  source: clauseSource,
  reason: z.string().optional(),
});

export const storedRequestSchema: z.ZodType<DocumentRequest> = z.object({
  documentType: z.enum(DOCUMENT_TYPES),
  jurisdiction: z.string(),
  parties,
  purpose: z.string(),
  details: z.string().optional(),
  additionalTerms: z.string().optional(),
  useAI: z.boolean(),
  answers: z.record(z.string(), z.unknown()).optional(),
  date: z.string(),
  style: style.optional(),
  clauseOverrides: z.record(z.string(), clauseOverride).optional(),
  customClauses: z.array(customClause).optional(),
  clauseOrder: z.record(z.string(), z.array(z.string())).optional(),
});

const section: z.ZodType<Section> = z.object({
  id: z.string(),
  heading: z.string(),
  explanation: z.string(),
  clauses: z.array(
    z.object({
      id: z.string(),
      text: z.string(),
      addedBecause: z.string().optional(),
      heading: z.string().optional(),
      origin: clauseSource.optional(),
      originReason: z.string().optional(),
    }),
  ),
});
const signatureLine: z.ZodType<SignatureLine> = z.object({
  role: z.string(),
  name: z.string().optional(),
  entity: partyEntity.optional(),
  fields: z.array(z.object({ label: z.string(), value: z.string().optional() })),
});
const executionPart: z.ZodType<ExecutionPart> = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("text"), text: z.string() }),
  z.object({
    kind: z.literal("notice"),
    title: z.string().optional(),
    paragraphs: z.array(z.string()),
    points: z.number().optional(),
  }),
  z.object({ kind: z.literal("venue"), lines: z.array(z.string()) }),
  z.object({ kind: z.literal("signature"), line: signatureLine }),
]);
const executionBlock: z.ZodType<ExecutionBlock> = z.object({
  id: z.string(),
  heading: z.string(),
  citation: z.string().optional(),
  verified: z.boolean().optional(),
  parts: z.array(executionPart),
});
const checklistItem: z.ZodType<ChecklistItem> = z.object({
  text: z.string(),
  citation: z.string().optional(),
  verified: z.boolean().optional(),
});
const ruleWarning: z.ZodType<RuleWarning> = z.object({
  family: z.string(),
  message: z.string(),
  citation: z.string(),
  effectiveDate: z.string().optional(),
  verified: z.boolean().optional(),
  field: z.string().optional(),
  applied: z.string().optional(),
});
const party = z.object({ name: z.string(), address: z.string() });
const letterHead: z.ZodType<LetterHead> = z.object({
  sender: party,
  dateLine: z.string(),
  recipient: party,
  reference: z.string(),
});

/** A stored document; those written by engines before shapes and execution blocks lack those four parts. */
const storedDocumentSchema = z.object({
  engineVersion: z.string(),
  type: z.enum(DOCUMENT_TYPES),
  title: z.string(),
  jurisdiction: z.object({ name: z.string(), code: z.string() }),
  date: z.string(),
  shape: z.enum(["contract", "letter", "policy", "instrument"]).optional(),
  letter: letterHead.optional(),
  notices: z.array(executionBlock).optional(),
  preamble: z.string(),
  recitals: z.array(z.string()),
  sections: z.array(section),
  execution: z.array(executionBlock).optional(),
  typeSize: z.number().optional(),
  pageFooter: z.string().optional(),
  warnings: z.array(ruleWarning),
  checklist: z.array(checklistItem).optional(),
  signing: z
    .object({
      electronic: z.boolean(),
      reason: z.string(),
      citation: z.string(),
      effectiveDate: z.string(),
      verified: z.boolean().optional(),
      source: z.object({ url: z.string(), read: z.string(), quote: z.string() }).optional(),
    })
    .optional(),
  request: storedRequestSchema,
});

/** A document request read from storage; throws (a ZodError) when the row is not one. */
export const parseStoredRequest = (value: unknown): DocumentRequest => storedRequestSchema.parse(value);

/**
 * A document read from storage, checked and brought to the current engine's structure (see upgrade.ts);
 * throws (a ZodError) when the row is not a document.
 */
export function parseStoredDocument(value: unknown): LegalDocument {
  const stored = storedDocumentSchema.parse(value);
  return currentDocument({
    ...stored,
    shape: stored.shape ?? "contract",
    notices: stored.notices ?? [],
    execution: stored.execution ?? [],
    checklist: stored.checklist ?? [],
  });
}

/**
 * A structured edit as stored with an AI proposal (ai_proposals.edits), checked again on read: which ids it may
 * name is checked when it is applied, against the document as it is then.
 */
export const storedEditSchema: z.ZodType<StructuredEdit> = z.discriminatedUnion("kind", [
  z.object({
    kind: z.literal("set-answer"),
    field: z.string(),
    value: z.union([z.string(), z.number(), z.boolean()]),
    reason: z.string(),
  }),
  z.object({ kind: z.literal("set-party"), field: z.enum(PARTY_FIELDS), value: z.string(), reason: z.string() }),
  z.object({ kind: z.literal("include-clause"), clauseId: z.string(), reason: z.string() }),
  z.object({ kind: z.literal("exclude-clause"), clauseId: z.string(), reason: z.string() }),
  z.object({ kind: z.literal("set-tone"), tone: z.enum(["standard", "formal", "plain"]), reason: z.string() }),
  z.object({ kind: z.literal("rewrite-clause"), clauseId: z.string(), text: z.string(), reason: z.string() }),
  z.object({
    kind: z.literal("add-clause"),
    sectionId: z.string(),
    heading: z.string(),
    text: z.string(),
    reason: z.string(),
  }),
]);
