/**
 * One figure per term: the document must not state two different amounts for the same term (two security
 * deposits, two interest rates), nor an amount above the cap it states for it (4.1 demands a deposit that
 * 4.4 says may not exceed one month's rent).
 */
import type { Finding, LintCheck } from "../lint";

type Stated = { where: string; value: number; shown: string };

/** Terms whose amount a document states, as "<term> of <amount>". */
const TERMS: { term: string; pattern: RegExp }[] = [
  { term: "security deposit", pattern: /\bsecurity deposit of (\$[\d,]+(?:\.\d\d)?)/g },
  { term: "pet deposit", pattern: /\bpet deposit of (\$[\d,]+(?:\.\d\d)?)/g },
  { term: "late charge", pattern: /\blate charge of (\$[\d,]+(?:\.\d\d)?)/g },
  { term: "monthly rent", pattern: /\brent of (\$[\d,]+(?:\.\d\d)?) per month/g },
  { term: "principal", pattern: /\bprincipal sum of (\$[\d,]+(?:\.\d\d)?)/g },
  { term: "interest rate", pattern: /\bpercentage rate of (\d+(?:\.\d+)?%)/g },
];

/** Caps the document states, and the terms they limit together (a deposit cap counts every deposit). */
const CAPS: { terms: string[]; pattern: RegExp }[] = [
  {
    terms: ["security deposit", "pet deposit"],
    pattern: /\bsecurity deposit[^.;]*? may not exceed [^;]*?\((\$[\d,]+(?:\.\d\d)?)\)/g,
  },
  { terms: ["late charge"], pattern: /\blate fee may not exceed [^;]*?\((\$[\d,]+(?:\.\d\d)?)\)/g },
];

const amount = (shown: string) => Number(shown.replace(/[$,%]/g, ""));

export const contradictoryAmountsCheck: LintCheck = {
  id: "contradictory-amounts",
  description: "No term is stated with two different amounts, and no amount exceeds the cap the document states",
  run: ({ doc }) => {
    const units = doc.sections.flatMap((section, s) =>
      section.clauses.map((clause, c) => ({ where: `${s + 1}.${c + 1} ${clause.id}`, text: clause.text })),
    );
    const stated = new Map<string, Stated[]>();
    for (const { term, pattern } of TERMS) {
      for (const unit of units) {
        for (const m of unit.text.matchAll(pattern)) {
          const shown = m[1] ?? "";
          stated.set(term, [...(stated.get(term) ?? []), { where: unit.where, value: amount(shown), shown }]);
        }
      }
    }
    const findings: Finding[] = [];
    for (const [term, all] of stated) {
      const distinct = new Set(all.map((s) => s.value));
      if (distinct.size > 1) {
        findings.push({
          where: all.map((s) => s.where).join(" and "),
          problem: `the ${term} is stated as ${all.map((s) => s.shown).join(" and ")}`,
        });
      }
    }
    for (const { terms, pattern } of CAPS) {
      for (const unit of units) {
        for (const m of unit.text.matchAll(pattern)) {
          const cap = amount(m[1] ?? "");
          const limited = terms.flatMap((term) => (stated.get(term) ?? []).slice(0, 1));
          const total = limited.reduce((sum, s) => sum + s.value, 0);
          if (total > cap + 0.005) {
            findings.push({
              where: `${limited.map((s) => s.where).join(" and ")} against ${unit.where}`,
              problem: `${limited.map((s) => s.shown).join(" + ")} exceeds the cap of ${m[1]} the document states`,
            });
          }
        }
      }
    }
    return findings;
  },
};
