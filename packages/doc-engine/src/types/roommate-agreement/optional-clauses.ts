/** Clauses AI mode adds to the roommate agreement when the request calls for them; refine() finds them by name. */
import type { OptionalClause } from "../../define";
import { requestMatches } from "../shared/mentions";

export const roommateOptionalClauses: OptionalClause[] = [
  {
    id: "roommate-agreement.move-out.sublet",
    sectionId: "move-out",
    names: ["sublet", "sublease", "subletting", "subtenant"],
    applies: (ctx) => requestMatches(ctx, /sublet|subleas|subtenant|summer away|temporary replacement/),
    reason:
      "Added because the request mentions subletting, which needs both roommates' and often the landlord's consent.",
    text: () =>
      "Neither Roommate may sublet their room or assign their interest in the Premises without the other Roommate's prior written consent, which shall not be unreasonably withheld, and any consent the Lease requires. A Roommate who sublets remains responsible under this Agreement for the subtenant's share of the Rent and Utilities and for any damage the subtenant causes.",
  },
  {
    id: "roommate-agreement.common-areas.parking",
    sectionId: "common-areas",
    names: ["parking", "parking space", "garage"],
    applies: (ctx) => requestMatches(ctx, /parking|garage|driveway|\bcars?\b/),
    reason: "Added because the request mentions parking or a car, so use of the parking space is allocated.",
    text: () =>
      "Any parking space, garage or driveway that comes with the Premises is shared as the Roommates agree in writing; until they do, they shall alternate its use month by month. Each Roommate is responsible for their own vehicle, permits and any towing or parking charges it incurs.",
  },
];
