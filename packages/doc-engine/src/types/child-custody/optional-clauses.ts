/** Clauses AI mode adds to the custody agreement when the request calls for them; refine() finds them by name. */
import type { OptionalClause } from "../../define";
import { requestMatches } from "../shared/mentions";

/** Also the parenting schedule's own clause when the parents choose it (the "firstRefusal" answer). */
export const FIRST_REFUSAL =
  "If a Parent will be unable to care for the Children personally for more than four (4) consecutive hours during that Parent's parenting time, that Parent shall first offer the time to the other Parent before arranging another caregiver. The other Parent shall respond promptly and provide the transportation for the extra time, and the regular schedule is otherwise unchanged.";

export const childCustodyOptionalClauses: OptionalClause[] = [
  {
    id: "child-custody.records-and-information.social-media",
    sectionId: "records-and-information",
    names: ["social media", "photos online", "online posting"],
    applies: (ctx) =>
      requestMatches(ctx, /social media|instagram|facebook|tiktok|youtube|post(ing)? (photos|pictures)|online/),
    reason: "Added because the request mentions social media, so what may be posted about the Children is agreed.",
    text: () =>
      "Neither Parent shall post photographs, video or personal information of the Children on social media or other public websites without the other Parent's consent, except content that shows no location, school or schedule and that the Parent would be comfortable with the Children seeing, and each Parent shall remove any post the other reasonably objects to.",
  },
  {
    id: "child-custody.parenting-schedule.right-of-first-refusal",
    sectionId: "parenting-schedule",
    names: ["right of first refusal", "first refusal"],
    applies: (ctx) => requestMatches(ctx, /first refusal|babysit|child ?care|caregiver|sitter|night shift|work travel/),
    reason:
      "Added because the request mentions childcare, so each Parent is offered extra time before another caregiver is used.",
    text: () => FIRST_REFUSAL,
  },
];
