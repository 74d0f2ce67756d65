/** Lease sections 13–18: assignment, default, move-out, additional terms, governing law, notices. */
import type { GenerationContext } from "../../define";
import type { Section } from "../../model";
import { clause } from "../shared/section";
import { additionalTermsSection, governingLawSection } from "../shared/standard-sections";

export function leaseClosingSections(ctx: GenerationContext): Section[] {
  const { name: state, place } = ctx.jurisdiction;
  return [
    {
      id: "assignment-and-subletting",
      heading: "Assignment and Subletting",
      explanation: "Stops the tenant from handing over or subletting the home without the landlord's consent.",
      clauses: [
        clause(
          "lease.assignment.consent",
          "The Tenant shall not assign this Lease, sublet all or part of the Premises, or let the Premises on a short-term or vacation basis without the Landlord's prior written consent, which shall not be unreasonably withheld.",
        ),
        clause(
          "lease.assignment.liability",
          "An approved assignment or sublease does not release the Tenant from the Tenant's obligations under this Lease unless the Landlord agrees to the release in writing.",
        ),
      ],
    },
    {
      id: "default-and-remedies",
      heading: "Default and Remedies",
      explanation: "Explains what counts as a breach and how the landlord may lawfully respond.",
      clauses: [
        clause(
          "lease.default.events",
          `The Tenant is in default if the Tenant fails to pay rent when due, or fails to perform another obligation under this Lease and does not cure the failure within the period stated in a written notice from the Landlord, which shall be no shorter than the period that ${state} law requires.`,
        ),
        clause(
          "lease.default.lawful-process",
          `On default, the Landlord may end the tenancy and recover possession only through the legal process available in ${place}. The Landlord shall not change the locks, remove the Tenant's belongings or cut off utilities to force the Tenant out.`,
        ),
        clause(
          "lease.default.mitigation",
          "If the Tenant leaves before the tenancy ends, the Landlord shall make reasonable efforts to re-let the Premises, and the Tenant's liability for rent ends when a new tenancy begins.",
        ),
      ],
    },
    {
      id: "move-out",
      heading: "Move-Out and Surrender",
      explanation: "Says how the home must be left at the end of the tenancy.",
      clauses: [
        clause(
          "lease.move-out.condition",
          "At the end of the tenancy the Tenant shall return all keys and access devices, remove all personal belongings, and leave the Premises clean and in the same condition as at the start, except for normal wear and tear.",
        ),
        clause(
          "lease.move-out.abandoned",
          `Property left at the Premises after the Tenant vacates will be dealt with as ${state} law provides for abandoned property.`,
        ),
        clause(
          "lease.move-out.forwarding",
          "The Tenant must give the Landlord a forwarding address in writing so that the Deposit and any itemized statement of deductions can be sent to it.",
        ),
      ],
    },
    additionalTermsSection(ctx, {
      prefix: "lease",
      instrument: "Lease",
      withoutTerms:
        "The parties have agreed no terms beyond those set out in this Lease. Any further term must be agreed in writing and signed by both parties.",
      withTerms:
        "The parties agree to the following additional terms, which form part of this Lease. Where an additional term conflicts with any other provision of this Lease, the additional term prevails to the extent the law allows.",
    }),
    governingLawSection(ctx, {
      prefix: "lease",
      instrument: "Lease",
      extra: [
        clause(
          "lease.governing-law.tenant-rights",
          `The Tenant may have rights under ${state} landlord-tenant law that cannot be waived by agreement, and nothing in this Lease limits those rights.`,
        ),
      ],
    }),
    {
      id: "notices-and-general",
      heading: "Notices and General Provisions",
      explanation: "Standard terms about notices, the whole agreement, changes and joint responsibility.",
      clauses: [
        clause(
          "lease.general.notices",
          "Notices under this Lease must be in writing and delivered by hand, by first-class mail, or by email where the receiving party has agreed to receive notices by email, to the Landlord at the Landlord's address stated above and to the Tenant at the Premises.",
        ),
        clause(
          "lease.general.entire-agreement",
          "This Lease is the entire agreement between the parties about the Premises and may be changed only in a writing signed by both of them. If any provision is unenforceable, the rest of this Lease remains in effect.",
        ),
        clause(
          "lease.general.joint-liability",
          "Where more than one person signs as Tenant, each is jointly and severally liable for all obligations of the Tenant. Time is of the essence for every payment under this Lease.",
        ),
      ],
    },
  ];
}
