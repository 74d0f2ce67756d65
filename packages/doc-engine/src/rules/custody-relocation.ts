/**
 * Relocation statutes (jurisdictions/custody-relocation.ts): a notice period shorter than the state's least (where
 * it sets one) is raised to it, with a note and a warning; the agreement's relocation section states how the notice is given,
 * what it says and how the other parent objects, after the parents' own clauses.
 */
import type { GenerationContext } from "../define";
import { RELOCATION_RULES } from "../jurisdictions/custody-relocation";
import type { StateCode } from "../jurisdictions/states";
import type { LegalDocument } from "../model";
import { plural } from "../types/shared/numbers";
import type { Limit } from "./limits";
import { explainedBy, findSectionIndex, updateSection, upsertClause, warning, withWarnings } from "./shared";

const FAMILY = "custody-relocation";
export const RELOCATION_NOTICE_CLAUSE_ID = "child-custody.relocation.notice";
export const RELOCATION_STATUTE_CLAUSE_ID = "child-custody.relocation.statute";

const ruleFor = (ctx: GenerationContext, date: string) => {
  const rule = RELOCATION_RULES[ctx.jurisdiction.code as StateCode];
  return rule && rule.effectiveDate <= date ? rule : undefined;
};

export const relocationLimit: Limit<"child-custody"> = (ctx, a) => {
  const rule = ruleFor(ctx, ctx.request.date);
  if (rule?.minDays === undefined || a.relocationNoticeDays >= rule.minDays) return [];
  const shown = plural(rule.minDays, "day");
  const least = rule.feasibleOnly
    ? `the notice ${ctx.jurisdiction.name} law asks for where feasible`
    : `the least ${ctx.jurisdiction.name} law allows`;
  return [
    {
      field: "relocationNoticeDays",
      value: rule.minDays,
      clauseId: RELOCATION_NOTICE_CLAUSE_ID,
      note: rule.feasibleOnly
        ? `This is the notice ${ctx.jurisdiction.name} law asks for where feasible (${rule.citation}).`
        : `This is the least notice ${ctx.jurisdiction.name} law allows (${rule.citation}).`,
      warning: {
        ...warning(
          FAMILY,
          `The notice before a relocation was set to ${shown}, ${least}; ${plural(a.relocationNoticeDays, "day")} was asked.`,
          rule,
        ),
        field: "relocationNoticeDays",
        applied: shown,
      },
    },
  ];
};

export function applyRelocationStatute(doc: LegalDocument, ctx: GenerationContext): LegalDocument {
  const rule = ruleFor(ctx, doc.date);
  if (!rule) return doc;
  const index = findSectionIndex(doc, ["relocation"], /relocation/i);
  if (index < 0) return doc;
  const text = `Under ${rule.citation}: ${rule.notice} ${rule.objection}`;
  const stated = updateSection(doc, index, (s) =>
    explainedBy(
      upsertClause(s, { id: RELOCATION_STATUTE_CLAUSE_ID, text }),
      `${ctx.jurisdiction.name} law (${rule.citation}) sets how the notice is given and how the other parent objects, and the last clause says how.`,
    ),
  );
  return withWarnings(stated, [
    warning(
      FAMILY,
      `${ctx.jurisdiction.name} law sets how a parent gives notice of a relocation and how the other parent objects; Section ${index + 1} (${doc.sections[index]?.heading}) states it.`,
      rule,
    ),
  ]);
}
