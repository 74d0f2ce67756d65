/**
 * Security deposit: a deposit above the state's cap (pet deposit included, as most capping statutes count
 * every refundable deposit) is lowered to the cap before the lease is written, with a note and a warning;
 * every lease states the cap and the return deadline in its own clause.
 */
import type { GenerationContext } from "../define";
import { ruleAt } from "../jurisdictions/rule-at";
import type { DepositRule } from "../jurisdictions/types";
import type { LegalDocument } from "../model";
import { toCents } from "../types/shared/numbers";
import type { AnswersOf } from "./answers";
import type { Adjustment, Limit } from "./limits";
import { findSectionIndex, monthsRent, updateSection, upsertClause, warning, withWarnings } from "./shared";

const FAMILY = "security-deposit";
export const DEPOSIT_CLAUSE_ID = "lease.security-deposit.statutory-limits";
export const DEPOSIT_AMOUNT_CLAUSE_ID = "lease.security-deposit.amount";
export const PET_DEPOSIT_CLAUSE_ID = "lease.pets.deposit";

/** The cap in months of rent for this lease, and which exception set it. */
function capFor(rule: DepositRule, a: AnswersOf<"lease">): { months: number | null; why: string } {
  if (rule.maxMonths === null) return { months: null, why: "" };
  if (a.smallLandlord && rule.smallLandlordMonths !== undefined)
    return { months: rule.smallLandlordMonths, why: " for a small landlord" };
  if (a.furnished && rule.furnishedMonths !== undefined)
    return { months: rule.furnishedMonths, why: " for a furnished home" };
  if (a.leaseType === "month-to-month" && rule.monthToMonthMonths !== undefined)
    return { months: rule.monthToMonthMonths, why: " for a month-to-month tenancy" };
  return { months: rule.maxMonths, why: "" };
}

/** The pet deposit the lease takes: only where pets are allowed. */
export const petDepositOf = (a: AnswersOf<"lease">): number => (a.pets === "allowed" ? (a.petDeposit ?? 0) : 0);

/** Every deposit the lease takes, security and pet: state deposit rules count them together. */
export const depositsOf = (a: AnswersOf<"lease">): number => (a.securityDeposit ?? 0) + petDepositOf(a);

export const depositLimit: Limit<"lease"> = (ctx, a) => {
  const rule = ruleAt(ctx.jurisdiction.securityDeposit, ctx.request.date);
  const { months, why } = capFor(rule, a);
  const rent = a.monthlyRent;
  if (months === null || rent === undefined || rent <= 0) return [];
  const cap = toCents(rent * months);
  const security = a.securityDeposit ?? 0;
  const pet = petDepositOf(a);
  if (security + pet <= cap + 0.005) return [];
  const limit = `${monthsRent(months)} (${ctx.formatMoney(cap)})`;
  const note = `This is the most ${ctx.jurisdiction.name} law allows${why} (${rule.citation}).`;
  const made: Adjustment<"lease">[] = [];
  const newPet = Math.min(pet, cap);
  const newSecurity = toCents(cap - newPet);
  if (a.securityDeposit !== undefined && newSecurity < a.securityDeposit) {
    const shown = ctx.formatMoney(newSecurity);
    made.push({
      field: "securityDeposit",
      value: newSecurity,
      clauseId: DEPOSIT_AMOUNT_CLAUSE_ID,
      note,
      warning: {
        ...warning(
          FAMILY,
          `The security deposit was set to ${shown} so that the deposits total no more than ${limit}, the ${ctx.jurisdiction.name} limit${why} in force on ${ctx.formatDate(ctx.request.date)}.`,
          rule,
        ),
        field: "securityDeposit",
        applied: shown,
      },
    });
  }
  if (newPet < pet) {
    const shown = ctx.formatMoney(newPet);
    made.push({
      field: "petDeposit",
      value: newPet,
      clauseId: PET_DEPOSIT_CLAUSE_ID,
      note,
      warning: {
        ...warning(
          FAMILY,
          `The pet deposit was set to ${shown}, the ${ctx.jurisdiction.name} limit for all deposits (${limit}).`,
          rule,
        ),
        field: "petDeposit",
        applied: shown,
      },
    });
  }
  return made;
};

/** Every lease: the security-deposit section states the cap and the return deadline. */
export function applySecurityDeposit(doc: LegalDocument, ctx: GenerationContext, a: AnswersOf<"lease">): LegalDocument {
  const rule = ruleAt(ctx.jurisdiction.securityDeposit, doc.date);
  const { months, why } = capFor(rule, a);
  const rent = a.monthlyRent;
  const cap =
    months === null
      ? `${ctx.jurisdiction.name} law sets no maximum amount for the security deposit`
      : `Under ${rule.citation}, the security deposit, together with any other refundable deposit, may not exceed ${monthsRent(months)}` +
        (rent === undefined ? "" : ` (${ctx.formatMoney(toCents(rent * months))})`) +
        (why ? `, the limit${why}` : "");
  const deadline =
    rule.returnDays === null
      ? "the Landlord shall return the deposit, less any lawful deductions itemized in writing, within a reasonable time after the Tenant vacates"
      : `the Landlord shall return the deposit, less any lawful deductions itemized in writing, within ${rule.returnPeriod ?? `${rule.returnDays} days`} after the tenancy ends and the Tenant vacates the Premises`;
  const older = rule.olderTenant;
  const olderCap = older && months !== null && older.months < months ? older : undefined;
  const olderText = olderCap ? ` (${monthsRent(olderCap.months)} where a Tenant is ${olderCap.age} or older)` : "";
  const later = rule.laterYearsMonths;
  const laterText =
    later !== undefined && months !== null && later < months
      ? `, and from the second year of the tenancy (or of a renewal) ${monthsRent(later)}, the Landlord then returning any excess`
      : "";
  const text = `${cap}${olderText}${laterText}; ${deadline} (${rule.citation}).`;
  const index = findSectionIndex(doc, ["security-deposit"], /deposit/i);
  const stated = index < 0 ? doc : updateSection(doc, index, (s) => upsertClause(s, { id: DEPOSIT_CLAUSE_ID, text }));
  // The lease does not ask a tenant's age: a deposit above the lower cap is flagged, not changed.
  if (!olderCap || rent === undefined || depositsOf(a) <= toCents(rent * olderCap.months) + 0.005) return stated;
  return withWarnings(stated, [
    warning(
      FAMILY,
      `If a Tenant is ${olderCap.age} or older, ${ctx.jurisdiction.name} law caps the deposits at ${monthsRent(olderCap.months)} (${ctx.formatMoney(toCents(rent * olderCap.months))}): lower them for such a tenant before signing.`,
      rule,
    ),
  ]);
}
