/**
 * Occupancy rights a state gives whatever the lease says (jurisdictions/lease-occupancy.ts): the use-and-occupancy
 * section states them beside its occupant limit and guest rule, and "Before you sign" names the law.
 */
import type { GenerationContext } from "../define";
import { OCCUPANCY_RIGHTS } from "../jurisdictions/lease-occupancy";
import type { StateCode } from "../jurisdictions/states";
import type { LegalDocument } from "../model";
import { explainedBy, findSectionIndex, updateSection, upsertClause, warning, withWarnings } from "./shared";

const FAMILY = "lease-occupancy";
export const OCCUPANCY_RIGHTS_CLAUSE_ID = "lease.use.occupancy-rights";

export function applyOccupancyRights(doc: LegalDocument, ctx: GenerationContext): LegalDocument {
  const right = OCCUPANCY_RIGHTS[ctx.jurisdiction.code as StateCode];
  if (!right || right.effectiveDate > doc.date) return doc;
  const index = findSectionIndex(doc, ["use-and-occupancy"], /occupancy/i);
  if (index < 0) return doc;
  const text = `Nothing in this Lease limits the occupancy that ${right.law} permits: ${right.text}.`;
  const stated = updateSection(doc, index, (s) =>
    explainedBy(
      upsertClause(s, { id: OCCUPANCY_RIGHTS_CLAUSE_ID, text }),
      `It also says who else may live there whatever the limit, as ${right.law} allows.`,
    ),
  );
  return withWarnings(stated, [
    warning(
      FAMILY,
      `${ctx.jurisdiction.name} law lets the tenant share the home with immediate family and occupants beyond any limit a lease sets; Section ${index + 1} (${doc.sections[index]?.heading}) says so.`,
      right,
    ),
  ]);
}
