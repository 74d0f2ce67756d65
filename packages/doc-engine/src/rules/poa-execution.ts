/** Power of attorney execution: witnesses, notarial acknowledgment and the state's statutory form. */
import type { GenerationContext } from "../define";
import { ruleAt } from "../jurisdictions/rule-at";
import type { LegalDocument } from "../model";
import { capitalize } from "../types/shared/wording";
import { plural, warning, withNotes, withWarnings } from "./shared";

const FAMILY = "poa-execution";

export function applyPoaExecution(doc: LegalDocument, ctx: GenerationContext): LegalDocument {
  const rule = ruleAt(ctx.jurisdiction.poa, doc.date);
  const { place } = ctx.jurisdiction;
  const parts = [
    rule.notary ? "acknowledged by the Principal before a notary public" : "",
    rule.witnesses > 0 ? `signed in the presence of ${plural(rule.witnesses, "witness")} who are not the Agent` : "",
  ].filter(Boolean);
  const how = parts.length > 0 ? parts.join(" and ") : "signed by the Principal";
  const notes = [`Execution: under ${rule.citation}, this power of attorney must be ${how}.`];
  const warnings = [
    warning(
      FAMILY,
      `In ${place} this power of attorney must be ${how}; banks and land registries may refuse it otherwise.`,
      rule,
    ),
  ];
  if (rule.statutoryForm) {
    warnings.push(
      warning(
        FAMILY,
        `${capitalize(place)} has a statutory power of attorney form (${rule.citation}). Third parties must accept a power in that form; check that this document's grants of authority match it or attach the statutory form.`,
        rule,
      ),
    );
  }
  const signed: LegalDocument = {
    ...doc,
    signatures: {
      ...doc.signatures,
      witnesses: Math.max(doc.signatures.witnesses, rule.witnesses),
      notary: doc.signatures.notary || rule.notary,
    },
  };
  return withWarnings(withNotes(signed, notes), warnings);
}
