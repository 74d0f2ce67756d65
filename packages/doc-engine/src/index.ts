/**
 * Public entry of @lexforge/doc-engine. Browser-safe: the docx and pdf renderers pull in Node-leaning
 * libraries, so they are separate subpath exports ("@lexforge/doc-engine/docx", "/pdf") and never imported here.
 */
export * from "./model";
export type {
  GenerationContext,
  OptionalClause,
  PartyRole,
  QuestionField,
  QuestionKind,
  RoleSet,
  TypeDefinition,
} from "./define";
export { ROLES, pickRoles, rolesFor } from "./roles";
export type { Citation, Jurisdiction } from "./jurisdictions/types";

export type { CatalogueCategory, CatalogueEntry } from "./catalogue";
export {
  CATALOGUE,
  CATEGORIES,
  LANDING_CATEGORIES,
  LANDING_TYPES,
  generatorTitle,
  getCatalogueEntry,
  isDocumentType,
  pageDescription,
  pageTitle,
} from "./catalogue";
export { DEFAULT_JURISDICTION, JURISDICTION_NAMES, JURISDICTIONS, findJurisdiction } from "./jurisdictions/data";
export type { JurisdictionName } from "./jurisdictions/states";

export { REGISTRY, getTypeDefinition, getTypeMetadata } from "./registry";
export { ENGINE_VERSION, generate } from "./generate";
export { currentDocument } from "./upgrade";
export { parseStoredDocument, parseStoredRequest, storedEditSchema, storedRequestSchema } from "./stored";
export { CLAUSE_BADGES } from "./badges";
export { protectedReason } from "./overrides";
export { applyClauseOrder, isMovableClause, movableIds } from "./order";
export { stateQuestionsFor } from "./jurisdictions/state-questions";
export { RULE_STATUS_LABEL, STATE_RULE_TYPES, stateRules } from "./state-rules";
export type { SigningPath } from "./e-signature";
export { stateRulesPath } from "./render/before-you-sign";
export type { RuleStatus, StateRule } from "./state-rules";
export { answerProblems } from "./answer-problems";
export type { AnswerProblem } from "./answer-problems";
export { DocumentEngineError } from "./errors";
export type { DocumentEngineErrorCode } from "./errors";
export { REFINE_INSTRUCTIONS, refine, understandsInstruction } from "./refine";
export type { RefineInstruction } from "./refine";
export { diffDocuments } from "./diff";
export { applyTone } from "./style";
export { formatDate, formatMoney, ordinalDate } from "./format";

export { escapeMarkdown, toMarkdown } from "./render/markdown";
export { fileName, toText } from "./render/text";
export { toBlocks } from "./render/blocks";
export { certificateBlocks, signingSlots, withSignatures } from "./signing";
export type { AdoptedSignature, CompletionCertificate, SigningSlot } from "./signing";
export type { Block } from "./render/blocks";
export { PARTY_FIELDS, applyEdits, editedRequest, rewritableClauseIds } from "./edits";
export { TOPIC_WORDS, changeTopics } from "./protected-clauses";
export { modelMayAnswer, normalise, notStated } from "./stated";
export { stateInAddress } from "./jurisdictions/address-state";
export { datesIn, figuresIn } from "./figures";
export { textFindings } from "./rules/clause-text";
export type { ProtectedTopic } from "./protected-clauses";
export type { EditResult, PartyField, StructuredEdit } from "./edits";
export { openQuestions, verifyGenerationProposal, verifyProposal } from "./verify";
export type { GenerationProposalInput, Verdict, VerifyInput } from "./verify";
