/** Clauses AI mode adds to the custody agreement when the request calls for them; refine() finds them by name. */
import type { OptionalClause } from "../../define";
import { requestMatches } from "../shared/mentions";

export const childCustodyOptionalClauses: OptionalClause[] = [
  {
    id: "child-custody.vacations.travel-consent",
    sectionId: "vacations",
    names: ["travel consent", "travel", "international travel", "passport"],
    applies: (ctx) =>
      requestMatches(ctx, /travel|abroad|international|passport|out of (the )?(state|country)|overseas/),
    reason:
      "Added because the request mentions travel, so notice and consent rules for trips with the Children are set out.",
    text: (ctx) =>
      `A Parent who plans to take the Children overnight outside ${ctx.jurisdiction.place} shall give the other Parent at least fourteen (14) days' written notice with the itinerary, addresses and contact details. Travel outside the United States also requires the other Parent's written and notarized consent, which shall not be unreasonably withheld, and each Parent shall sign any passport application for a Child that the other reasonably requests.`,
  },
  {
    id: "child-custody.parenting-schedule.right-of-first-refusal",
    sectionId: "parenting-schedule",
    names: ["right of first refusal", "first refusal"],
    applies: (ctx) => requestMatches(ctx, /first refusal|babysit|child ?care|caregiver|sitter|night shift|work travel/),
    reason:
      "Added because the request mentions childcare, so each Parent is offered extra time before another caregiver is used.",
    text: () =>
      "If a Parent will be unable to care for the Children personally for more than four (4) consecutive hours during that Parent's parenting time, that Parent shall first offer the time to the other Parent before arranging another caregiver. The other Parent shall respond promptly, provides the transportation for the extra time, and the regular schedule is otherwise unchanged.",
  },
  {
    id: "child-custody.records-and-information.communication",
    sectionId: "records-and-information",
    names: ["communication", "phone calls", "video calls", "contact with the children"],
    applies: (ctx) => requestMatches(ctx, /communicat|phone|video|\bcalls?\b|facetime|text messag|co-?parenting app/),
    reason:
      "Added because the request mentions communication, so contact with the Children and between the Parents is set out.",
    text: () =>
      "Each Parent may have reasonable telephone or video contact with the Children while they are with the other Parent, normally between 6:00 p.m. and 8:00 p.m., and the Parent with the Children shall facilitate it. The Parents shall communicate with each other about the Children in writing by email or an agreed co-parenting application, answer non-urgent messages within forty-eight (48) hours, and never use the Children to carry messages.",
  },
];
