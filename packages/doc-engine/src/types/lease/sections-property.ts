/** Lease sections 7–12: utilities, maintenance, alterations, entry, pets, insurance. */
import type { GenerationContext } from "../../define";
import type { Section } from "../../model";
import { clause, clauses } from "../shared/section";
import { leaseAnswers } from "./questions";

const UTILITIES = {
  tenant:
    "The Tenant shall arrange and pay for all utilities and services supplied to the Premises, including electricity, gas, water, sewer, trash collection, telephone, internet and television, and shall put those accounts in the Tenant's name where the provider allows.",
  shared:
    "The Landlord shall pay for water, sewer and trash collection. The Tenant shall arrange and pay for electricity, gas, telephone, internet and television services supplied to the Premises.",
  landlord:
    "The Landlord shall pay for water, sewer, trash collection, electricity and gas supplied to the Premises. The Tenant shall arrange and pay for telephone, internet and television services.",
} as const;

const PETS = {
  none: "No animal may be kept at the Premises, even temporarily, without the Landlord's prior written consent.",
  allowed:
    "The Tenant may keep domestic pets at the Premises, subject to this Section and to any reasonable limits on number, size or kind that the Landlord sets in writing before the animal arrives.",
  "with-consent":
    "The Tenant may keep a pet at the Premises only with the Landlord's prior written consent for that animal, which the Landlord may give on reasonable conditions.",
} as const;

export function leasePropertySections(ctx: GenerationContext): Section[] {
  const a = leaseAnswers(ctx);
  const state = ctx.jurisdiction.name;
  return [
    {
      id: "utilities",
      heading: "Utilities and Services",
      explanation: "Says which utilities each party pays for.",
      clauses: [
        clause("lease.utilities.allocation", UTILITIES[a.utilities]),
        clause(
          "lease.utilities.interruption",
          "The Tenant must not allow any utility in the Tenant's name to be disconnected for non-payment. The Landlord is not liable for an interruption of a utility service that the Landlord did not cause.",
        ),
      ],
    },
    {
      id: "maintenance-and-repairs",
      heading: "Maintenance and Repairs",
      explanation: "Divides upkeep between the landlord (structure and systems) and the tenant (day-to-day care).",
      clauses: [
        clause(
          "lease.maintenance.landlord",
          `The Landlord shall keep the structure, roof, plumbing, heating, electrical systems and any appliances supplied by the Landlord in good repair and in a condition that meets the habitability requirements of ${state} law, and shall carry out necessary repairs within a reasonable time after notice.`,
        ),
        clause(
          "lease.maintenance.tenant",
          "The Tenant shall keep the Premises clean and sanitary, replace light bulbs and smoke-alarm batteries, take reasonable steps to prevent mold and frozen pipes, and promptly tell the Landlord in writing about any defect or needed repair.",
        ),
        clause(
          "lease.maintenance.damage",
          "The Tenant shall pay the reasonable cost of repairing damage caused by the Tenant, other occupants or guests, beyond normal wear and tear.",
        ),
      ],
    },
    {
      id: "alterations",
      heading: "Alterations",
      explanation: "Stops the tenant from changing the property without the landlord's written consent.",
      clauses: [
        clause(
          "lease.alterations.consent",
          "The Tenant shall not make alterations, additions or improvements to the Premises, paint, change or add locks, or install fixtures without the Landlord's prior written consent.",
        ),
        clause(
          "lease.alterations.restoration",
          "Any approved alteration becomes the Landlord's property at the end of the tenancy unless the Landlord asks the Tenant in writing to remove it, in which case the Tenant must remove it and restore the Premises at the Tenant's cost before moving out.",
        ),
      ],
    },
    {
      id: "landlord-entry",
      heading: "Landlord's Entry",
      explanation: "Says when and with how much notice the landlord may enter the home.",
      clauses: [
        clause(
          "lease.entry.notice",
          `The Landlord may enter the Premises at reasonable times to inspect them, make repairs, or show them to prospective tenants, buyers or lenders, after giving the Tenant at least twenty-four hours' written notice, or any longer notice that ${state} law requires.`,
        ),
        clause(
          "lease.entry.emergency",
          "In an emergency that threatens people or property, the Landlord may enter without notice and shall tell the Tenant about the entry as soon as possible afterwards.",
        ),
      ],
    },
    {
      id: "pets",
      heading: "Pets",
      explanation: "Says whether animals are allowed and who is responsible for them.",
      clauses: clauses(
        clause("lease.pets.policy", PETS[a.pets]),
        a.petDeposit !== undefined &&
          clause(
            "lease.pets.deposit",
            `The Tenant shall pay a pet deposit of ${ctx.formatMoney(a.petDeposit)}, which the Landlord shall hold, apply and return on the same terms as the Deposit.`,
          ),
        clause(
          "lease.pets.responsibility",
          `The Tenant is responsible for any damage, odor, noise or nuisance caused by an animal kept at the Premises. Assistance animals are permitted as required by the federal Fair Housing Act and ${state} law, and no pet deposit or pet fee applies to them.`,
        ),
      ),
    },
    {
      id: "insurance-and-liability",
      heading: "Insurance and Liability",
      explanation: "Explains what the landlord's insurance covers and who is liable for injury or loss.",
      clauses: [
        clause(
          "lease.insurance.landlord",
          "The Landlord shall insure the building against fire and other usual risks. That insurance does not cover the Tenant's personal property, and the Tenant is advised to obtain renter's insurance.",
        ),
        clause(
          "lease.insurance.indemnity",
          "The Tenant shall indemnify the Landlord against claims arising from the negligence or willful misconduct of the Tenant, other occupants or guests. The Landlord is liable to the Tenant only for loss caused by the Landlord's negligence, willful misconduct or breach of this Lease.",
        ),
      ],
    },
  ];
}
