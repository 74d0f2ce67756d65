/**
 * Power of attorney execution: the principal's signature, the witnesses, the notary's acknowledgment in
 * the state's form, and the state's statutory notices and agent acknowledgments (California § 4128,
 * Pennsylvania § 5601, New York's statutory short form). Also the signing checklist.
 */
import type { GenerationContext } from "../define";
import { acknowledgment } from "../execution/notary";
import { agentBlocks, frontNotices, principalBlock, witnessBlock } from "../execution/poa";
import { durableWording, initialedPowers, poaForms, unreproducedForm } from "../jurisdictions/poa-forms";
import { ruleAt } from "../jurisdictions/rule-at";
import type { PoaRule } from "../jurisdictions/types";
import type { ChecklistItem, ExecutionBlock, LegalDocument } from "../model";
import { poaAnswers } from "../types/poa/questions";
import { poaPeople } from "../types/poa/sections";
import { capitalize, listJoin } from "../types/shared/wording";
import { plural, warning, withChecklist, withWarnings } from "./shared";

const FAMILY = "poa-execution";

/**
 * Why the document has a notary where the state's law does not itself require one (PoaRule.notaryInstead), in
 * words that do not pass the product's choice off as the law's; undefined where the law requires it.
 */
export function notaryReason(place: string, rule: PoaRule): string | undefined {
  const asked = "banks and land registries ask for a notary's acknowledgment";
  switch (rule.notaryInstead) {
    case "presumption":
      return `${capitalize(place)} law does not require one, but presumes an acknowledged signature genuine, and ${asked}`;
    case "witnesses":
      return `${capitalize(place)} law would accept two witnesses instead, but ${asked}`;
    case "none":
      return `${capitalize(place)} law sets no signing formality for it, but ${asked}, and recording it for real estate needs one`;
    default:
      return undefined;
  }
}

export function applyPoaExecution(doc: LegalDocument, ctx: GenerationContext): LegalDocument {
  const rule = ruleAt(ctx.jurisdiction.poa, doc.date);
  const { place } = ctx.jurisdiction;
  const a = poaAnswers(ctx);
  const { principal, agent } = poaPeople(ctx, a);
  const stateForms = poaForms(ctx.jurisdiction.code);
  const forms = stateForms && (!stateForms.durableOnly || a.durable) ? stateForms : undefined;
  const newYork = forms?.statutoryShortForm === true;
  const cite = { citation: rule.citation, ...(rule.verified === false ? { verified: false } : {}) };
  const initialRule = initialedPowers(ctx.jurisdiction.code);
  const mustInitial = initialRule?.powers.some((key) => a[key] === true) ? initialRule : undefined;
  const missing = unreproducedForm(ctx.jurisdiction.code, doc.date, a.durable);

  const parts = [
    rule.notary ? "acknowledged by the Principal before a notary public" : "",
    rule.witnesses > 0 ? `signed in the presence of ${plural(rule.witnesses, "witness")} who are not the Agent` : "",
  ].filter(Boolean);
  const how = parts.length > 0 ? parts.join(" and ") : "signed by the Principal";

  const execution: ExecutionBlock[] = [principalBlock(principal, newYork)];
  if (newYork && rule.notary)
    execution.push(acknowledgment(ctx.jurisdiction, [principal], "notary-acknowledgment", "Acknowledgment"));
  if (rule.witnesses > 0) execution.push(witnessBlock(rule.witnesses, newYork, rule.citation));
  if (!newYork && rule.notary) execution.push(acknowledgment(ctx.jurisdiction, [principal]));
  if (forms) execution.push(...agentBlocks(forms, agent));
  if (newYork) {
    execution.push(
      acknowledgment(ctx.jurisdiction, [agent], "agent-notary-acknowledgment", "Acknowledgment of Agent's Signature"),
    );
  }

  const checklist: ChecklistItem[] = [
    {
      text: `${principal} (principal) signs and dates the power of attorney in the presence of ${listJoin(
        [rule.witnesses > 0 ? plural(rule.witnesses, "witness") : "", rule.notary ? "a notary public" : ""].filter(
          Boolean,
        ),
      )}${rule.witnesses > 0 ? `; the ${rule.witnesses > 1 ? "witnesses sign" : "witness signs"} the witness statement` : ""}${rule.notary ? "; the notary completes the acknowledgment" : ""}${newYork ? " (the notary may also be one of the witnesses)" : ""}.`,
      ...cite,
    },
    ...(rule.witnesses > 0
      ? [
          {
            text: newYork
              ? "A witness must not be the agent or a person named as a permissible recipient of gifts."
              : "A witness must be an adult and must not be the agent; choose people who do not benefit from the power of attorney.",
          },
        ]
      : []),
    ...(forms?.form === "pa-5601"
      ? [
          { text: "The principal also signs the NOTICE on the first page.", citation: forms.citation, verified: false },
          {
            text: `${agent} (agent) must sign the "Acknowledgment Executed by Agent" before acting for the principal.`,
            citation: forms.citation,
            verified: false,
          },
        ]
      : []),
    ...(forms?.form === "ca-prob-4128"
      ? [
          {
            text: `${agent} (agent) reads and signs the "Notice to Person Accepting the Appointment as Attorney-in-Fact"; county recorders expect it signed before the power is used.`,
            citation: forms.citation,
            verified: false,
          },
        ]
      : []),
    ...(newYork && forms
      ? [
          {
            text: `Before signing, the principal initials line (P) in the Grant of Authority. ${agent} (agent) signs the "Agent's Signature and Acknowledgment of Appointment" before a notary before acting; the principal and the agent need not sign at the same time.`,
            citation: forms.citation,
            verified: false,
          },
          {
            text: "The whole document must be printed in type no smaller than 12 point (the PDF and Word downloads are).",
            citation: "N.Y. Gen. Oblig. Law § 5-1501B(1)(a)",
          },
        ]
      : []),
    ...(mustInitial
      ? [
          {
            text: `Before signing, the principal initials beside "${mustInitial.enumeration}" in the Grant of Authority, in front of the witnesses and the notary. Without those initials the agent cannot make gifts, whatever the rest of the document says.`,
            citation: mustInitial.citation,
          },
        ]
      : []),
    ...(missing
      ? [
          {
            text: missing.action,
            citation: missing.citation,
            ...(missing.verified === false ? { verified: false } : {}),
          },
        ]
      : []),
    {
      text: "If the agent will sell, buy or mortgage real estate, record the signed power of attorney with the county recorder where the property is.",
    },
    { text: "The agent keeps the signed original; give copies to banks and others only when the agent first acts." },
  ];

  const reason = notaryReason(place, rule);
  const warnings = [
    warning(
      FAMILY,
      reason
        ? `This power of attorney is ${how}: ${reason}.`
        : `In ${place} this power of attorney must be ${how}; banks and land registries may refuse it otherwise.`,
      rule,
    ),
  ];
  if (mustInitial) {
    warnings.push(
      warning(
        FAMILY,
        `In ${place} the gift power exists only if the principal initials beside it (${mustInitial.citation}); the Grant of Authority has a line for those initials.`,
        mustInitial,
      ),
    );
  }
  const worded = a.durable ? durableWording(ctx.jurisdiction.code, doc.date) : undefined;
  if (worded) {
    warnings.push(
      warning(
        FAMILY,
        worded.title
          ? `In ${place} a power of attorney survives the principal's incapacity only if it is titled "${worded.title}", states that it is durable in the words the statute gives, and is acknowledged before a notary: this one is titled and worded so, and the notary's acknowledgment is on the signature pages.`
          : `In ${place} a power of attorney survives the principal's incapacity only if it states so in the words the statute gives ("${worded.sentence}") or similar words, and is acknowledged before a notary: this one states them, and the notary's acknowledgment is on the signature pages.`,
        worded,
      ),
    );
  }
  if (missing) warnings.push(warning(FAMILY, missing.warning, missing));
  if (rule.statutoryForm && !newYork) {
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
    ...(worded?.title ? { title: worded.title } : {}),
    notices: forms ? frontNotices(forms, principal) : [],
    execution,
    ...(forms?.typeSize ? { typeSize: forms.typeSize } : {}),
  };
  return withWarnings(withChecklist(signed, checklist), warnings);
}
