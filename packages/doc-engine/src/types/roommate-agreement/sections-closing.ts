/** Sections 13–15 of the roommate agreement: additional terms, disputes and general provisions, governing law. */
import type { GenerationContext } from "../../define";
import type { Section } from "../../model";
import { additionalTermsClauses, sectionBuilder } from "../shared/section";

const section = sectionBuilder("roommate-agreement");

export function roommateClosingSections(ctx: GenerationContext): Section[] {
  const { place } = ctx.jurisdiction;
  return [
    section(
      "additional-terms",
      "Additional Terms",
      "This section holds any extra terms the roommates agreed on.",
      additionalTermsClauses(ctx, "Agreement"),
    ),
    section(
      "general-provisions",
      "Disputes and General Provisions",
      "This section says how disagreements are handled and how this Agreement can change.",
      [
        [
          "disputes",
          "The Roommates shall try in good faith to resolve any disagreement under this Agreement by discussing it directly, and if that fails, either may propose mediation by a community mediation service before starting a court action.",
        ],
        [
          "amendment",
          "This Agreement is the entire agreement between the Roommates about sharing the Premises and may be changed only in a writing signed by both of them.",
        ],
        ["severability", "If any provision of this Agreement is unenforceable, the rest remains in effect."],
      ],
    ),
    section(
      "governing-law",
      "Governing Law",
      `This section says that the law of ${place} governs this Agreement and where disputes are heard.`,
      [
        [
          "law",
          `This Agreement is governed by and shall be interpreted under ${ctx.jurisdiction.governingLaw}, without regard to conflict-of-laws rules.`,
        ],
        [
          "venue",
          `Any action arising out of or relating to this Agreement shall be brought in ${ctx.jurisdiction.venue}. A claim within the small claims limit of ${place} may instead be brought in the court that hears small claims for the area where the Premises are located.`,
        ],
      ],
    ),
  ];
}
