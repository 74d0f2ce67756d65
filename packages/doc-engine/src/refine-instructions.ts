/** The instructions refine() understands, as data (the refine dialog shows them; "@lexforge/doc-engine/data"). */
export type RefineInstruction = { id: string; label: string; description: string; examples: string[] };

/** What refine() understands, with examples for the refine dialog. */
export const REFINE_INSTRUCTIONS: readonly RefineInstruction[] = [
  {
    id: "formal",
    label: "More formal",
    description: "Rewrites everyday wording in formal legal style (must → shall, before → prior to).",
    examples: ["Make it more formal"],
  },
  {
    id: "plain",
    label: "Plainer English",
    description: "Replaces legalese with everyday words (shall → will, prior to → before, in the event that → if).",
    examples: ["Use plain English", "Make it simpler"],
  },
  {
    id: "concise",
    label: "Shorter",
    description:
      "Keeps the first clause of each section plus every clause added for you, your own text, jurisdiction requirements and governing law.",
    examples: ["Make it shorter", "Make it more concise"],
  },
  {
    id: "add-clause",
    label: "Add a clause",
    description: "Adds one of the document type's optional clauses by name.",
    examples: ["Add a non-solicitation clause", "Add a pet care clause"],
  },
  {
    id: "remove-clause",
    label: "Remove a clause",
    description: "Removes an optional clause by name; the standard sections always stay.",
    examples: ["Remove the non-solicitation clause"],
  },
  {
    id: "change",
    label: "Change a term, amount or date",
    description: "Changes one of the guided answers (a term, an amount, a date, a name) or a party's name or address.",
    examples: [
      "Change the term to 3 years",
      "Set the rent to $2,000",
      "Change the start date to 2027-01-01",
      "Change the tenant to Jane Doe",
      "Change the late fee to 5%",
    ],
  },
  {
    id: "mutual",
    label: "Make it mutual",
    description: "Non-Disclosure Agreements only: both parties disclose and protect information.",
    examples: ["Make it mutual"],
  },
  {
    id: "one-way",
    label: "Make it one-way",
    description: "Non-Disclosure Agreements only: one party discloses, the other protects.",
    examples: ["Make it one-way instead of mutual"],
  },
  {
    id: "remove-term",
    label: "Remove a term",
    description: "Removes an optional term such as a late fee, or switches off a yes/no term such as a non-compete.",
    examples: ["Remove the late fee", "Remove the non-compete"],
  },
  {
    id: "ip",
    label: "Add intellectual-property detail",
    description: "Adds the document type's intellectual-property clause where it has one.",
    examples: ["Add more intellectual property detail"],
  },
];
