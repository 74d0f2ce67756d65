/**
 * Non-compete covenants in employment agreements. Void states, and employees at or below a state's salary
 * floor, lose the clause (replaced by a confidentiality reminder, with a warning saying what to change);
 * a duration above the state's maximum is lowered to it; notice duties become an acknowledgment clause and
 * a checklist line; Louisiana requires the parishes to be named, else generation stops.
 */
import type { GenerationContext } from "../define";
import { nextVersion, ruleAt } from "../jurisdictions/rule-at";
import type { LegalDocument, RuleWarning } from "../model";
import { plural } from "../types/shared/numbers";
import { capitalize } from "../types/shared/wording";
import type { AnswersOf } from "./answers";
import type { Limit } from "./limits";
import { unlawful } from "./limits";
import {
  explainedBy,
  findSectionIndex,
  updateSection,
  upsertClause,
  warning,
  withChecklist,
  withWarnings,
} from "./shared";

const FAMILY = "non-compete";
/** Agreed with the employment type (src/types/employment/sections-closing.ts). */
export const NON_COMPETE_CLAUSE_ID = "employment.non-compete";
export const NON_COMPETE_NOTICE_CLAUSE_ID = "employment.non-compete.notice";
export const NON_COMPETE_LIMITS_CLAUSE_ID = "employment.non-compete.statutory-limits";
export const CONFIDENTIALITY_LIMITS_CLAUSE_ID = "employment.confidentiality.statutory-limits";
const REFORMATION_CLAUSE_ID = "employment.restrictive-covenants.reformation";

function reminder(state: string, citation: string, why: string): string {
  return (
    `The parties acknowledge that ${state} law (${citation}) does not permit a covenant restricting ${why} from ` +
    `working for a competitor after employment ends, so this Agreement contains none. The Employee remains bound by ` +
    `the confidentiality obligations of this Agreement and shall not use or disclose the Employer's trade secrets, and ` +
    `shall not use them to solicit the Employer's customers.`
  );
}

/**
 * The salary floor in force, and whether this employee is at or below it (undefined: salary not given, or
 * above a yearly figure that is out of date). A yearly-indexed floor whose table has no figure for the
 * document's year is `stale`: its last figure is a lower bound (the indexes rise), so a salary at or below
 * it is below the current one too, but a salary above it proves nothing.
 */
const aYearAfter = (iso: string) => `${Number(iso.slice(0, 4)) + 1}${iso.slice(4)}`;

function floorFor(ctx: GenerationContext, a: AnswersOf<"employment">) {
  const limits = ctx.jurisdiction.nonCompeteLimits ? ruleAt(ctx.jurisdiction.nonCompeteLimits, ctx.request.date) : null;
  const floor = limits?.salaryFloor ?? null;
  // A yearly figure is out of date a year after it took effect (Virginia's turns over on July 1, not January 1).
  const stale = limits?.indexedYearly === true && aYearAfter(limits.effectiveDate) <= ctx.request.date;
  const at = floor === null || a.salary === undefined ? undefined : a.salary <= floor;
  const below = stale && at === false ? undefined : at;
  return { limits, floor, below, stale };
}

export const nonCompeteLimit: Limit<"employment"> = (ctx, a) => {
  if (!a.nonCompete || ruleAt(ctx.jurisdiction.nonCompete, ctx.request.date).status === "void") return [];
  const { limits, below } = floorFor(ctx, a);
  if (!limits || below === true) return [];
  if (limits.parishList && a.nonCompeteParishes.length === 0) {
    throw unlawful(
      `${ctx.jurisdiction.name} law requires a non-compete to name each parish or municipality where it applies (${limits.citation}). List them under "Parishes or municipalities the non-compete covers (Louisiana)", or remove the non-compete.`,
    );
  }
  if (limits.maxMonths === null || a.nonCompeteMonths <= limits.maxMonths) return [];
  const shown = plural(limits.maxMonths, "month");
  const longest = limits.maxPresumed
    ? `the longest period ${ctx.jurisdiction.name} law presumes reasonable`
    : `the longest period ${ctx.jurisdiction.name} law allows`;
  return [
    {
      field: "nonCompeteMonths",
      value: limits.maxMonths,
      clauseId: NON_COMPETE_CLAUSE_ID,
      note: `This is ${longest} (${limits.citation}).`,
      warning: {
        ...warning(FAMILY, `The non-compete period was set to ${shown}, ${longest}.`, limits),
        field: "nonCompeteMonths",
        applied: shown,
      },
    },
  ];
};

/** The covenant replaced by a reminder; the section's plain-English note then says which law removed it. */
const replaceCovenant = (doc: LegalDocument, text: string, why: string): LegalDocument => ({
  ...doc,
  sections: doc.sections.map((s) =>
    s.clauses.some((c) => c.id === NON_COMPETE_CLAUSE_ID)
      ? {
          ...s,
          explanation: `Limits competing activities during employment. There is no non-compete after employment ends: ${why}, so a reminder of the duty to keep trade secrets stands in its place.`,
          clauses: s.clauses
            .filter((c) => c.id !== REFORMATION_CLAUSE_ID)
            .map((c) => (c.id === NON_COMPETE_CLAUSE_ID ? { id: c.id, text } : c)),
        }
      : s,
  ),
});

/** Inserts a clause right after the covenant. */
const afterCovenant = (doc: LegalDocument, id: string, text: string): LegalDocument => ({
  ...doc,
  sections: doc.sections.map((s) => ({
    ...s,
    clauses: s.clauses.flatMap((c) => (c.id === NON_COMPETE_CLAUSE_ID ? [c, { id, text }] : [c])),
  })),
});

export function applyNonCompete(doc: LegalDocument, ctx: GenerationContext, a: AnswersOf<"employment">): LegalDocument {
  if (!a.nonCompete) return doc;
  const rule = ruleAt(ctx.jurisdiction.nonCompete, doc.date);
  const { name, place } = ctx.jurisdiction;
  const warnings: RuleWarning[] = [];

  if (rule.status === "void") {
    warnings.push(
      warning(
        FAMILY,
        `Non-compete covenants are void in ${place} (${rule.note}). The non-compete clause was replaced with a confidentiality and trade-secret reminder.`,
        rule,
      ),
    );
    return withWarnings(
      replaceCovenant(doc, reminder(place, rule.citation, "the Employee"), `${place} law voids it (${rule.citation})`),
      warnings,
    );
  }

  const { limits, floor, below, stale } = floorFor(ctx, a);
  const year = limits?.effectiveDate.slice(0, 4) ?? "";
  if (limits && floor !== null && below === true) {
    const threshold = ctx.formatMoney(floor);
    return withWarnings(
      replaceCovenant(
        doc,
        // The contract states the condition, never a figure as the law (a yearly figure goes out of date, and
        // most are read from secondary sources): the figure is the warning's.
        reminder(
          place,
          limits.citation,
          "an employee whose annual earnings are at or below the salary threshold it sets, as the Employee's are",
        ),
        `${place} law voids it below a salary threshold (${limits.citation})`,
      ),
      [
        warning(
          FAMILY,
          stale
            ? `A non-compete is void in ${place} for an employee whose annual earnings are at or below a threshold set each year; it was ${threshold} for ${year}, the latest year in the rule table, and the salary of ${ctx.formatMoney(a.salary ?? 0)} is not above even that, so the non-compete clause was replaced with a confidentiality and trade-secret reminder.`
            : `A non-compete is void in ${place} for an employee whose annual earnings are ${threshold} or less (the threshold in force on ${ctx.formatDate(doc.date)}); the salary of ${ctx.formatMoney(a.salary ?? 0)} is not above it, so the non-compete clause was replaced with a confidentiality and trade-secret reminder. To keep a non-compete, the annual salary must be more than ${threshold}.`,
          limits,
        ),
      ],
    );
  }

  if (rule.status === "restricted")
    warnings.push(warning(FAMILY, `Non-competes are restricted in ${place}: ${rule.note}`, rule));
  const ban = nextVersion(ctx.jurisdiction.nonCompete, doc.date);
  // Not yet in force, so without the "in force since" a rule line adds for its effective date: the message says when.
  if (ban?.status === "void" && ban.reachesEarlierCovenants)
    warnings.push({
      family: FAMILY,
      message: `${capitalize(place)} has enacted a law under which, from ${ctx.formatDate(ban.effectiveDate)}: ${ban.note.charAt(0).toLowerCase()}${ban.note.slice(1)} This covenant will be unenforceable from then.`,
      citation: ban.citation,
      ...(ban.verified === false ? { verified: false } : {}),
    });
  let next = doc;
  if (limits && floor !== null && below === undefined) {
    const threshold = ctx.formatMoney(floor);
    // The contract states the condition, never a figure as if it were the law: the figure is the warning's.
    next = afterCovenant(
      next,
      `${NON_COMPETE_CLAUSE_ID}.threshold`,
      `The covenant in the preceding clause applies only if the Employee's annual earnings are above the threshold set under ${limits.citation} for the time the covenant is to be enforced; otherwise it is void.`,
    );
    warnings.push(
      stale
        ? {
            ...warning(
              FAMILY,
              `${capitalize(place)} sets its non-compete salary threshold each year; the rule table's latest figure is ${threshold}, for ${year}, and this year's is not in it. The Agreement states the condition without a figure: check that the salary is above the current threshold.`,
              limits,
            ),
            verified: false,
          }
        : warning(
            FAMILY,
            `${a.salary === undefined ? "No salary was given: i" : "I"}n ${place} the non-compete is void unless the employee earns more than ${threshold} a year (the threshold for ${year}), and the Agreement says so.`,
            limits,
          ),
    );
  }
  if (limits?.covenantLimits) next = afterCovenant(next, NON_COMPETE_LIMITS_CLAUSE_ID, limits.covenantLimits.join(" "));
  if (limits?.notice) {
    next = afterCovenant(next, NON_COMPETE_NOTICE_CLAUSE_ID, limits.notice);
    next = withChecklist(next, [
      {
        text: `Non-compete notice (${name}): ${limits.notice}`,
        citation: limits.citation,
        ...(limits.verified === false ? { verified: false } : {}),
      },
    ]);
  }
  return withWarnings(next, warnings);
}

/**
 * Where the statute also limits confidentiality clauses (Colorado), the confidentiality section says what it
 * cannot forbid, with or without a non-compete.
 */
export function applyConfidentialityLimits(doc: LegalDocument, ctx: GenerationContext): LegalDocument {
  const limits = ctx.jurisdiction.nonCompeteLimits ? ruleAt(ctx.jurisdiction.nonCompeteLimits, doc.date) : null;
  if (!limits?.confidentiality) return doc;
  const index = findSectionIndex(doc, ["confidentiality"], /confidential/i);
  if (index < 0) return doc;
  const text = limits.confidentiality;
  const stated = updateSection(doc, index, (s) =>
    explainedBy(
      upsertClause(s, { id: CONFIDENTIALITY_LIMITS_CLAUSE_ID, text }),
      `Its last clause says what ${capitalize(ctx.jurisdiction.place)} law (${limits.citation}) does not let it forbid.`,
    ),
  );
  return withWarnings(stated, [
    warning(
      FAMILY,
      `${capitalize(ctx.jurisdiction.place)} law limits what a confidentiality clause may forbid a worker to disclose; Section ${index + 1} (${doc.sections[index]?.heading}) states those limits.`,
      limits,
    ),
  ]);
}
