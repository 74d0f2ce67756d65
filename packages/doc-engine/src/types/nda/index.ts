/** Non-Disclosure Agreement: 12 numbered sections, one-way or mutual. */
import type { GenerationContext, TypeDefinition } from "../../define";
import { phrase } from "../shared/wording";
import { ndaOptionalClauses } from "./optional-clauses";
import { ndaAnswers, ndaAnswersSchema, ndaQuestions } from "./questions";
import { ndaClosingSections } from "./sections-closing";
import { ndaCoreSections } from "./sections-core";
import { ROLES } from "../../roles";

function ndaRecitals(ctx: GenerationContext): string[] {
  const purpose = phrase(ctx.request.purpose);
  const mutual = ndaAnswers(ctx).mutual;
  return [
    mutual
      ? `${ctx.party1} and ${ctx.party2} each possess confidential and proprietary information and wish to share it with each other for the following purpose: ${purpose} (the "Purpose").`
      : `${ctx.party1} possesses confidential and proprietary information and wishes to disclose it to ${ctx.party2} for the following purpose: ${purpose} (the "Purpose").`,
    mutual
      ? "Each party is willing to receive the other's information and to protect it on the terms of this Agreement."
      : `${ctx.party2} is willing to receive that information and to protect it on the terms of this Agreement.`,
    "NOW, THEREFORE, in consideration of the mutual promises in this Agreement and other good and valuable consideration, the receipt and sufficiency of which are acknowledged, the parties agree as follows.",
  ];
}

export const ndaDefinition: TypeDefinition = {
  type: "nda",
  title: "Non-Disclosure Agreement",
  sectionCount: 12,
  shape: "contract",
  roles: ROLES["nda"],
  questions: ndaQuestions,
  answersSchema: ndaAnswersSchema,
  recitals: ndaRecitals,
  sections: (ctx) => [...ndaCoreSections(ctx), ...ndaClosingSections(ctx)],
  optionalClauses: ndaOptionalClauses,
  instrument: "Agreement",
};
