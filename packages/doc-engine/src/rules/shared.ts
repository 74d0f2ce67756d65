/** Small pure helpers the rule families share. They copy what they change and never mutate the input. */
import type { Citation } from "../jurisdictions/types";
import type { ChecklistItem, Clause, LegalDocument, RuleWarning, Section } from "../model";

export function warning(family: string, message: string, rule: Citation): RuleWarning {
  const base = { family, message, citation: rule.citation, effectiveDate: rule.effectiveDate };
  return rule.verified === false ? { ...base, verified: false } : base;
}

/** A finite positive number from an answer that may be absent, a string from a form, or junk. */
export function positiveNumber(value: unknown): number | undefined {
  const n = typeof value === "string" ? Number(value.replace(/[$,\s]/g, "")) : value;
  return typeof n === "number" && Number.isFinite(n) && n > 0 ? n : undefined;
}

/** Index of the first section whose id is one of `ids`, else whose heading matches `heading`; -1 if none. */
export function findSectionIndex(doc: LegalDocument, ids: string[], heading: RegExp): number {
  const byId = doc.sections.findIndex((s) => ids.includes(s.id));
  return byId >= 0 ? byId : doc.sections.findIndex((s) => heading.test(s.heading));
}

/** A copy of the document with one section replaced by `update(section)`. */
export function updateSection(doc: LegalDocument, index: number, update: (s: Section) => Section): LegalDocument {
  return { ...doc, sections: doc.sections.map((s, i) => (i === index ? update(s) : s)) };
}

/** Replaces the clause with the same id, or appends it when the section has none: rules stay idempotent. */
export function upsertClause(section: Section, clause: Clause): Section {
  const at = section.clauses.findIndex((c) => c.id === clause.id);
  const clauses = at >= 0 ? section.clauses.map((c, i) => (i === at ? clause : c)) : [...section.clauses, clause];
  return { ...section, clauses };
}

/** The section's plain-English note with a sentence naming the state rule that changed it (once, on re-runs too). */
export function explainedBy(section: Section, sentence: string): Section {
  return section.explanation.includes(sentence)
    ? section
    : { ...section, explanation: `${section.explanation} ${sentence}` };
}

/** Adds warnings, skipping any already present (refine re-runs rules on a document that has them). */
export function withWarnings(doc: LegalDocument, add: RuleWarning[]): LegalDocument {
  const seen = new Set(doc.warnings.map((w) => `${w.family}|${w.message}`));
  const fresh = add.filter((w) => !seen.has(`${w.family}|${w.message}`));
  return fresh.length === 0 ? doc : { ...doc, warnings: [...doc.warnings, ...fresh] };
}

/** "one month's rent" / "1.5 months' rent", as a lease writes it. */
export const monthsRent = (n: number): string => (n === 1 ? "one month's rent" : `${n} months' rent`);

/** Adds "Before you sign" checklist lines, skipping any already present (rules may run twice on refine). */
export function withChecklist(doc: LegalDocument, add: ChecklistItem[]): LegalDocument {
  const seen = new Set(doc.checklist.map((item) => item.text));
  const fresh = add.filter((item) => !seen.has(item.text));
  return fresh.length === 0 ? doc : { ...doc, checklist: [...doc.checklist, ...fresh] };
}

export { plural } from "../types/shared/numbers";
