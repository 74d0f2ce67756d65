/** Child Custody Agreement: the parents' proposed custody, parenting time and decision-making, subject to court approval. */
import type { GenerationContext, TypeDefinition } from "../../define";
import { capitalize, introduce } from "../shared/wording";
import { childCustodyAnswersSchema, custodyTerms } from "./answers";
import { childCustodyOptionalClauses } from "./optional-clauses";
import { childCustodyQuestions } from "./questions";
import { careSections } from "./sections-care";
import { custodyClosingSections } from "./sections-closing";
import { custodySections } from "./sections-custody";
import { ROLES } from "../../roles";

function custodyRecitals(ctx: GenerationContext): string[] {
  const t = custodyTerms(ctx);
  return [
    `${capitalize(introduce(t.p1, t.role1))}, and ${introduce(t.p2, t.role2)}, are the parents of ${t.childList.length > 0 ? "the minor children named in this Agreement" : "one or more minor children"}.`,
    "The parents wish to agree on the custody, care and upbringing of their children in a way that serves the children's best interests, and to present this Agreement to the court for approval.",
  ];
}

export const childCustodyDefinition: TypeDefinition = {
  type: "child-custody",
  title: "Child Custody Agreement",
  sectionCount: 15,
  /** The short name the engine uses in its own sentences (preamble, details clause). */
  instrument: "Agreement",
  shape: "contract",
  roles: ROLES["child-custody"],
  questions: childCustodyQuestions,
  answersSchema: childCustodyAnswersSchema,
  recitals: custodyRecitals,
  sections: (ctx) => [...custodySections(ctx), ...careSections(ctx), ...custodyClosingSections(ctx)],
  optionalClauses: childCustodyOptionalClauses,
  checklist: () => [
    {
      text: "This agreement binds as a custody order only once the court approves it: file it with the family court that has jurisdiction over the children, as the court's rules require (many courts want the parents' signatures notarized).",
    },
  ],
};
