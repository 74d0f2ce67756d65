/** Lease sections 1–6: premises, term, rent, security deposit, late charges, use and occupancy. */
import type { GenerationContext } from "../../define";
import { ordinal } from "../../format";
import { ruleAt } from "../../jurisdictions/rule-at";
import { byRent } from "../../jurisdictions/types";
import type { Section } from "../../model";
import { plural } from "../shared/numbers";
import { clause, clauses } from "../shared/section";
import { BLANK } from "../../render/blocks";
import { leaseAnswers, leaseDates } from "./questions";

/** The agreed late charge; where the state lets a late fee accrue only by the day, at that day's rate up to it. */
function lateCharge(ctx: GenerationContext, fee: number, rent: number | undefined): string {
  const rule = ruleAt(ctx.jurisdiction.lateFee, ctx.request.date);
  const daily = byRent(rule.perDayByRent, rule.perDay ?? null, rent);
  return daily === null || fee <= daily
    ? ctx.formatMoney(fee)
    : `${ctx.formatMoney(daily)} for each day the rent remains unpaid, up to ${ctx.formatMoney(fee)} for that rental period`;
}

export function leaseTermSections(ctx: GenerationContext): Section[] {
  const a = leaseAnswers(ctx);
  const state = ctx.jurisdiction.name;
  // Without an address the lease leaves a blank to fill in by hand (the checklist says so): describing the
  // premises with the purpose text would lease "Residential use as the tenant's home", not a home.
  const premises = `the residential premises located at ${a.propertyAddress ?? BLANK}`;
  const { start, end } = leaseDates(ctx);
  const due = `${ordinal(a.rentDueDay)} day of each month`;

  return [
    {
      id: "premises",
      heading: "Premises",
      explanation: "Identifies the home being rented and confirms the tenant has inspected it.",
      clauses: [
        clause(
          "lease.premises.grant",
          `The Landlord leases to the Tenant, and the Tenant leases from the Landlord, ${premises} (the "Premises"), together with the fixtures and appliances in it${a.furnished ? " and the furniture and furnishings listed in an inventory signed by both parties" : ""}.`,
        ),
        clause(
          "lease.premises.condition",
          "The Tenant has inspected the Premises and accepts them in their present condition, subject to the Landlord's repair obligations under this Lease and to any defects recorded in a move-in condition report signed by both parties within seven days after the tenancy begins.",
        ),
      ],
    },
    {
      id: "term",
      heading: "Term",
      explanation: "Says when the lease starts and when, or how, it ends.",
      clauses: clauses(
        a.leaseType === "fixed"
          ? clause(
              "lease.term.duration",
              `The term of this Lease begins on ${ctx.formatDate(start)} and ends on ${ctx.formatDate(end)} (the "Term").`,
            )
          : clause(
              "lease.term.duration",
              `This Lease begins on ${ctx.formatDate(start)} and continues from month to month until either party ends it by giving the other at least thirty days' written notice, or any longer notice that ${state} law requires.`,
            ),
        a.leaseType === "fixed" &&
          clause(
            "lease.term.holdover",
            `If the Tenant remains in possession with the Landlord's consent after the Term ends, the tenancy continues from month to month on the same terms, and either party may end it by giving at least thirty days' written notice, or any longer notice that ${state} law requires.`,
          ),
        clause(
          "lease.term.possession",
          "If the Landlord cannot deliver possession on the start date, rent abates until possession is delivered, and the Tenant may cancel this Lease by written notice if possession is not delivered within fourteen days after that date.",
        ),
      ),
    },
    {
      id: "rent",
      heading: "Rent",
      explanation: "Sets the rent, when it is due and how it is paid.",
      clauses: [
        clause(
          "lease.rent.amount",
          a.monthlyRent === undefined
            ? `The Tenant shall pay monthly rent in the amount agreed in writing by the parties, in advance, on or before the ${due}.`
            : `The Tenant shall pay rent of ${ctx.formatMoney(a.monthlyRent)} per month, in advance, on or before the ${due}.`,
        ),
        clause(
          "lease.rent.payment",
          "Rent for any partial month at the start or end of the tenancy is prorated on a daily basis. Rent is payable by bank transfer, check or any other method the Landlord reasonably designates in writing, and the Landlord shall give a receipt for any payment made in cash.",
        ),
        clause(
          "lease.rent.increases",
          `The Landlord may increase the rent only as permitted by ${state} law and, during a fixed Term, not before the Term ends. Any increase requires at least the written notice that applicable law prescribes.`,
        ),
      ],
    },
    {
      id: "security-deposit",
      heading: "Security Deposit",
      explanation: "Sets the deposit, what it may be used for and when it must be returned.",
      clauses: [
        clause(
          "lease.security-deposit.amount",
          a.securityDeposit === undefined
            ? 'The Tenant shall pay any security deposit agreed by the parties in writing (the "Deposit"); if none is agreed, no deposit is payable.'
            : `On signing this Lease, the Tenant shall pay a security deposit of ${ctx.formatMoney(a.securityDeposit)} (the "Deposit").`,
        ),
        clause(
          "lease.security-deposit.use",
          "The Landlord shall hold the Deposit as security for the Tenant's performance of this Lease and may deduct from it only unpaid rent, the cost of repairing damage beyond normal wear and tear, and other amounts the law permits, giving the Tenant an itemized statement of every deduction.",
        ),
        clause(
          "lease.security-deposit.last-month",
          `The Tenant shall not apply the Deposit toward the last month's rent. Where ${state} law requires it, the Landlord shall hold the Deposit in a separate account and pay the Tenant any interest due on it.`,
        ),
      ],
    },
    {
      id: "late-charges",
      heading: "Late Charges and Returned Payments",
      explanation: "Says what happens when rent is paid late or a payment bounces.",
      clauses: [
        clause(
          "lease.late-charges.fee",
          a.lateFee === undefined
            ? `If rent is not received within ${plural(a.graceDays, "day")} after it is due, the Landlord may charge a late fee only to the extent permitted by ${state} law and stated in a prior written notice to the Tenant.`
            : `If rent is not received within ${plural(a.graceDays, "day")} after it is due, the Tenant shall pay a late charge of ${lateCharge(ctx, a.lateFee, a.monthlyRent)}, which the parties agree is a reasonable estimate of the Landlord's costs of late payment and not a penalty.`,
        ),
        clause(
          "lease.late-charges.returned",
          "For each payment returned unpaid by the Tenant's bank, the Tenant shall pay the Landlord's bank charges and any returned-payment fee allowed by law, and the Landlord may require later payments to be made in certified funds.",
        ),
      ],
    },
    {
      id: "use-and-occupancy",
      heading: "Use and Occupancy",
      explanation: "Limits the home to residential use and sets rules on occupants, guests and conduct.",
      clauses: [
        clause(
          "lease.use.residential",
          `The Tenant shall use the Premises only as a private residence${a.maxOccupants === undefined ? "" : ` for no more than ${plural(a.maxOccupants, "occupant")} in total`}, and shall not carry on any business there that involves customer visits, signage or an increase in the insurance risk.`,
        ),
        clause(
          "lease.use.conduct",
          "The Tenant shall comply with all laws and with any reasonable building or community rules given to the Tenant in writing, and must not cause a nuisance or unreasonably disturb neighbors.",
        ),
        clause(
          "lease.use.guests",
          "Guests may stay at the Premises for no more than fourteen consecutive days, or thirty days in any twelve months, without the Landlord's written consent, which shall not be unreasonably withheld.",
        ),
      ],
    },
  ];
}
