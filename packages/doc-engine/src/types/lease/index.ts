/** Residential Lease Agreement: 18 numbered sections, LANDLORD and TENANT. */
import type { GenerationContext, TypeDefinition } from "../../define";
import { phrase } from "../shared/wording";
import { leaseOptionalClauses } from "./optional-clauses";
import { leaseAnswers, leaseAnswersSchema, leaseQuestions } from "./questions";
import { leaseClosingSections } from "./sections-closing";
import { leasePropertySections } from "./sections-property";
import { leaseTermSections } from "./sections-terms";
import { ROLES } from "../../roles";

function leaseRecitals(ctx: GenerationContext): string[] {
  const a = leaseAnswers(ctx);
  return [
    `The Landlord owns, or is authorized to lease, the residential property ${a.propertyAddress ? `located at ${a.propertyAddress}` : "whose address is written in Section 1 (Premises)"}.`,
    `The Tenant wishes to rent that property for the following purpose: ${phrase(ctx.request.purpose)}.`,
    "NOW, THEREFORE, in consideration of the rent and the mutual promises in this Lease, the Landlord and the Tenant agree as follows.",
  ];
}

export const leaseDefinition: TypeDefinition = {
  type: "lease",
  title: "Lease Agreement",
  sectionCount: 18,
  shape: "contract",
  roles: ROLES["lease"],
  questions: leaseQuestions,
  answersSchema: leaseAnswersSchema,
  recitals: leaseRecitals,
  sections: (ctx) => [...leaseTermSections(ctx), ...leasePropertySections(ctx), ...leaseClosingSections(ctx)],
  optionalClauses: leaseOptionalClauses,
  checklist: (ctx) => [
    ...(leaseAnswers(ctx).propertyAddress
      ? []
      : [
          {
            text: "Write the full address of the home, including any unit number, on the blank line in Section 1 (Premises) before anyone signs, and have both parties initial it: a lease that does not identify the home it rents may not be enforceable.",
          },
        ]),
    // The lead-based paint disclosure has its own page and checklist line (rules/lease-disclosures.ts).
    { text: "Give the tenant a copy of the signed lease and keep the original." },
  ],
  instrument: "Lease",
};
