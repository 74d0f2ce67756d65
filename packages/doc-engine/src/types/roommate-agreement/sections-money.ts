/** Sections 1–4 of the roommate agreement: the premises and parties, term, rent and utilities. */
import type { GenerationContext } from "../../define";
import type { Section } from "../../model";
import { countOf, ordinal, percentText } from "../shared/numbers";
import { sectionBuilder } from "../shared/section";
import { inline } from "../shared/wording";
import { roommateTerms } from "./answers";
import type { RoommateTerms } from "./answers";

const section = sectionBuilder("roommate-agreement");

function rentSplitClause(t: RoommateTerms, ctx: GenerationContext): string {
  if (t.rent1 !== undefined && t.rent2 !== undefined) {
    return `${t.p1} shall pay ${ctx.formatMoney(t.rent1)} (${percentText(t.share1)}) and ${t.p2} shall pay ${ctx.formatMoney(t.rent2)} (${percentText(t.share2)}) of the Rent each month.`;
  }
  return t.share1 === 50
    ? "The Roommates shall each pay one half of the Rent each month."
    : `${t.p1} shall pay ${percentText(t.share1)} and ${t.p2} shall pay ${percentText(t.share2)} of the Rent each month.`;
}

function utilitiesClause(t: RoommateTerms): string {
  switch (t.utilitiesSplit) {
    case "equal":
      return `The Roommates shall share equally the charges for electricity, gas, water, sewer, trash, internet and any other utility service for the Premises that is not paid by the landlord (the "Utilities").`;
    case "same-as-rent":
      return `The Roommates shall share the charges for electricity, gas, water, sewer, trash, internet and any other utility service for the Premises that is not paid by the landlord (the "Utilities") in the same proportions as the Rent: ${percentText(t.share1)} by ${t.p1} and ${percentText(t.share2)} by ${t.p2}.`;
    case "included":
      return `The utility services for the Premises (the "Utilities") are included in the Rent, so neither Roommate pays a separate share; if the landlord begins charging for any Utility separately, the Roommates shall share it equally.`;
  }
}

export function roommateMoneySections(ctx: GenerationContext): Section[] {
  const t = roommateTerms(ctx);
  const premises =
    t.premisesAddress !== undefined
      ? `the residence at ${inline(t.premisesAddress)}`
      : "the residence in which they live or will live together";
  return [
    section(
      "premises",
      "The Premises and the Roommates",
      "This section identifies the roommates and the home they share.",
      [
        [
          "parties",
          `Roommate A and Roommate B (each a "Roommate" and together the "Roommates") agree to share ${premises} (the "Premises") on the terms of this Agreement.`,
        ],
        [
          "lease",
          `The lease or rental agreement for the Premises with the landlord, if any (the "Lease"), is not changed by this Agreement. This Agreement governs only the arrangements between the Roommates, and each Roommate shall comply with the Lease.`,
        ],
      ],
    ),
    section("term", "Term", "This section says when the arrangement starts and how long it lasts.", [
      [
        "start",
        `This Agreement begins on ${t.startDate !== undefined ? ctx.formatDate(t.startDate) : ctx.formatDate(ctx.request.date)} and continues from month to month until a Roommate moves out under the Moving Out section or the Lease ends, whichever comes first.`,
      ],
      [
        "survival",
        "Obligations to pay amounts that accrued while a Roommate lived at the Premises survive the end of this Agreement.",
      ],
    ]),
    section("rent", "Rent", "This section sets the rent and how it is divided between the roommates.", [
      [
        "total",
        t.totalRent !== undefined && t.totalRent > 0
          ? `The total rent for the Premises is ${ctx.formatMoney(t.totalRent)} per month (the "Rent").`
          : `The total rent for the Premises is the monthly amount payable under the Lease (the "Rent").`,
      ],
      ["split", rentSplitClause(t, ctx)],
      [
        "due",
        `Each Roommate shall pay their share so that the full Rent reaches the landlord by the ${ordinal(t.rentDueDay)} day of each month, or any earlier date the Lease requires. If one Roommate pays any part of the other's share to avoid a default under the Lease, the other shall repay that amount within ${countOf(7, "day")}.`,
      ],
      [
        "security-deposit",
        `Any security deposit under the Lease is contributed ${t.share1 === 50 ? "equally" : `${percentText(t.share1)} by ${t.p1} and ${percentText(t.share2)} by ${t.p2}`}, unless the Roommates record a different split in writing. When the landlord returns the deposit, any deduction for damage or unpaid amounts is charged to the Roommate responsible for it, and the balance is divided in proportion to the contributions. A Roommate who moves out before the Lease ends may be repaid their contribution by a replacement roommate who takes it over; otherwise it is settled when the landlord returns the deposit.`,
      ],
    ]),
    section(
      "utilities",
      "Utilities and Household Costs",
      "This section divides utility bills and shared household costs.",
      [
        ["split", utilitiesClause(t)],
        // Billing mechanics only matter when the Roommates pay utilities themselves.
        t.utilitiesSplit !== "included" && [
          "accounts",
          "The Roommate in whose name a Utility account is held shall share each bill with the other Roommate promptly after receiving it, and the other Roommate shall pay their share within ten (10) days after receiving the bill.",
        ],
        [
          "supplies",
          "Shared household supplies, such as cleaning products and paper goods, are bought as needed and their cost divided equally, unless the Roommates agree otherwise.",
        ],
      ],
    ),
  ];
}
