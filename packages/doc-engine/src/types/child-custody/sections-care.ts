/** Sections 7–12 of the custody agreement: vacations, exchanges, major decisions, records, relocation, support. */
import type { GenerationContext } from "../../define";
import type { Section } from "../../model";
import { countOf } from "../shared/numbers";
import { sectionBuilder } from "../shared/section";
import { asClauseText } from "../shared/wording";
import { custodyTerms } from "./answers";
import type { DecisionMaker } from "./answers";

const section = sectionBuilder("child-custody");

function decidedBy(who: DecisionMaker): string {
  switch (who) {
    case "joint":
      return "made jointly by the Parents";
    case "sole-party1":
      return "made by Parent A, after consulting Parent B in good faith";
    case "sole-party2":
      return "made by Parent B, after consulting Parent A in good faith";
  }
}

export function careSections(ctx: GenerationContext): Section[] {
  const t = custodyTerms(ctx);
  const anyJoint = [t.education, t.health, t.religion].includes("joint");
  return [
    section(
      "vacations",
      "School Breaks and Vacations",
      "This section lets each parent take the children on vacation.",
      [
        [
          "summer",
          "Each Parent may take the Children on vacation for up to fourteen (14) consecutive days each summer, giving the other Parent at least thirty (30) days' written notice of the dates, destination and a way to reach the Children.",
        ],
        [
          "conflicts",
          "If both Parents choose overlapping dates, Parent A's choice prevails in even-numbered years and Parent B's choice prevails in odd-numbered years.",
        ],
        [
          "travel",
          `A Parent who plans to take the Children overnight outside ${ctx.jurisdiction.place} shall give the other Parent at least fourteen (14) days' written notice with the itinerary, addresses and contact details. Travel outside the United States also requires the other Parent's written and notarized consent, which shall not be unreasonably withheld, and each Parent shall sign any passport application for a Child that the other reasonably requests.`,
        ],
      ],
    ),
    section("exchanges", "Exchanges and Transportation", "This section explains how the children move between homes.", [
      [
        "pick-up",
        "Unless the Parents agree otherwise, the Parent whose parenting time is beginning collects the Children from school or from the other Parent's home, and each Parent shall have the Children ready on time.",
      ],
      [
        "conduct",
        "Exchanges shall be calm and courteous, and each Parent shall notify the other as soon as possible if they will be more than fifteen (15) minutes late.",
      ],
      [
        "safety",
        "A Parent transporting the Children shall use the child safety seats and restraints the law requires and shall never drive them while impaired.",
      ],
    ]),
    section(
      "decision-making",
      "Major Decisions",
      "This section assigns who makes major decisions about school, health and religion.",
      [
        [
          "education",
          `Major decisions about the Children's education, including choice of school, special educational services and tutoring, shall be ${decidedBy(t.education)}.`,
        ],
        [
          "health",
          `Major decisions about the Children's non-emergency health care, including elective procedures, ongoing treatment and mental health care, shall be ${decidedBy(t.health)}.`,
        ],
        [
          "religion",
          `Decisions about the Children's religious upbringing and instruction shall be ${decidedBy(t.religion)}.`,
        ],
        [
          "emergencies",
          anyJoint
            ? "Either Parent may consent to emergency medical treatment for a Child and shall tell the other Parent as soon as possible. If the Parents cannot agree on a joint decision, they shall use the dispute process in the Modification and Dispute Resolution section."
            : "Either Parent may consent to emergency medical treatment for a Child and shall tell the other Parent as soon as possible.",
        ],
      ],
    ),
    section(
      "records-and-information",
      "Records and Information",
      "This section gives both parents access to the children's records and news.",
      [
        [
          "access",
          "Each Parent may obtain information and records about the Children directly from their schools, health care providers and activity organizers, and each shall be listed as a parent and emergency contact with them.",
        ],
        [
          "sharing",
          "Each Parent shall promptly tell the other of any serious illness, injury or significant event in a Child's life, and shall share school reports, appointment dates and activity schedules the other does not receive directly.",
        ],
        [
          "communication",
          "Each Parent may have reasonable telephone or video contact with the Children while they are with the other Parent, normally between 6:00 p.m. and 8:00 p.m., and the Parent with the Children shall facilitate it. The Parents shall communicate with each other about the Children in writing by email or an agreed co-parenting application, answer non-urgent messages within forty-eight (48) hours, and never use the Children to carry messages.",
        ],
      ],
    ),
    section(
      "relocation",
      "Relocation",
      "This section requires advance notice before a parent moves the children's home.",
      [
        [
          "notice",
          `A Parent who intends to change their residence in a way that would affect the Parenting Schedule shall give the other Parent written notice at least ${countOf(t.relocationNoticeDays, "day")} before the move, stating the new address, the intended date, the reasons, and a proposed revised schedule.`,
        ],
        [
          "objection",
          "If the other Parent objects in writing and the Parents cannot agree, the Children's residence may not be moved in a way that affects the Parenting Schedule without a court order.",
        ],
        [
          "state-law",
          `If the law of ${t.state} requires a longer notice period or a particular form of notice, that requirement also applies.`,
        ],
      ],
    ),
    section("child-support", "Child Support", "This section records how child support is handled.", [
      [
        "support",
        t.childSupportReference !== undefined
          ? `Child support for the Children is provided for as follows: ${asClauseText(t.childSupportReference)}`
          : `Child support shall be set under the child support guidelines of ${t.state}, by separate written agreement approved by the court or by court order.`,
      ],
      [
        "non-waiver",
        "The right to support belongs to the Children, and nothing in this Agreement waives or limits it or prevents a court from setting or changing support as the law allows.",
      ],
    ]),
  ];
}
