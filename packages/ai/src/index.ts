export { DEFAULT_TIMEOUT_MS, aiConfigFrom } from "./config";
export type { AiConfig } from "./config";
export { createAiModel } from "./model";
export type { AiModel } from "./model";
export type { CallFailure, CallRecord } from "./call-model";
export { documentIds, editSchemaFor } from "./edit-schema";
export { explainEdits, proposeEdits } from "./propose-edits";
export type { CallOutcome, ModelProposal, OnCall, ProposedEdit } from "./propose-edits";
