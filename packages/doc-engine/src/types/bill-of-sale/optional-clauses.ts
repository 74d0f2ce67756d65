/** Clauses AI mode adds to the bill of sale when the request calls for them; refine() finds them by name. */
import type { OptionalClause } from "../../define";
import { requestMatches } from "../shared/mentions";
import { saleTerms } from "./answers";

export const billOfSaleOptionalClauses: OptionalClause[] = [
  {
    id: "bill-of-sale.property.odometer-disclosure",
    sectionId: "property",
    names: ["odometer disclosure", "odometer statement", "odometer", "mileage statement"],
    // Federal law requires a mileage statement on most vehicle transfers, so a vehicle sale always gets one.
    applies: (ctx) =>
      saleTerms(ctx).itemType === "vehicle" ||
      requestMatches(ctx, /odometer|mileage|\bmiles\b|\bcars?\b|\btrucks?\b|vehicle|motorcycle/),
    reason: "Added because federal law requires the seller of most motor vehicles to state the mileage in writing.",
    text: (ctx) => {
      const { odometer } = saleTerms(ctx);
      const reading =
        odometer !== undefined
          ? `${odometer.toLocaleString("en-US")} miles`
          : "the mileage shown on the odometer at delivery, which the Seller shall record in writing";
      return `Odometer disclosure: the Seller states that, to the best of the Seller's knowledge, the odometer reading is ${reading} and reflects the actual mileage of the vehicle, unless the Seller states otherwise in writing at signing. The Seller makes this statement under 49 U.S.C. § 32705 and 49 C.F.R. Part 580, and shall also complete any odometer disclosure required on the certificate of title.`;
    },
  },
  {
    id: "bill-of-sale.title.lien-release",
    sectionId: "title",
    names: ["lien release", "lien payoff", "lien"],
    applies: (ctx) => requestMatches(ctx, /\blien|financed|financing|payoff|pay off|still owe|loan/),
    reason:
      "Added because the request suggests the Property may still be subject to a loan or lien that must be cleared.",
    text: () =>
      "If any lien or security interest encumbers the Property at signing, the Seller shall pay it off at or before delivery and, within thirty (30) days after delivery, give the Buyer a written release from the lienholder and, for titled property, a certificate of title showing no lienholder. The Buyer may pay any part of the Purchase Price directly to the lienholder to obtain the release, and that payment counts toward the Purchase Price.",
  },
  {
    id: "bill-of-sale.delivery.transport",
    sectionId: "delivery",
    names: ["transport", "shipping", "transportation"],
    applies: (ctx) => requestMatches(ctx, /\bship(ping|ped)?\b|transport|freight|haul|\btow(ed|ing)?\b/),
    reason:
      "Added because the request mentions shipping or transporting the Property, which shifts cost and risk in transit.",
    text: () =>
      "If the Property is shipped or transported to the Buyer, the Buyer shall pay the cost of transport unless the parties agree otherwise in writing, and the Property is delivered, and risk of loss passes, when the Seller hands it to the carrier properly packed and addressed.",
  },
];
