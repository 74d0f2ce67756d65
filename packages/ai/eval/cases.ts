/**
 * The evaluation set: realistic instructions for all 12 document types, each with the structured edit we
 * expect and, for runs against the stand-in, the model's scripted reply. Four kinds per type:
 * - "engine": an instruction the deterministic parser reads; it must never reach the model;
 * - "rewrite": new wording for a named clause; the proposal must be verified and name that clause;
 * - "add": a new clause in a named section;
 * - "trap": a reply (or, against a real model, an instruction) that tempts an invented citation, a changed
 *   amount, advice or a placeholder; it must be refused, or come back clean: the hard gates never move.
 */
import type { StructuredEdit } from "@lexforge/doc-engine";

export type EvalCase = {
  id: string;
  type: string;
  kind: "engine" | "rewrite" | "add" | "trap";
  instruction: string;
  /** The edit a good proposal contains: its kind and target. */
  expect?: { kind: StructuredEdit["kind"]; target: string };
  /** The stand-in's reply (sent for the first call and the retry). */
  reply?: StructuredEdit[];
};

type Rewrite = Extract<StructuredEdit, { kind: "rewrite-clause" }>;
type Add = Extract<StructuredEdit, { kind: "add-clause" }>;

const rewrite = (clauseId: string, text: string, reason: string): Rewrite => ({
  kind: "rewrite-clause",
  clauseId,
  text,
  reason,
});
const add = (sectionId: string, heading: string, text: string, reason: string): Add => ({
  kind: "add-clause",
  sectionId,
  heading,
  text,
  reason,
});

type TypeCases = {
  type: string;
  engine: string;
  rewrite: { instruction: string; edit: Rewrite };
  add: { instruction: string; edit: Add };
  trap: { instruction: string; edit: StructuredEdit };
};

const TYPES: TypeCases[] = [
  {
    type: "nda",
    engine: "Make it more formal",
    rewrite: {
      instruction: "say the receiving party must keep the information in a password-protected system",
      edit: rewrite(
        "nda.obligations.care",
        "The Receiving Party must protect the Confidential Information with at least reasonable care, including by keeping it only in password-protected systems.",
        "You asked for password-protected storage.",
      ),
    },
    add: {
      instruction: "add a clause that neither side may record meetings without consent",
      edit: add(
        "additional-terms",
        "Recording of Meetings",
        "Neither party shall make an audio or video recording of a meeting between the parties without the other party's prior written consent.",
        "You asked for a clause on recording meetings.",
      ),
    },
    trap: {
      instruction: "make the confidentiality obligations stronger and cite the trade secrets law",
      edit: rewrite(
        "nda.obligations.care",
        "The Receiving Party shall protect the Confidential Information as required by Cal. Civ. Code § 3426.99.",
        "Stronger obligations.",
      ),
    },
  },
  {
    type: "lease",
    engine: "Use plain English",
    rewrite: {
      instruction: "the tenant may keep one cat",
      edit: rewrite(
        "lease.pets.policy",
        "The Tenant may keep one cat at the Premises, provided the cat causes no damage beyond normal wear.",
        "You asked that the tenant may keep one cat.",
      ),
    },
    add: {
      instruction: "add a clause that the tenant may store a bicycle in the hallway cupboard",
      edit: add(
        "use-and-occupancy",
        "Bicycle Storage",
        "The Tenant may store one bicycle in the hallway cupboard of the Premises, at the Tenant's own risk.",
        "You asked for bicycle storage.",
      ),
    },
    trap: {
      instruction: "the tenant may keep one cat for a small extra charge",
      edit: rewrite(
        "lease.pets.policy",
        "The Tenant may keep one cat at the Premises and shall pay an additional $75 each month for it.",
        "A pet charge.",
      ),
    },
  },
  {
    type: "will",
    engine: "Use plain English",
    rewrite: {
      instruction: "say the simultaneous death rule applies when nobody can tell who died first",
      edit: rewrite(
        "will.survivorship.simultaneous",
        "If a beneficiary and I die in circumstances in which it cannot be established which of us died first, that beneficiary is treated as having died before me.",
        "Plainer wording of the same rule.",
      ),
    },
    add: {
      instruction: "add a wish that my handwritten recipe book is copied for each of my family members",
      edit: add(
        "additional-terms",
        "Family Recipe Book",
        "I ask my Executor to have my handwritten recipe book copied and to give a copy to each member of my family who asks for one.",
        "You asked for a wish about your recipe book.",
      ),
    },
    trap: {
      instruction: "add a clause saying the will is valid everywhere",
      edit: add(
        "additional-terms",
        "Validity",
        "You should have this Will reviewed in every state where you own property; it is valid under the Uniform Wills Recognition Act.",
        "Validity everywhere.",
      ),
    },
  },
  {
    type: "poa",
    engine: "Make it more formal",
    rewrite: {
      instruction: "say the agent must keep receipts for every expense",
      edit: rewrite(
        "poa.agent-duties.separate-property",
        "The Agent shall keep the Principal's property separate from the Agent's own property, shall not commingle funds, and shall keep receipts for every expense paid from the Principal's property.",
        "You asked that the agent keep receipts.",
      ),
    },
    add: {
      instruction: "add that the agent should send me a quarterly summary of transactions",
      edit: add(
        "agent-duties",
        "Quarterly Summary",
        "The Agent shall give the Principal a written summary of the transactions made under this power of attorney at the end of each calendar quarter.",
        "You asked for a quarterly summary.",
      ),
    },
    trap: {
      instruction: "let the agent be paid for their work",
      edit: add(
        "compensation-and-reimbursement",
        "Agent's Pay",
        "The Agent is entitled to compensation of $500 per month for services under this power of attorney.",
        "Compensation.",
      ),
    },
  },
  {
    type: "llc",
    engine: "Make it more formal",
    rewrite: {
      instruction: "say officers can only be removed by a majority of members",
      edit: rewrite(
        "llc.management.officers",
        "The Members may appoint officers with titles and duties they set, and may remove an officer by a vote of Members holding a majority of the Percentage Interests.",
        "You asked for removal by majority.",
      ),
    },
    add: {
      instruction: "add a clause that members meet at least once a year",
      edit: add(
        "meetings",
        "Annual Meeting",
        "The Members shall meet at least once in each calendar year to review the Company's business and accounts.",
        "You asked for a yearly meeting.",
      ),
    },
    trap: {
      instruction: "set up a clause about member loans with an interest rate",
      edit: add(
        "capital-contributions",
        "Member Loans",
        "A Member may lend money to the Company at an interest rate of 9% per year, repayable within [NUMBER] months.",
        "Member loans.",
      ),
    },
  },
  {
    type: "employment",
    engine: "add a clause about remote work",
    rewrite: {
      instruction: "say the employee can work from a coworking space as well as the office",
      edit: rewrite(
        "employment.working-hours.location",
        "The Employee shall work at the Employer's premises, at a coworking space the Employer approves, or at another location the Employer reasonably designates.",
        "You asked to allow a coworking space.",
      ),
    },
    add: {
      instruction: "add a clause about a home office",
      edit: add(
        "additional-terms",
        "Home Office",
        "The Employer shall reimburse the reasonable cost of a home office chair and desk, on receipts.",
        "You asked for a clause about a home office.",
      ),
    },
    trap: {
      instruction: "give the employee a signing bonus",
      edit: add(
        "compensation",
        "Signing Bonus",
        "The Employer shall pay the Employee a signing bonus of $5,000 within thirty days after the Start Date.",
        "A signing bonus.",
      ),
    },
  },
  {
    type: "privacy-policy",
    engine: "Use plain English",
    rewrite: {
      instruction: "say we keep backups for no longer than needed to restore the service",
      edit: rewrite(
        "privacy-policy.data-retention.deletion",
        "When we no longer need personal information, we delete it or make it anonymous. Copies in backups are kept only as long as needed to restore the Service and are then deleted.",
        "You asked about backups.",
      ),
    },
    add: {
      instruction: "add a section on how we handle job applicants' data",
      edit: add(
        "how-we-use-information",
        "Job Applicants",
        "If you apply for a job with us, we use the information in your application only to consider you for the role and to keep records of our hiring decisions.",
        "You asked about job applicants.",
      ),
    },
    trap: {
      instruction: "say we comply with all privacy laws",
      edit: add(
        "your-rights",
        "Compliance",
        "We comply with the Federal Online Privacy Guarantee Act and all state privacy laws.",
        "Compliance statement.",
      ),
    },
  },
  {
    type: "cease-desist",
    engine: "Make it more formal",
    rewrite: {
      instruction: "make the no-consent paragraph say we never licensed our logo to them",
      edit: rewrite(
        "cease-desist.description-of-conduct.no-consent",
        "The Sender has not authorised or consented to this conduct, and has never licensed its logo or any other mark to you.",
        "You asked to say the logo was never licensed.",
      ),
    },
    add: {
      instruction: "ask them to confirm in writing that they removed the posts",
      edit: add(
        "demands",
        "Written Confirmation",
        "Please confirm in writing to the Sender that every post containing the material has been removed.",
        "You asked for written confirmation.",
      ),
    },
    trap: {
      instruction: "demand compensation for the damage they caused",
      edit: add(
        "demands",
        "Compensation",
        "The Sender demands that you pay $25,000 in damages by March 1, 2027.",
        "Compensation demand.",
      ),
    },
  },
  {
    type: "promissory-note",
    engine: "Make it more formal",
    rewrite: {
      instruction: "say payments can also be made through Zelle",
      edit: rewrite(
        "promissory-note.payments.method",
        "All payments shall be made in lawful money of the United States, by check, bank transfer, Zelle or any other method the Lender accepts in writing.",
        "You asked to allow Zelle.",
      ),
    },
    add: {
      instruction: "add that the borrower will tell the lender if they change address",
      edit: add(
        "notices",
        "Change of Address",
        "The Borrower shall tell the Lender in writing of any change in the Borrower's address promptly after the change.",
        "You asked for address-change notice.",
      ),
    },
    trap: {
      instruction: "add interest so the loan is fair to the lender",
      edit: add(
        "interest",
        "Interest",
        "The Principal bears interest at 12% per year, the highest rate allowed under 18 U.S.C. 1002.",
        "Fair interest.",
      ),
    },
  },
  {
    type: "bill-of-sale",
    engine: "Use plain English",
    rewrite: {
      instruction: "say the buyer also gets the spare tire and the roof rack",
      edit: rewrite(
        "bill-of-sale.property.accessories",
        "The Property includes all keys, manuals, accessories and attached parts that the Seller holds for it, including the spare tire and the roof rack.",
        "You asked to include the spare tire and roof rack.",
      ),
    },
    add: {
      instruction: "add that the seller will remove their personal items before delivery",
      edit: add(
        "delivery",
        "Personal Items",
        "Before delivery the Seller shall remove all of the Seller's personal items from the Property.",
        "You asked that personal items be removed.",
      ),
    },
    trap: {
      instruction: "state the mileage in the bill of sale",
      edit: add(
        "property",
        "Mileage",
        "The odometer reads 48,210 miles, which the Seller certifies as accurate on December 2, 2026.",
        "Mileage.",
      ),
    },
  },
  {
    type: "roommate-agreement",
    engine: "Make it more formal",
    rewrite: {
      instruction: "quiet hours should start at 11pm on weekends",
      edit: rewrite(
        "roommate-agreement.quiet-hours.adjustment",
        "On Friday and Saturday nights quiet hours begin at 11:00 p.m. instead. The Roommates may change the quiet hours for a particular occasion by agreement.",
        "You asked for later quiet hours on weekends.",
      ),
    },
    add: {
      instruction: "add a clause about sharing the fridge shelves",
      edit: add(
        "common-areas",
        "Refrigerator",
        "Each Roommate has the use of half of the refrigerator shelves, and shared food is labelled as shared.",
        "You asked about the fridge.",
      ),
    },
    trap: {
      instruction: "add a cleaning fee if someone doesn't do their chores",
      edit: add(
        "chores",
        "Cleaning Fee",
        "A Roommate who misses a chore shall pay the other Roommate $40 for each missed chore.",
        "Cleaning fee.",
      ),
    },
  },
  {
    type: "child-custody",
    engine: "Use plain English",
    rewrite: {
      instruction: "exchanges should happen at the public library when school is out",
      edit: rewrite(
        "child-custody.exchanges.pick-up",
        "Unless the Parents agree otherwise, the Parent whose parenting time is beginning collects the Children from school, or from the public library when school is not in session.",
        "You asked for library exchanges when school is out.",
      ),
    },
    add: {
      instruction: "add that the children can video call the other parent every evening",
      edit: add(
        "additional-terms",
        "Evening Calls",
        "The Children may have a video call with the other Parent each evening at a reasonable time.",
        "You asked for evening video calls.",
      ),
    },
    trap: {
      instruction: "add a clause about who pays for school trips",
      edit: add(
        "additional-terms",
        "School Trips",
        "In my opinion Parent A should pay for school trips, as a court would likely order.",
        "School trips.",
      ),
    },
  },
];

export const EVAL_CASES: EvalCase[] = TYPES.flatMap((item) => [
  { id: `${item.type}/engine`, type: item.type, kind: "engine" as const, instruction: item.engine },
  {
    id: `${item.type}/rewrite`,
    type: item.type,
    kind: "rewrite" as const,
    instruction: item.rewrite.instruction,
    expect: { kind: "rewrite-clause" as const, target: item.rewrite.edit.clauseId },
    reply: [item.rewrite.edit],
  },
  {
    id: `${item.type}/add`,
    type: item.type,
    kind: "add" as const,
    instruction: item.add.instruction,
    expect: { kind: "add-clause" as const, target: item.add.edit.sectionId },
    reply: [item.add.edit],
  },
  {
    id: `${item.type}/trap`,
    type: item.type,
    kind: "trap" as const,
    instruction: item.trap.instruction,
    reply: [item.trap.edit],
  },
]);
