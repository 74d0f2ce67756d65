/** Security deposit: states the cap and return deadline in the lease, warns when the deposit exceeds the cap. */
import type { GenerationContext } from "../define";
import { ruleAt } from "../jurisdictions/rule-at";
import type { LegalDocument, RuleWarning } from "../model";
import {
  findSectionIndex,
  monthsRent,
  positiveNumber,
  updateSection,
  upsertClause,
  warning,
  withWarnings,
} from "./shared";

const FAMILY = "security-deposit";
export const DEPOSIT_CLAUSE_ID = "lease.security-deposit.statutory-limits";

export function applySecurityDeposit(doc: LegalDocument, ctx: GenerationContext): LegalDocument {
  const rule = ruleAt(ctx.jurisdiction.securityDeposit, doc.date);
  const name = ctx.jurisdiction.name;
  const rent = positiveNumber(ctx.answers.rent ?? ctx.answers.monthlyRent);
  const security = positiveNumber(ctx.answers.deposit ?? ctx.answers.securityDeposit);
  // Most capping statutes count every refundable deposit (pet deposits included) towards the cap.
  const pet = positiveNumber(ctx.answers.petDeposit) ?? 0;
  const deposit = security === undefined ? undefined : security + pet;

  const cap =
    rule.maxMonths === null
      ? `${name} law sets no maximum amount for the security deposit`
      : `Under ${rule.citation}, the security deposit may not exceed ${monthsRent(rule.maxMonths)}` +
        (rent === undefined ? "" : ` (${ctx.formatMoney(rent * rule.maxMonths)})`);
  const deadline =
    rule.returnDays === null
      ? "the Landlord shall return the deposit, less any lawful deductions itemised in writing, within a reasonable time after the Tenant vacates"
      : `the Landlord shall return the deposit, less any lawful deductions itemised in writing, within ${rule.returnDays} days after the tenancy ends and the Tenant vacates the Premises`;
  const text = `${cap}; ${deadline} (${rule.citation}).`;

  const warnings: RuleWarning[] = [];
  if (
    rule.maxMonths !== null &&
    rent !== undefined &&
    deposit !== undefined &&
    deposit > rent * rule.maxMonths + 0.005
  ) {
    warnings.push(
      warning(
        FAMILY,
        `The ${pet > 0 ? "deposits total" : "security deposit"} of ${ctx.formatMoney(deposit)} exceeds the ${name} limit of ${monthsRent(rule.maxMonths)} ` +
          `(${ctx.formatMoney(rent * rule.maxMonths)}) in force on ${ctx.formatDate(doc.date)}. Reduce it to comply.`,
        rule,
      ),
    );
  }

  const index = findSectionIndex(doc, ["security-deposit", "deposit"], /deposit/i);
  const placed = index < 0 ? doc : updateSection(doc, index, (s) => upsertClause(s, { id: DEPOSIT_CLAUSE_ID, text }));
  return withWarnings(placed, warnings);
}
