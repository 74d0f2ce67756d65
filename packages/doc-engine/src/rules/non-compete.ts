/** Non-compete enforceability in employment agreements: void states lose the clause, restricted ones warn. */
import type { GenerationContext } from "../define";
import { ruleAt } from "../jurisdictions/rule-at";
import type { LegalDocument, RuleWarning } from "../model";
import { positiveNumber, warning, withWarnings } from "./shared";

const FAMILY = "non-compete";
/** Agreed with the employment type (src/types/employment/sections-closing.ts). */
export const NON_COMPETE_CLAUSE_ID = "employment.non-compete";
const REFORMATION_CLAUSE_ID = "employment.restrictive-covenants.reformation";

/** Annual pay at or below which a non-compete is void (2025 figures; most are indexed yearly). */
const SALARY_FLOORS: Record<string, number> = { IL: 75_000, WA: 123_394.17, CO: 127_091, OR: 116_427 };

function reminder(state: string, citation: string): string {
  return (
    `The parties acknowledge that ${state} law (${citation}) does not permit a covenant restricting the Employee from ` +
    `working for a competitor after employment ends, so this Agreement contains none. The Employee remains bound by ` +
    `the confidentiality obligations of this Agreement and shall not use or disclose the Employer's trade secrets, and ` +
    `shall not use them to solicit the Employer's customers.`
  );
}

export function applyNonCompete(doc: LegalDocument, ctx: GenerationContext): LegalDocument {
  if (ctx.answers.nonCompete !== true) return doc;
  const rule = ruleAt(ctx.jurisdiction.nonCompete, doc.date);
  const { name, code } = ctx.jurisdiction;
  const warnings: RuleWarning[] = [];

  if (rule.status === "void") {
    warnings.push(
      warning(
        FAMILY,
        `Non-compete covenants are void in ${name} (${rule.note}). The non-compete clause was replaced with a confidentiality and trade-secret reminder.`,
        rule,
      ),
    );
    const sections = doc.sections.map((s) => ({
      ...s,
      clauses: s.clauses
        .filter((c) => c.id !== REFORMATION_CLAUSE_ID)
        .map((c) => (c.id === NON_COMPETE_CLAUSE_ID ? { id: c.id, text: reminder(name, rule.citation) } : c)),
    }));
    return withWarnings({ ...doc, sections }, warnings);
  }

  if (rule.status === "restricted") {
    warnings.push(warning(FAMILY, `Non-competes are restricted in ${name}: ${rule.note}`, rule));
    const floor = SALARY_FLOORS[code];
    const salary = positiveNumber(ctx.answers.salary);
    if (floor !== undefined && salary !== undefined && salary <= floor) {
      warnings.push(
        warning(
          FAMILY,
          `The salary of ${ctx.formatMoney(salary)} is at or below the ${name} threshold (${ctx.formatMoney(floor)}), so the non-compete is likely unenforceable against this employee.`,
          rule,
        ),
      );
    }
  }
  return withWarnings(doc, warnings);
}
