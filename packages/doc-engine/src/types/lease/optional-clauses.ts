/** Clauses AI mode adds when the purpose, details or answers call for them; refine adds or removes them by name. */
import type { OptionalClause } from "../../define";
import { mentions } from "../shared/mentions";
import { leaseAnswers } from "./questions";

export const leaseOptionalClauses: OptionalClause[] = [
  {
    id: "lease.pet-rules",
    sectionId: "pets",
    names: ["pet rules", "pet policy", "pet", "pets"],
    applies: (ctx) =>
      leaseAnswers(ctx).pets !== "none" || mentions(ctx, ["dog", "cat", "puppy", "kitten", "pet"], { plurals: true }),
    reason: "Animals may live at the property, so the lease sets practical rules for their care.",
    text: () =>
      "Each pet must be licensed and vaccinated as local law requires, kept under control in common areas, and not left alone at the Premises for more than twenty-four hours. The Tenant shall clean up after the animal immediately and, if an animal was kept at the Premises, shall have the carpets professionally cleaned and the Premises treated for fleas at the end of the tenancy.",
  },
  {
    id: "lease.early-termination",
    sectionId: "term",
    names: ["early termination", "break clause", "early exit"],
    applies: (ctx) =>
      mentions(
        ctx,
        [
          "relocation",
          "relocate",
          "military",
          "job transfer",
          "transfer",
          "early termination",
          "break clause",
          "student",
        ],
        { plurals: true },
      ),
    reason:
      "The description suggests the tenant may need to leave early, so an early-exit option with a fixed fee is included.",
    text: (ctx) =>
      `The Tenant may end this Lease before the Term ends by giving the Landlord at least sixty days' written notice and paying an early termination fee equal to one month's rent on or before the termination date. The Tenant remains responsible for rent up to that date. This clause does not limit any right to end the Lease early that federal law or ${ctx.jurisdiction.name} law gives to service members or to victims of domestic violence.`,
  },
  {
    id: "lease.no-smoking",
    sectionId: "use-and-occupancy",
    names: ["no smoking", "non-smoking", "smoking"],
    applies: (ctx) =>
      mentions(ctx, ["smoke", "smoking", "vape", "vaping", "cigarette", "non-smoking"], { plurals: true }),
    reason: "The description mentions smoking, so the lease bans it inside the home.",
    text: () =>
      "Smoking or vaping of any substance, including tobacco and cannabis, is prohibited anywhere inside the Premises and on any balcony or patio. The Tenant shall pay the reasonable cost of removing smoke damage or odor caused in breach of this clause.",
  },
  {
    id: "lease.renters-insurance",
    sectionId: "insurance-and-liability",
    names: ["renters insurance", "renter's insurance", "tenant insurance"],
    applies: (ctx) => mentions(ctx, ["insurance", "valuables", "renters insurance"], { plurals: true }),
    reason: "The description mentions insurance or valuables, so the tenant must carry renter's insurance.",
    text: () =>
      "The Tenant shall maintain renter's insurance with personal liability coverage of at least $100,000 throughout the tenancy and shall give the Landlord evidence of coverage on request.",
  },
  {
    id: "lease.parking",
    sectionId: "premises",
    names: ["parking", "parking space", "garage"],
    applies: (ctx) => mentions(ctx, ["parking", "garage", "car", "vehicle", "driveway"], { plurals: true }),
    reason: "The description mentions parking or a vehicle, so the lease sets the parking rules.",
    text: () =>
      "The Tenant may use the parking space or spaces assigned by the Landlord for registered, operable passenger vehicles only. Vehicle repairs, storage of inoperable vehicles and parking in areas not assigned to the Tenant are not permitted.",
  },
];
