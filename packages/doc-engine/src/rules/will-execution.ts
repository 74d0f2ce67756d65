/** Will execution formalities: witnesses, notary and self-proving affidavit in the signature block. */
import type { GenerationContext } from "../define";
import { ruleAt } from "../jurisdictions/rule-at";
import type { LegalDocument } from "../model";
import { capitalize } from "../types/shared/wording";
import { plural, warning, withNotes, withWarnings } from "./shared";

const FAMILY = "will-execution";

export function applyWillExecution(doc: LegalDocument, ctx: GenerationContext): LegalDocument {
  const rule = ruleAt(ctx.jurisdiction.will, doc.date);
  const { place } = ctx.jurisdiction;
  const how = [
    `signed by the Testator in the presence of ${plural(rule.witnesses, "witness")}, who sign in the Testator's presence and in the presence of each other`,
    rule.notary ? "before a notary public" : "",
  ]
    .filter(Boolean)
    .join(" and ");
  const notes = [`Execution: under ${rule.citation}, this will must be ${how}.`];
  if (rule.selfProvingAffidavit) {
    notes.push(
      `Self-proving affidavit: signing the affidavit below before a notary lets the will be admitted to probate without the witnesses testifying (${rule.citation}).`,
    );
  }
  if (rule.holographic) {
    notes.push(
      `${capitalize(place)} also recognises a will written entirely in the testator's own handwriting, but this typed will must follow the formalities above.`,
    );
  }
  const signed: LegalDocument = {
    ...doc,
    signatures: {
      ...doc.signatures,
      witnesses: Math.max(doc.signatures.witnesses, rule.witnesses),
      notary: doc.signatures.notary || rule.notary || rule.selfProvingAffidavit,
      selfProvingAffidavit: rule.selfProvingAffidavit,
    },
  };
  const message =
    `In ${place} this will is valid only if ${how}. A witness should not be a beneficiary under the will.` +
    (rule.notary ? "" : " A notary is needed only for the optional self-proving affidavit.");
  return withWarnings(withNotes(signed, notes), [warning(FAMILY, message, rule)]);
}
