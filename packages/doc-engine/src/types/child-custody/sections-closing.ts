/** Sections 13–15 of the custody agreement: additional terms, modification and disputes, governing law. */
import type { GenerationContext } from "../../define";
import type { Section } from "../../model";
import { additionalTermsClauses, sectionBuilder } from "../shared/section";

const section = sectionBuilder("child-custody");

/** Federal courts do not decide custody (the domestic-relations exception): the state's own courts only. */
const familyVenue = (ctx: GenerationContext) =>
  ctx.jurisdiction.venue.replace("state and federal courts", "state courts");

export function custodyClosingSections(ctx: GenerationContext): Section[] {
  const { place } = ctx.jurisdiction;
  return [
    section(
      "additional-terms",
      "Additional Terms",
      "This section holds any extra terms the parents agreed on.",
      additionalTermsClauses(ctx, "Agreement"),
    ),
    section(
      "modification-and-disputes",
      "Modification and Dispute Resolution",
      "This section explains how the agreement can change and how disagreements are settled.",
      [
        [
          "mediation",
          "Before asking a court to resolve a disagreement under this Agreement, except in an emergency affecting a Child's safety, the Parents shall try in good faith to resolve it through mediation with a qualified family mediator, sharing the cost equally unless they agree otherwise.",
        ],
        [
          "modification",
          "This Agreement may be changed only by a written agreement signed by both Parents and approved by the court, or by court order.",
        ],
        [
          "severability",
          "If a court declines to approve or enforce any provision, the remaining provisions continue in effect to the extent the court approves them.",
        ],
      ],
    ),
    section(
      "governing-law",
      "Governing Law",
      `This section says that the law of ${place} governs this Agreement and which courts hear disputes.`,
      [
        ["law", `This Agreement is governed by and shall be interpreted under ${ctx.jurisdiction.governingLaw}.`],
        [
          "jurisdiction",
          `Any proceeding to approve, enforce or modify the custody and parenting provisions of this Agreement shall be brought in the court that has jurisdiction over the Children under the child custody jurisdiction law of ${place}, including the Uniform Child Custody Jurisdiction and Enforcement Act where it applies. Subject to that law, any other dispute under this Agreement shall be brought in ${familyVenue(ctx)}.`,
        ],
      ],
    ),
  ];
}
