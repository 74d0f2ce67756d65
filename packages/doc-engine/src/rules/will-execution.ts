/**
 * Will execution formalities, as instruments: the testator's signature, the witnesses' attestation clause
 * and the self-proving affidavit with its jurat, in the state's form (jurisdictions/will-forms.ts); in
 * Louisiana the notarial testament's attestation and the testator's signature on every page. Also the
 * signing checklist for the "Before you sign" page.
 */
import type { GenerationContext } from "../define";
import { affidavitBlock, attestationBlock, testatorBlock } from "../execution/will";
import { ruleAt } from "../jurisdictions/rule-at";
import { affidavitOfficerOnly, affidavitSworn, affidavitWitnessesOnly, willForms } from "../jurisdictions/will-forms";
import type { ChecklistItem, LegalDocument } from "../model";
import { capitalize } from "../types/shared/wording";
import { plural, warning, withChecklist, withWarnings } from "./shared";

const FAMILY = "will-execution";

/** Printed in the footer of every PDF and Word page of a Louisiana notarial testament. */
export const LOUISIANA_PAGE_SIGNATURE = "Testator's signature on this page: ______________________________";

export function applyWillExecution(doc: LegalDocument, ctx: GenerationContext): LegalDocument {
  const rule = ruleAt(ctx.jurisdiction.will, doc.date);
  const forms = willForms(ctx.jurisdiction.code, doc.date);
  const { place } = ctx.jurisdiction;
  const name = ctx.party1;
  const louisiana = forms.attestation.form === "la-notarial-testament";
  const cite = { citation: rule.citation, ...(rule.verified === false ? { verified: false } : {}) };

  const how = [
    `signed by the Testator in the presence of ${plural(rule.witnesses, "witness")}, who sign in the Testator's presence and in the presence of each other`,
    rule.notary ? "before a notary public" : "",
  ]
    .filter(Boolean)
    .join(" and ");

  const affidavit = affidavitBlock(name, ctx.jurisdiction, forms);
  const execution = [
    testatorBlock(name, ctx.jurisdiction, forms),
    attestationBlock(name, ctx.jurisdiction, rule.witnesses, forms),
    ...(affidavit ? [affidavit] : []),
  ];

  const checklist: ChecklistItem[] = [
    louisiana
      ? {
          text: `Sign in the presence of a notary and ${plural(rule.witnesses, "witness")}, all present at the same time: sign at the end of the testament and on every other separate page (the signature line at the foot of each page). The notary and both witnesses then sign the attestation clause in your presence and each other's.`,
          citation: forms.attestation.citation,
        }
      : {
          text: `Sign at the end of the will, in the "Signature of Testator" block, in the presence of ${plural(rule.witnesses, "witness")}, all present at the same time. The witnesses then sign the ${forms.attestation.form === "ca-penalty-of-perjury" ? "statement of witnesses" : "attestation"} in your presence and in each other's.`,
          ...cite,
        },
    {
      text: `Choose adult witnesses (18 or older${forms.witnessAge < 18 ? `; ${place} law allows witnesses from age ${forms.witnessAge}` : ""}) who can sign their names, receive nothing under the will and are not married to anyone who does.`,
    },
    ...(forms.interestedWitness
      ? [
          {
            text: forms.interestedWitness.text,
            citation: forms.interestedWitness.citation,
            ...(forms.interestedWitness.verified === false ? { verified: false } : {}),
          },
        ]
      : []),
    affidavit && forms.affidavit
      ? {
          text: affidavitOfficerOnly(forms.affidavit.form)
            ? `Self-proving ${forms.affidavit.form === "nh-551-2-a" ? "acknowledgment" : "certificate"}: right after the will is signed, you and both witnesses swear before a notary to what it states; you sign nothing more, and the notary completes and signs it and affixes the seal. It lets the will be proved in court without the witnesses testifying.`
            : affidavitSworn(forms.affidavit.form)
              ? affidavitWitnessesOnly(forms.affidavit.form, ctx.jurisdiction.code)
                ? "Self-proving affidavit of the attesting witnesses: right after the will is signed, both witnesses swear to and sign it before a notary, who completes the jurat and affixes the seal; you sign nothing more. It lets the will be proved in court without the witnesses testifying."
                : "Self-proving affidavit: right after the will is signed, you and both witnesses swear to and sign it before a notary, who completes the jurat and affixes the seal. It lets the will be proved in court without the witnesses testifying."
              : `Self-proving clause: right after the will is signed, you (dating your signature) and both witnesses sign it too. No notary takes part: the signatures stand under the penalties for perjury. It lets the will be proved in court without the witnesses testifying.`,
          citation: forms.affidavit.citation,
          ...(forms.affidavit.verified === false ? { verified: false } : {}),
        }
      : louisiana
        ? { text: "A notarial testament needs no separate self-proving affidavit: the notary's attestation proves it." }
        : {
            text: `${capitalize(place)} has no self-proving affidavit: when the will is probated a witness may be asked to confirm the signing, so keep a note of each witness's address.`,
            ...cite,
          },
    ...(rule.holographic && !louisiana
      ? [
          {
            text: `${capitalize(place)} also accepts a will written entirely in the testator's handwriting, but this typed will is valid only if signed as set out here.`,
          },
        ]
      : []),
    {
      text: "The executor does not sign the will. Do not sign anything before the witnesses are present, and never unstaple or add pages to the signed will.",
    },
    {
      text: "A will is not filed or recorded during your lifetime. Keep the signed original somewhere safe and tell your executor where it is: a copy generally cannot be probated.",
    },
  ];

  const validity = rule.witnessesProveOnly
    ? `In ${place} a will is valid when the Testator signs it at the end; ${plural(rule.witnesses, "witness")} are needed to prove it in court or to make it self-proved, so it should be ${how}.`
    : `In ${place} this will is valid only if ${how}.`;
  const message =
    `${validity} A witness should not be a beneficiary under the will.` +
    (rule.notary
      ? ""
      : forms.affidavit && affidavitSworn(forms.affidavit.form)
        ? " A notary is needed only for the optional self-proving affidavit."
        : " No notary is needed.");
  const signed: LegalDocument = {
    ...doc,
    execution,
    ...(louisiana ? { pageFooter: LOUISIANA_PAGE_SIGNATURE } : {}),
  };
  return withWarnings(withChecklist(signed, checklist), [warning(FAMILY, message, rule)]);
}
