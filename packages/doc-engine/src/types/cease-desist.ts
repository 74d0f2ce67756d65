/**
 * Cease and Desist Letter: the first party (sender) demands that the second party (recipient) stop a course
 * of conduct by a deadline. Eight sections; the wording of the rights and default demands follows the
 * infringement type.
 */
import type { z } from "zod";

import type { GenerationContext, OptionalClause, QuestionField, Section, TypeDefinition } from "../define";
import {
  answersObject, choice, clause, count, enumerate, governingLawSentence, lines, mentions, partyNames, plural, text,
} from "./answer-kit";

const INFRINGEMENT_TYPES = ["trademark", "copyright", "defamation", "harassment", "breach-of-contract", "other"] as const;
type Infringement = (typeof INFRINGEMENT_TYPES)[number];

export const ceaseDesistAnswersSchema = answersObject({
  infringementType: choice(INFRINGEMENT_TYPES, "other"),
  protectedRight: text(200),
  conductDescription: text(1500),
  deadlineDays: count(10, 1, 90),
  demandedActions: lines(10),
});
type CeaseDesistAnswers = z.infer<typeof ceaseDesistAnswersSchema>;
const answersOf = (ctx: GenerationContext): CeaseDesistAnswers => ceaseDesistAnswersSchema.parse(ctx.answers);

const questions: QuestionField[] = [
  {
    name: "infringementType",
    label: "What is the problem?",
    kind: "select",
    options: [
      { value: "trademark", label: "Trademark infringement" },
      { value: "copyright", label: "Copyright infringement" },
      { value: "defamation", label: "Defamation" },
      { value: "harassment", label: "Harassment" },
      { value: "breach-of-contract", label: "Breach of contract" },
      { value: "other", label: "Other unlawful conduct" },
    ],
  },
  {
    name: "protectedRight",
    label: "Mark, work or agreement concerned",
    help: 'For example: the ACME trademark, my photograph "Sunset", or our services agreement of March 1, 2025.',
    kind: "text",
  },
  { name: "conductDescription", label: "Describe the conduct", help: "What happened, where and when.", kind: "textarea" },
  { name: "deadlineDays", label: "Days to comply", help: "Ten days is common.", kind: "number" },
  {
    name: "demandedActions",
    label: "What you demand",
    help: "One demand per line. Leave blank for the standard demands for this type of problem.",
    kind: "textarea",
  },
];

type TypeWording = { subject: string; conduct: string; right: (thing: string) => string; demands: string[] };

// Per-type wording keeps the letter accurate: a defamation letter must not talk about infringing a work.
const WORDING: Record<Infringement, TypeWording> = {
  trademark: {
    subject: "infringement of the Sender's trademark rights",
    conduct: "using a name or mark that infringes the Sender's trademark rights",
    right: (thing) => `The Sender owns and uses ${thing || "its trademarks"}. Your use of an identical or confusingly similar mark is likely to cause confusion about the source of your goods or services and constitutes trademark infringement and unfair competition under the Lanham Act, 15 U.S.C. § 1051 and following, and under state law.`,
    demands: ["stop all use of the mark and any confusingly similar name, logo or domain", "remove the mark from all signage, packaging, websites and social media", "confirm in writing the quantity of infringing goods on hand and how they will be disposed of"],
  },
  copyright: {
    subject: "infringement of the Sender's copyright",
    conduct: "copying, distributing or displaying the Sender's copyrighted work without permission",
    right: (thing) => `The Sender owns the copyright in ${thing || "the original work concerned"}. Reproducing, distributing, displaying or adapting that work without permission infringes the Sender's exclusive rights under the Copyright Act, 17 U.S.C. § 106.`,
    demands: ["stop all copying, distribution and display of the work", "remove every copy of the work from your websites, platforms and materials", "confirm in writing where the work was used and for how long"],
  },
  defamation: {
    subject: "false and defamatory statements about the Sender",
    conduct: "making false and defamatory statements about the Sender",
    right: (thing) => `The statements described above${thing ? `, concerning ${thing},` : ""} are false, were published to third parties, and have damaged the Sender's reputation. Publishing false statements of fact that injure another's reputation is defamation and is actionable under state law.`,
    demands: ["stop making the false statements, in any medium", "remove the statements wherever you published them", "publish a written retraction in the same place and manner as the original statements"],
  },
  harassment: {
    subject: "harassment of the Sender",
    conduct: "harassing the Sender",
    right: () => `The conduct described above is unwanted, serves no legitimate purpose, and has caused the Sender substantial distress. It may constitute harassment under state law and may entitle the Sender to seek a protective order and damages.`,
    demands: ["stop all contact with the Sender, directly or through others, including by phone, email, messaging and social media", "stay away from the Sender's home and workplace", "stop discussing the Sender with the Sender's employer, family and acquaintances"],
  },
  "breach-of-contract": {
    subject: "breach of your agreement with the Sender",
    conduct: "acting in breach of your agreement with the Sender",
    right: (thing) => `You are bound by ${thing || "your agreement with the Sender"}. The conduct described above breaches your obligations under that agreement, and the Sender is entitled to enforce it and to recover the damages the breach has caused.`,
    demands: ["stop the conduct that breaches the agreement", "perform your outstanding obligations under the agreement in full", "confirm in writing how and when you will cure the breach"],
  },
  other: {
    subject: "conduct that unlawfully interferes with the Sender's rights",
    conduct: "engaging in conduct that unlawfully interferes with the Sender's rights",
    right: (thing) => `The conduct described above${thing ? `, which concerns ${thing},` : ""} interferes with the Sender's legal rights and interests, and the Sender is entitled to seek relief, including damages and an injunction, under applicable law.`,
    demands: ["stop the conduct described in this letter immediately", "not resume it, directly or through others", "confirm in writing that you have complied with these demands"],
  },
};

/** The calendar date deadlineDays after the letter date, computed in UTC so the result never drifts. */
function deadlineIso(ctx: GenerationContext, days: number): string {
  const start = new Date(`${ctx.request.date}T00:00:00Z`);
  if (Number.isNaN(start.getTime())) return ctx.request.date;
  start.setUTCDate(start.getUTCDate() + days);
  return start.toISOString().slice(0, 10);
}

const id = (section: string, slug: string) => `cease-desist.${section}.${slug}`;

function sections(ctx: GenerationContext): Section[] {
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
        clause(id("purpose-of-letter", "notice"), `${p1} (the "Sender") gives formal notice to ${p2} ("you") concerning ${w.subject}, and demands that you immediately cease and desist from that conduct.`),
        clause(id("purpose-of-letter", "seriousness"), `Please read this letter carefully. It is a formal demand, and the Sender will rely on it as evidence that you were told of the problem.`),
      ],
    },
    {
      id: "description-of-conduct",
      heading: "The Conduct Complained Of",
      explanation: "Describes what the recipient did.",
      clauses: [
        clause(id("description-of-conduct", "facts"), conduct),
        clause(id("description-of-conduct", "no-consent"), `The Sender has not authorised or consented to this conduct.`),
      ],
    },
    {
      id: "legal-basis",
      heading: "Legal Basis for This Demand",
      explanation: "Explains which of the sender's rights the conduct violates.",
      clauses: [
        clause(id("legal-basis", "rights"), w.right(a.protectedRight)),
        clause(id("legal-basis", "remedies"), `If this matter is not resolved, the Sender may seek every remedy available, which can include an injunction, damages, and, where the law allows, attorneys' fees and costs.`),
      ],
    },
    {
      id: "demands",
      heading: "Demands",
      explanation: "Lists exactly what the recipient must do.",
      clauses: [clause(id("demands", "actions"), `The Sender demands that you: ${enumerate(demands)}.`)],
    },
    {
      id: "deadline-for-compliance",
      heading: "Deadline for Compliance",
      explanation: "Sets the date by which the recipient must comply and confirm.",
      clauses: [
        clause(id("deadline-for-compliance", "deadline"), `You must comply with these demands and confirm your compliance to the Sender in writing within ${deadline}.`),
        clause(id("deadline-for-compliance", "failure"), `If you do not comply by that date, the Sender intends to take further action to protect its rights without additional notice to you.`),
      ],
    },
    {
      id: "additional-terms",
      heading: "Additional Terms",
      explanation: "Holds any further points the sender wants to make.",
      clauses: [
        clause(id("additional-terms", "communications"), `Please direct all communications about this matter to the Sender at the address given below.`),
      ],
    },
    {
      id: "governing-law",
      heading: "Governing Law",
      explanation: "Says which state's law applies and where the sender may bring a claim.",
      clauses: [
        clause(id("governing-law", "law"), governingLawSentence(ctx, "letter and any claim arising from the conduct described in it")),
        clause(id("governing-law", "venue"), `The Sender may bring proceedings in ${ctx.jurisdiction.venue}, or in any other court with jurisdiction over you.`),
      ],
    },
    {
      id: "reservation-of-rights",
      heading: "Reservation of Rights",
      explanation: "Makes clear the sender gives up none of its rights by sending the letter.",
      clauses: [
        clause(id("reservation-of-rights", "reservation"), `This letter does not state every fact or right relevant to this matter. Nothing in it waives or limits any of the Sender's rights or remedies, all of which are expressly reserved.`),
        clause(id("reservation-of-rights", "no-admission"), `Any delay by the Sender in acting is not a waiver, and your receipt of this letter does not mean the Sender accepts any account of events you may give.`),
      ],
    },
  ];
}

const optionalClauses: OptionalClause[] = [
  {
    id: "cease-desist.litigation-hold",
    sectionId: "reservation-of-rights",
    names: ["litigation hold", "preservation of evidence", "preserve evidence", "document preservation"],
    applies: (ctx) => mentions(ctx, ["litigation", "lawsuit", "sue", "court", "evidence", "preserve", "preservation", "litigation hold"]),
    reason: "Litigation appears possible, so the recipient is put on notice to preserve evidence, which later supports sanctions if it is destroyed.",
    text: () =>
      "Because litigation about this matter is reasonably anticipated, you are on notice of your legal duty to preserve all documents, communications and electronically stored information relating to it, including emails, text messages, social media posts, files and records of sales or publication. Do not delete, alter or discard any of them, and suspend any routine deletion that could affect them.",
  },
  {
    id: "cease-desist.settlement-offer",
    sectionId: "deadline-for-compliance",
    names: ["settlement offer", "settlement", "offer to settle"],
    applies: (ctx) => mentions(ctx, ["settlement", "settle", "resolve amicably", "amicable", "compensation", "payment"]),
    reason: "The request mentions resolving the matter, so the letter invites a settlement while keeping the demand firm.",
    text: () =>
      "The Sender is willing to resolve this matter without litigation. If you comply fully by the deadline and sign a written agreement confirming that you will not resume the conduct, the Sender will consider the matter closed, without waiving any claim for conduct that continues or resumes. Any discussions about settlement are confidential and made without prejudice to the Sender's rights.",
  },
];

export const ceaseDesistDefinition: TypeDefinition = {
  type: "cease-desist",
  title: "Cease and Desist Letter",
  sectionCount: 8,
  labels: ["FIRST PARTY", "SECOND PARTY"],
  questions,
  answersSchema: ceaseDesistAnswersSchema,
  recitals: (ctx) => {
    const { p1, p2 } = partyNames(ctx);
    const w = WORDING[answersOf(ctx).infringementType];
    return [
      `This letter is sent by ${p1} to ${p2}.`,
      `It concerns ${w.subject} and sets out the Sender's demands and the deadline for meeting them.`,
    ];
  },
  instrument: "Letter",
  // A letter is addressed, not "made between" parties.
  preamble: (ctx, datedOn) => {
    const { p1, p2 } = partyNames(ctx);
    const { party2Address } = ctx.request.parties;
    return `Sent on the ${datedOn} by ${p1} to ${p2}${party2Address.trim() ? `, ${party2Address.trim()}` : ""}. Re: Demand to cease and desist from ${WORDING[answersOf(ctx).infringementType].subject}.`;
  },
  sections,
  optionalClauses,
};
