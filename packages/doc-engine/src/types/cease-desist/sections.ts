/** The letter's eight sections, in order. */
import type { GenerationContext, Section } from "../../define";
import { plural } from "../shared/numbers";
import { clause, clauses } from "../shared/section";
import { enumerate, partyNames } from "../shared/wording";
import { answersOf } from "./answers";
import { WORDING } from "./wording";

/** The calendar date deadlineDays after the letter date, computed in UTC so the result never drifts. */
function deadlineIso(ctx: GenerationContext, days: number): string {
  const start = new Date(`${ctx.request.date}T00:00:00Z`);
  if (Number.isNaN(start.getTime())) return ctx.request.date;
  start.setUTCDate(start.getUTCDate() + days);
  return start.toISOString().slice(0, 10);
}

/** The money demand: a stated sum, or compensation to be quantified when the sender gave no figure. */
function paymentDemand(ctx: GenerationContext, amount: number | undefined): string {
  return amount === undefined
    ? "The Sender also demands that you compensate the Sender for the loss your conduct has caused, in an amount the Sender will confirm to you in writing, and that you pay it within the same deadline."
    : `The Sender also demands that you pay the Sender ${ctx.formatMoney(amount)} in compensation for the loss your conduct has caused, in full and by the deadline set out below.`;
}

const id = (section: string, slug: string) => `cease-desist.${section}.${slug}`;

export function ceaseDesistSections(ctx: GenerationContext): Section[] {
  const a = answersOf(ctx);
  const { p1, p2 } = partyNames(ctx);
  const w = WORDING[a.infringementType];
  const demands = a.demandedActions.length > 0 ? a.demandedActions.map((d) => d.replace(/[.;\s]+$/, "")) : w.demands;
  const deadline = `${plural(a.deadlineDays, "day")} after the date of this letter, that is, by ${ctx.formatDate(deadlineIso(ctx, a.deadlineDays))}`;
  const conduct = a.conductDescription
    ? `The Sender has learned of the following conduct by you: ${a.conductDescription.replace(/[.;\s]+$/, "")}.`
    : `The Sender has learned that you have been ${w.conduct}, and that this conduct is continuing.`;

  return [
    {
      id: "purpose-of-letter",
      heading: "Purpose of This Letter",
      explanation: "Says who is writing, to whom, and why.",
      clauses: [
        clause(
          id("purpose-of-letter", "notice"),
          `${p1} (the "Sender") gives formal notice to ${p2} ("you") concerning ${w.subject}, and demands that you immediately cease and desist from that conduct.`,
        ),
        clause(
          id("purpose-of-letter", "seriousness"),
          `Please read this letter carefully. It is a formal demand, and the Sender will rely on it as evidence that you were told of the problem.`,
        ),
      ],
    },
    {
      id: "description-of-conduct",
      heading: "The Conduct Complained Of",
      explanation: "Describes what the recipient did.",
      clauses: [
        clause(id("description-of-conduct", "facts"), conduct),
        clause(
          id("description-of-conduct", "no-consent"),
          `The Sender has not authorised or consented to this conduct.`,
        ),
      ],
    },
    {
      id: "legal-basis",
      heading: "Legal Basis for This Demand",
      explanation: "Explains which of the sender's rights the conduct violates.",
      clauses: [
        clause(id("legal-basis", "rights"), w.right(a.protectedRight)),
        clause(
          id("legal-basis", "remedies"),
          `If this matter is not resolved, the Sender may seek every remedy available, which can include an injunction, damages, and, where the law allows, attorneys' fees and costs.`,
        ),
      ],
    },
    {
      id: "demands",
      heading: "Demands",
      explanation: "Lists exactly what the recipient must do.",
      clauses: clauses(
        clause(id("demands", "actions"), `The Sender demands that you: ${enumerate(demands)}.`),
        a.demandPayment && clause(id("demands", "payment"), paymentDemand(ctx, a.paymentAmount)),
      ),
    },
    {
      id: "deadline-for-compliance",
      heading: "Deadline for Compliance",
      explanation: "Sets the date by which the recipient must comply and confirm.",
      clauses: [
        clause(
          id("deadline-for-compliance", "deadline"),
          `You must comply with these demands and confirm your compliance to the Sender in writing within ${deadline}.`,
        ),
        clause(
          id("deadline-for-compliance", "failure"),
          `If you do not comply by that date, the Sender intends to take further action to protect its rights without additional notice to you.`,
        ),
      ],
    },
    {
      id: "additional-terms",
      heading: "Communications",
      explanation: "Says where replies go and holds any further points the sender wants to make.",
      clauses: [
        clause(
          id("additional-terms", "communications"),
          `Please direct all communications about this matter to the Sender at the address at the top of this letter.`,
        ),
      ],
    },
    {
      id: "preservation-of-evidence",
      heading: "Preservation of Evidence",
      explanation: "Warns the recipient to keep every record about the conduct, because a claim may follow.",
      clauses: [
        clause(
          id("preservation-of-evidence", "preserve"),
          `You are now on notice of a potential claim. You must preserve all documents, electronic records, communications, sales and financial records and other materials relating to the conduct described in this letter, and suspend any routine deletion that could destroy them.`,
        ),
      ],
    },
    {
      id: "reservation-of-rights",
      heading: "Reservation of Rights",
      explanation: "Makes clear the sender gives up none of its rights by sending the letter.",
      clauses: [
        clause(
          id("reservation-of-rights", "reservation"),
          `This letter does not state every fact or right relevant to this matter. Nothing in it waives or limits any of the Sender's rights or remedies, all of which are expressly reserved.`,
        ),
        clause(
          id("reservation-of-rights", "no-admission"),
          `Any delay by the Sender in acting is not a waiver, and your receipt of this letter does not mean the Sender accepts any account of events you may give.`,
        ),
      ],
    },
  ];
}
