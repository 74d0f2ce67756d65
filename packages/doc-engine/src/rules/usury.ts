/**
 * Usury: the highest interest a promissory note may charge in the state. Above the criminal threshold
 * generation stops (no lawful note can be written at that rate); above the civil cap the rate is lowered
 * to the cap, with a note in the interest clause and a warning. Every note lists the state's cap.
 */
import type { GenerationContext } from "../define";
import { ruleAt } from "../jurisdictions/rule-at";
import type { UsuryRule } from "../jurisdictions/types";
import type { LegalDocument } from "../model";
import { percentText } from "../types/shared/numbers";
import type { AnswersOf } from "./answers";
import type { Limit } from "./limits";
import { unlawful } from "./limits";
import { warning, withChecklist } from "./shared";

const FAMILY = "usury";
/** The note's interest-rate clause (src/types/promissory-note/sections-terms.ts), present when the rate is above 0. */
export const INTEREST_RATE_CLAUSE_ID = "promissory-note.interest.rate";

/** The civil cap (percent a year) for a loan of this size and purpose, or null when none applies. */
export function usuryCap(rule: UsuryRule, a: { principal?: unknown; loanPurpose?: unknown }) {
  const principal = typeof a.principal === "number" ? a.principal : undefined;
  const large = (floor: number | null | undefined, orMore = false) =>
    floor != null && principal !== undefined && (orMore ? principal >= floor : principal > floor);
  const exempt =
    large(rule.exemptAbove) ||
    (a.loanPurpose === "business" && (large(rule.businessExemptFrom, true) || large(rule.businessExemptAbove)));
  const cap = exempt ? null : a.loanPurpose === "business" ? rule.business : rule.personal;
  return { cap, exempt };
}

/** The civil cap for this note's loan, with the rule it comes from. */
function civilCap(ctx: GenerationContext, a: AnswersOf<"promissory-note">) {
  const rule = ruleAt(ctx.jurisdiction.usury, ctx.request.date);
  return { rule, ...usuryCap(rule, a) };
}

export const usuryLimit: Limit<"promissory-note"> = (ctx, a) => {
  const rate = a.interestRate;
  if (rate === undefined || rate <= 0) return [];
  const { rule, cap } = civilCap(ctx, a);
  const { place } = ctx.jurisdiction;
  if (rule.criminal !== null && rate > rule.criminal) {
    throw unlawful(
      `An interest rate of ${percentText(rate)} a year is criminal usury in ${place}, where charging more than ${percentText(rule.criminal)} is a crime (${rule.citation}). Lower the interest rate to ${percentText(cap ?? rule.criminal)} or less.`,
    );
  }
  if (cap === null || rate <= cap) return [];
  const kind = a.loanPurpose === "business" ? "business" : "personal";
  return [
    {
      field: "interestRate",
      value: cap,
      clauseId: INTEREST_RATE_CLAUSE_ID,
      note: `This is the highest rate ${ctx.jurisdiction.name} law allows for this loan (${rule.citation}).`,
      warning: {
        ...warning(
          FAMILY,
          `The interest rate was set to ${percentText(cap)} a year, the most ${ctx.jurisdiction.name} law allows on a ${kind} loan from a lender who is not a licensed lender; a higher rate would make the Note usurious.`,
          rule,
        ),
        field: "interestRate",
        applied: percentText(cap),
      },
    },
  ];
};

/** Every note: the "Before you sign" page says what the state's cap is, so the parties know the limit. */
export function applyUsury(doc: LegalDocument, ctx: GenerationContext, a: AnswersOf<"promissory-note">): LegalDocument {
  const { rule, cap, exempt } = civilCap(ctx, a);
  const { place } = ctx.jurisdiction;
  const criminal =
    rule.criminal === null ? "" : `; charging more than ${percentText(rule.criminal)} a year is a crime there`;
  const text =
    cap !== null
      ? `Maximum interest in ${place} on this ${a.loanPurpose} loan: ${percentText(cap)} a year${criminal}.`
      : exempt
        ? `${place} does not cap the interest on a ${a.loanPurpose} loan of this size agreed in writing${criminal}.`
        : `${place} sets no general maximum interest rate for a ${a.loanPurpose} loan agreed in writing${criminal}.`;
  return withChecklist(doc, [
    { text, citation: rule.citation, ...(rule.verified === false ? { verified: false } : {}) },
  ]);
}
