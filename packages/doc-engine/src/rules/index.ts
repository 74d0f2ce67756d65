/**
 * Jurisdiction rules: generate() calls applyRules after the sections are built and before styling.
 * Pure: returns a new document; each family only touches documents of its type and tolerates missing
 * sections or answers (a type may rename a section, the rule then only warns).
 */
import type { GenerationContext } from "../define";
import type { DocumentType, LegalDocument } from "../model";
import { applyNonCompete } from "./non-compete";
import { applyPoaExecution } from "./poa-execution";
import { applyPrivacyLaw } from "./privacy-law";
import { applySecurityDeposit } from "./security-deposit";
import { applyWillExecution } from "./will-execution";

type Rule = (doc: LegalDocument, ctx: GenerationContext) => LegalDocument;

const RULES_BY_TYPE: Partial<Record<DocumentType, Rule[]>> = {
  will: [applyWillExecution],
  poa: [applyPoaExecution],
  lease: [applySecurityDeposit],
  employment: [applyNonCompete],
  "privacy-policy": [applyPrivacyLaw],
};

export function applyRules(doc: LegalDocument, ctx: GenerationContext): LegalDocument {
  return (RULES_BY_TYPE[doc.type] ?? []).reduce((current, rule) => rule(current, ctx), doc);
}

export { DEPOSIT_CLAUSE_ID } from "./security-deposit";
export { NON_COMPETE_CLAUSE_ID } from "./non-compete";
export { STATE_RIGHTS_CLAUSE_ID } from "./privacy-law";
