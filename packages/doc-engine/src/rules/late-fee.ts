/**
 * Lease late fees: the state's cap and the grace period before a late fee may be charged. A fee above the
 * cap or a grace period below the minimum is changed to the lawful value before the lease is written,
 * with a note in the late-fee clause; every lease states the state's limit in its own clause.
 */
import type { GenerationContext } from "../define";
import { ruleAt } from "../jurisdictions/rule-at";
import type { LateFeeRule } from "../jurisdictions/types";
import { byRent } from "../jurisdictions/types";
import type { LegalDocument } from "../model";
import { plural, toCents } from "../types/shared/numbers";
import type { AnswersOf } from "./answers";
import type { Adjustment, Limit } from "./limits";
import { findSectionIndex, updateSection, upsertClause, warning } from "./shared";

const FAMILY = "late-fee";
export const LATE_FEE_CLAUSE_ID = "lease.late-charges.fee";
export const LATE_FEE_LIMITS_CLAUSE_ID = "lease.late-charges.statutory-limits";

/** The highest lawful late fee in dollars, when it can be known (a percentage cap needs the rent). */
export function lateFeeCap(rule: LateFeeRule, rent: number | undefined): number | undefined {
  // Without the rent, the lowest tier is the only figure certainly lawful.
  const flat = byRent(rule.flatByRent, rule.flat, rent);
  const percent = rule.percent === null || rent === undefined ? undefined : toCents((rent * rule.percent) / 100);
  if (rule.percent === null) return flat ?? undefined;
  if (percent === undefined) return rule.combine === "lesser" ? (flat ?? undefined) : undefined;
  if (flat === null) return percent;
  return rule.combine === "lesser" ? Math.min(flat, percent) : Math.max(flat, percent);
}

/** The most one late charge may be: a day's rate where the fee builds up by the day, else the cap for this rent. */
export function lateFeeLimitFor(rule: LateFeeRule, rent: number | undefined): number | undefined {
  return byRent(rule.perDayByRent, rule.perDay ?? null, rent) ?? lateFeeCap(rule, rent);
}

export function capWords(rule: LateFeeRule, money: (n: number) => string): string | undefined {
  const pct = rule.percent === null ? undefined : `${rule.percent}% of the monthly rent`;
  const tiers = rule.flatByRent?.map(([upTo, f]) => `${money(f)} a month where the rent is ${money(upTo)} or less`);
  const flat = rule.flat === null ? undefined : `${money(rule.flat)}${tiers ? ` a month (${tiers.join("; ")})` : ""}`;
  const dayTiers = rule.perDayByRent?.map(([upTo, f]) => `${money(f)} where the rent is ${money(upTo)} or less`);
  const daily =
    rule.perDay === undefined
      ? ""
      : `, accruing at no more than ${money(rule.perDay)} a day${dayTiers ? ` (${dayTiers.join("; ")})` : ""}`;
  if (pct && flat) return `the ${rule.combine} of ${flat} or ${pct}${daily}`;
  return (pct ?? flat) && `${pct ?? flat}${daily}`;
}

export const lateFeeLimit: Limit<"lease"> = (ctx, a) => {
  const rule = ruleAt(ctx.jurisdiction.lateFee, ctx.request.date);
  const made: Adjustment<"lease">[] = [];
  const cap = lateFeeCap(rule, a.monthlyRent);
  if (a.lateFee !== undefined && cap !== undefined && a.lateFee > cap + 0.005) {
    const shown = ctx.formatMoney(cap);
    made.push({
      field: "lateFee",
      value: cap,
      clauseId: LATE_FEE_CLAUSE_ID,
      note: `This is the highest late charge ${ctx.jurisdiction.name} law allows (${rule.citation}).`,
      warning: {
        ...warning(
          FAMILY,
          `The late fee was set to ${shown}, the most ${ctx.jurisdiction.name} law allows: ${capWords(rule, ctx.formatMoney)}.`,
          rule,
        ),
        field: "lateFee",
        applied: shown,
      },
    });
  }
  if (rule.graceDays !== null && a.graceDays < rule.graceDays) {
    const shown = plural(rule.graceDays, "day");
    made.push({
      field: "graceDays",
      value: rule.graceDays,
      clauseId: LATE_FEE_CLAUSE_ID,
      note: `${ctx.jurisdiction.name} law gives the Tenant at least this grace period (${rule.citation}).`,
      warning: {
        ...warning(
          FAMILY,
          `The grace period was set to ${shown}, the least ${ctx.jurisdiction.name} law allows before a late fee may be charged.`,
          rule,
        ),
        field: "graceDays",
        applied: shown,
      },
    });
  }
  return made;
};

/** Every lease: the late-charges section states the state's cap and grace period, or that there is none. */
export function applyLateFee(doc: LegalDocument, ctx: GenerationContext, a: AnswersOf<"lease">): LegalDocument {
  const rule = ruleAt(ctx.jurisdiction.lateFee, doc.date);
  const words = capWords(rule, ctx.formatMoney);
  const cap = lateFeeCap(rule, a.monthlyRent);
  const parts = [
    words
      ? `a late fee may not exceed ${words}${cap !== undefined && rule.percent !== null ? ` (${ctx.formatMoney(cap)})` : ""}`
      : "",
    rule.graceDays !== null
      ? `no late fee may be charged until rent is more than ${plural(rule.graceDays, "day")} late`
      : "",
  ].filter(Boolean);
  const text =
    parts.length > 0
      ? `Under ${rule.citation}, ${parts.join(", and ")}; any late fee must also be a reasonable estimate of the Landlord's costs of late payment.`
      : `${ctx.jurisdiction.name} law sets no fixed maximum late fee; any late fee must be a reasonable estimate of the Landlord's costs of late payment and not a penalty.`;
  const index = findSectionIndex(doc, ["late-charges"], /late/i);
  return index < 0 ? doc : updateSection(doc, index, (s) => upsertClause(s, { id: LATE_FEE_LIMITS_CLAUSE_ID, text }));
}
