/**
 * Jurisdiction rules, per document type. Limits run before the type writes its clauses (they lower an
 * unlawful answer to the lawful value or stop generation); rules run after, on the built document.
 * Both read the type's answers through its schema's type (answers.ts), so a renamed question fails to
 * compile rather than silently switching a rule off.
 */
import type { GenerationContext } from "../define";
import type { DocumentType, LegalDocument } from "../model";
import type { AnswersOf } from "./answers";
import { answersOf } from "./answers";
import { applyClauseText } from "./clause-text";
import { applyCustodyFilings } from "./custody-filings";
import { applyRelocationStatute, relocationLimit } from "./custody-relocation";
import { applyEmploymentNotices } from "./employment-notices";
import { applyLateFee, lateFeeLimit } from "./late-fee";
import { applyLeaseDisclosures } from "./lease-disclosures";
import { applyOccupancyRights } from "./lease-occupancy";
import type { Adjustment, Limit } from "./limits";
import { noteAdjustments, runLimits } from "./limits";
import { applyMaritalPropertyToLlc, applyMaritalPropertyToWill } from "./marital-property";
import { applyConfidentialityLimits, applyNonCompete, nonCompeteLimit } from "./non-compete";
import { applyPoaExecution } from "./poa-execution";
import { applyPrivacyLaw } from "./privacy-law";
import { applySecurityDeposit, depositLimit } from "./security-deposit";
import { applyUsury, usuryLimit } from "./usury";
import { applyVehicleSale } from "./vehicle-sale";
import { applyWillExecution } from "./will-execution";

type Rule<T extends DocumentType> = (
  doc: LegalDocument,
  ctx: GenerationContext,
  answers: AnswersOf<T>,
) => LegalDocument;
type Rules = { [T in DocumentType]?: { limits?: Limit<T>[]; rules: Rule<T>[] } };

const RULES: Rules = {
  will: { rules: [applyWillExecution, applyMaritalPropertyToWill] },
  poa: { rules: [applyPoaExecution] },
  lease: {
    limits: [depositLimit, lateFeeLimit],
    rules: [applySecurityDeposit, applyLateFee, applyOccupancyRights, applyLeaseDisclosures],
  },
  employment: {
    limits: [nonCompeteLimit],
    rules: [applyNonCompete, applyConfidentialityLimits, applyEmploymentNotices],
  },
  "privacy-policy": { rules: [applyPrivacyLaw] },
  "promissory-note": { limits: [usuryLimit], rules: [applyUsury] },
  llc: { rules: [applyMaritalPropertyToLlc] },
  "child-custody": { limits: [relocationLimit], rules: [applyRelocationStatute, applyCustodyFilings] },
  "bill-of-sale": { rules: [applyVehicleSale] },
};

/** Before the sections are written: the context with lawful answers, and what was changed. */
export function applyLimits<T extends DocumentType>(
  type: T,
  ctx: GenerationContext,
): { ctx: GenerationContext; adjustments: Adjustment<DocumentType>[] } {
  const limits = RULES[type]?.limits ?? [];
  const { ctx: limited, adjustments } = runLimits(type, limits, ctx);
  return { ctx: limited, adjustments: adjustments };
}

/** After the sections are written: notes for the lowered answers, then every rule of the type. */
export function applyRules<T extends DocumentType>(
  doc: LegalDocument & { type: T },
  ctx: GenerationContext,
  adjustments: Adjustment<DocumentType>[] = [],
): LegalDocument {
  const rules = RULES[doc.type]?.rules ?? [];
  const answers = answersOf(doc.type, ctx);
  const ruled = rules.reduce((current, rule) => rule(current, ctx, answers), noteAdjustments(doc, adjustments));
  // Every type: the text a person added, read against the law and the document itself.
  return applyClauseText(ruled, ctx);
}

export { DEPOSIT_CLAUSE_ID } from "./security-deposit";
export { NON_COMPETE_CLAUSE_ID } from "./non-compete";
export { STATE_RIGHTS_CLAUSE_ID } from "./privacy-law";
