/**
 * A vehicle's bill of sale in a state whose law sets the seller's duties at the transfer (jurisdictions/
 * vehicle-sale.ts): the registration section states them in place of its general "may notify" clause, and
 * "Before you sign" says what to do and by when.
 */
import type { GenerationContext } from "../define";
import { VEHICLE_SALE_RULES } from "../jurisdictions/vehicle-sale";
import type { StateCode } from "../jurisdictions/states";
import type { LegalDocument } from "../model";
import type { AnswersOf } from "./answers";
import {
  explainedBy,
  findSectionIndex,
  updateSection,
  upsertClause,
  warning,
  withChecklist,
  withWarnings,
} from "./shared";

const FAMILY = "vehicle-sale";
export const SELLER_NOTICE_CLAUSE_ID = "bill-of-sale.registration.seller-notice";

export function applyVehicleSale(
  doc: LegalDocument,
  ctx: GenerationContext,
  a: AnswersOf<"bill-of-sale">,
): LegalDocument {
  const rule = VEHICLE_SALE_RULES[ctx.jurisdiction.code as StateCode];
  if (!rule || a.itemType !== "vehicle" || rule.effectiveDate > doc.date) return doc;
  const index = findSectionIndex(doc, ["registration"], /registration/i);
  if (index < 0) return doc;
  const text = `${rule.seller} (${rule.citation})`;
  const stated = updateSection(doc, index, (s) =>
    explainedBy(
      upsertClause(s, { id: SELLER_NOTICE_CLAUSE_ID, text }),
      `What the seller must do at the transfer follows ${ctx.jurisdiction.name} law (${rule.citation}).`,
    ),
  );
  const cited = { citation: rule.citation, ...(rule.verified === false ? { verified: false } : {}) };
  return withChecklist(
    withWarnings(stated, [
      warning(
        FAMILY,
        `${ctx.jurisdiction.name} law sets what the seller of a vehicle must do at the transfer; Section ${index + 1} (${doc.sections[index]?.heading}) states it.`,
        rule,
      ),
    ]),
    [{ text: rule.action, ...cited }],
  );
}
