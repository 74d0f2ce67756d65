/**
 * "@lexforge/doc-engine/data": what browser code may import. Type names, the catalogue, jurisdiction
 * names, each type's questions and answer schema, the refine instructions and the plain-text export:
 * no clause text, no rules, no generator. Everything else stays behind the main entry, on the server.
 */
export * from "./model";
export type {
  AnswerCondition,
  PartyRole,
  QuestionField,
  QuestionKind,
  RoleSet,
  RowColumn,
  RowsSpec,
  StateRuleInput,
} from "./define";
export { answerProblems } from "./answer-problems";
export { conditionHolds } from "./conditions";
export { toNumber } from "./types/shared/answer-input";
export type { AnswerProblem } from "./answer-problems";
export { rowsFromText } from "./types/shared/rows-text";
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
export { DEFAULT_JURISDICTION, JURISDICTION_NAMES } from "./jurisdictions/names";
export { stateInAddress, stateMismatch } from "./jurisdictions/address-state";
export type { JurisdictionName } from "./jurisdictions/states";
export { QUESTION_SETS, defaultAnswersFor, questionsFor } from "./questions";
export { REFINE_INSTRUCTIONS, refineExamplesFor } from "./refine-instructions";
export type { RefineInstruction } from "./refine-instructions";
export { fileName, toText } from "./render/text";
