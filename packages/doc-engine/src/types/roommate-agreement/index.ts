/** Roommate Agreement: how two people sharing a home divide rent, bills, chores and house rules. */
import type { GenerationContext, TypeDefinition } from "../../define";
import { capitalize, introduce } from "../shared/wording";
import { roommateAnswersSchema, roommateTerms } from "./answers";
import { roommateOptionalClauses } from "./optional-clauses";
import { roommateQuestions } from "./questions";
import { roommateClosingSections } from "./sections-closing";
import { roommateLivingSections } from "./sections-living";
import { roommateMoneySections } from "./sections-money";
import { ROLES } from "../../roles";

function roommateRecitals(ctx: GenerationContext): string[] {
  const t = roommateTerms(ctx);
  return [
    `${capitalize(introduce(t.p1, t.role1))}, and ${introduce(t.p2, t.role2)}, live or intend to live together in a shared home.`,
    "They wish to record how they will divide the rent and household costs, share the home and resolve disagreements, so that each knows what to expect of the other.",
  ];
}

export const roommateAgreementDefinition: TypeDefinition = {
  type: "roommate-agreement",
  title: "Roommate Agreement",
  sectionCount: 15,
  /** The short name the engine uses in its own sentences (preamble, details clause). */
  instrument: "Agreement",
  shape: "contract",
  roles: ROLES["roommate-agreement"],
  questions: roommateQuestions,
  answersSchema: roommateAnswersSchema,
  recitals: roommateRecitals,
  sections: (ctx) => [...roommateMoneySections(ctx), ...roommateLivingSections(ctx), ...roommateClosingSections(ctx)],
  optionalClauses: roommateOptionalClauses,
};
