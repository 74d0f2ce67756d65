/** The instructions refine() understands, as data (the refine dialog shows them; "@lexforge/doc-engine/data"). */
import { withArticle } from "./catalogue";
import type { DocumentType } from "./model";

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

/** An optional clause each type offers, by the name refine() knows it by: the "Add a … clause" example. */
const CLAUSE_EXAMPLE: Record<DocumentType, string> = {
  nda: "non-circumvention",
  lease: "early termination",
  will: "pet care",
  poa: "digital assets",
  llc: "tag-along",
  employment: "remote work",
  "privacy-policy": "GDPR",
  "cease-desist": "settlement offer",
  "promissory-note": "guarantor",
  "bill-of-sale": "lien release",
  "roommate-agreement": "sublet",
  "child-custody": "right of first refusal",
};

/** One change each type's answers allow, in words refine() reads. */
const CHANGE_EXAMPLE: Record<DocumentType, string> = {
  nda: "Change the term to 3 years",
  lease: "Set the rent to $2,000",
  will: "Change the inheritance age to 25",
  poa: "Change the agent to Jane Doe",
  llc: "Change the company name to Bright Pixel LLC",
  employment: "Set the salary to $95,000",
  "privacy-policy": "Change the contact email to privacy@example.com",
  "cease-desist": "Change the deadline to 14 days",
  "promissory-note": "Set the principal to $12,000",
  "bill-of-sale": "Set the price to $4,500",
  "roommate-agreement": "Set the total rent to $2,400",
  "child-custody": "Change the relocation notice to 90 days",
};

/** A term that can be switched off, where the type has one. */
const REMOVE_TERM_EXAMPLE: Partial<Record<DocumentType, string>> = {
  lease: "Remove the late fee",
  employment: "Remove the non-compete",
  "promissory-note": "Remove the late fee",
};

/**
 * The refine dialog's examples for one type: only instructions that type's documents take (a lease is never
 * offered "make it mutual"), each with what it does. A test applies every one to a document of the type.
 */
export function refineExamplesFor(type: DocumentType): { text: string; hint: string }[] {
  const hint = (id: string) => REFINE_INSTRUCTIONS.find((item) => item.id === id)?.description ?? "";
  const removeTerm = REMOVE_TERM_EXAMPLE[type];
  return [
    { text: "Make it more formal", hint: hint("formal") },
    // A letter is written plainly already: "plain English" would change nothing.
    ...(type === "cease-desist" ? [] : [{ text: "Use plain English", hint: hint("plain") }]),
    { text: "Make it shorter", hint: hint("concise") },
    { text: `Add ${withArticle(CLAUSE_EXAMPLE[type])} clause`, hint: hint("add-clause") },
    { text: CHANGE_EXAMPLE[type], hint: hint("change") },
    ...(type === "nda" ? [{ text: "Make it mutual", hint: hint("mutual") }] : []),
    ...(removeTerm ? [{ text: removeTerm, hint: hint("remove-term") }] : []),
  ];
}
