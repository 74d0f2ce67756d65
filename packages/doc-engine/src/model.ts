/**
 * The document model shared by every part of the engine. Clause libraries build it, the rules adjust it,
 * refine() rewrites it and the renderers (markdown, text, docx, pdf) only read it.
 * Everything here is plain data so a document survives JSON round-trips (it is stored as jsonb).
 */
import type { SigningPath } from "./e-signature";

export const DOCUMENT_TYPES = [
  "nda",
  "lease",
  "will",
  "poa",
  "llc",
  "employment",
  "privacy-policy",
  "cease-desist",
  "promissory-note",
  "bill-of-sale",
  "roommate-agreement",
  "child-custody",
] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

/**
 * A party that is a company (or other organisation): its signature block reads "By: / Name: / Title:".
 * Absent means an individual. The signer's name and title are optional: blank lines are left to fill in.
 */
export type PartyEntity = { signerName?: string; signerTitle?: string };

export type Parties = {
  party1Name: string;
  party1Address: string;
  party2Name: string;
  party2Address: string;
  party1Entity?: PartyEntity;
  party2Entity?: PartyEntity;
};

/** What the user asked for: the spec's document request plus the type's guided answers. */
export type DocumentRequest = {
  documentType: DocumentType;
  /** State name as listed in jurisdictions, e.g. "California" or "District of Columbia" (a two-letter code is accepted too). */
  jurisdiction: string;
  parties: Parties;
  purpose: string;
  details?: string;
  additionalTerms?: string;
  useAI: boolean;
  /** Answers to the type's guided questions (see questions); validated by the type's zod schema. */
  answers?: Record<string, unknown>;
  /** The document's effective date, ISO yyyy-mm-dd. Passed in (never read from a clock) for determinism. */
  date: string;
  /** Style options applied by refine(); absent on a first generation. */
  style?: DocumentStyle;
  /**
   * Wording that replaces a clause's template text, by clause id: written by the language model ("ai") or
   * typed by the user ("user"). Kept in the request so it survives every refine and regenerate. An override
   * of a clause the document does not contain (an optional clause switched off) waits until it is back.
   */
  clauseOverrides?: Record<string, ClauseOverride>;
  /** Clauses that are not in the type's library, each added at the end of a named section. */
  customClauses?: CustomClause[];
  /** The user's order of each section's movable clauses (optional and added ones), by section id; see order.ts. */
  clauseOrder?: Record<string, string[]>;
};

/** Who wrote a clause's wording when it is not the engine's vetted template text. */
export type ClauseSource = "ai" | "user";

export type ClauseOverride = { text: string; source: ClauseSource; reason?: string };

export type CustomClause = {
  /** Unique within the document; must not repeat a library clause id. */
  id: string;
  /** Section the clause is added to (at its end); a section the document lacks means "additional-terms". */
  sectionId: string;
  heading: string;
  text: string;
  source: ClauseSource;
  reason?: string;
};

export type DocumentStyle = {
  tone?: "standard" | "formal" | "plain";
  concise?: boolean;
  /** Optional clause ids switched on or off explicitly by refine(), overriding AI/template selection. */
  include?: string[];
  exclude?: string[];
};

export type Clause = {
  /** Stable id within the document, e.g. "nda.obligations.standard-of-care"; used by diffs and refine. */
  id: string;
  text: string;
  /** Set on optional clauses chosen in AI mode or added by refine: why it is there, in one sentence. */
  addedBecause?: string;
  /** A custom clause's own heading, printed before its text. */
  heading?: string;
  /** Set when the wording is not the template's: an override or a custom clause (badged in preview and exports). */
  origin?: ClauseSource;
  /** The model's or user's one-line reason for the wording. */
  originReason?: string;
};

export type Section = {
  /** Stable id, e.g. "confidential-information", "governing-law", "additional-terms". */
  id: string;
  heading: string;
  /** One plain-English sentence saying what the section does, shown beside it in the UI. */
  explanation: string;
  clauses: Clause[];
};

export type RuleWarning = {
  /** Rule family: "will-execution" | "poa-execution" | "security-deposit" | "non-compete" | "privacy-law" | ... */
  family: string;
  message: string;
  /** Statute citation, e.g. "Cal. Civ. Code § 1950.5(c)". */
  citation: string;
  /** ISO date the cited rule took effect; absent when the warning is the document against itself. */
  effectiveDate?: string;
  /** false: the rule's figure or date is not confirmed; the document says "check with a lawyer". */
  verified?: boolean;
  /** The answer the rule changed to a lawful value (e.g. "lateFee"); refine() refuses a value a rule had to change. */
  field?: string;
  /** The lawful value as the document prints it (e.g. "$50.00", "16%"): the text must state it. */
  applied?: string;
};

/**
 * How a document is laid out: a two-party contract; a letter (letterhead, date, recipient, body, sender's
 * signature); a policy (published, nobody signs); an instrument made by one person (will, power of
 * attorney: declarant, witnesses and notary as the state requires).
 */
export type DocumentShape = "contract" | "letter" | "policy" | "instrument";

/** One signature line with the words printed around it. */
export type SignatureLine = {
  /** Caption above the line: "LANDLORD", "TESTATOR", "WITNESS 1", "NOTARY PUBLIC". */
  role: string;
  /** Printed name under the line; absent leaves a blank to fill in by hand. */
  name?: string;
  /** Signing for a company: "By: / Name: / Title:" lines follow the company name. */
  entity?: PartyEntity;
  /** Labelled lines after the signature: "Address", "Date", "My commission expires". No value: blank. */
  fields: { label: string; value?: string }[];
  /** Signed electronically (a completed signature request): the adopted signature, drawn as a PNG or typed. */
  signed?: { text: string; png?: string; at: string };
};

/** A piece of an execution block, in print order. */
export type ExecutionPart =
  | { kind: "text"; text: string }
  /** A statutory notice printed in a box (CA Civ. Code § 1189's notary notice, CA Prob. Code § 4128's warning). */
  /** `points`: the least type size a statute sets for this notice (its boldface is the notice's own). */
  | { kind: "notice"; title?: string; paragraphs: string[]; points?: number }
  /** The venue caption of an affidavit or notarial certificate: "STATE OF TEXAS", "COUNTY OF ________". */
  | { kind: "venue"; lines: string[] }
  | { kind: "signature"; line: SignatureLine };

/**
 * A formal block outside the numbered sections: the parties' signatures, a witness attestation clause, a
 * self-proving affidavit with its jurat, a notary certificate, a statutory notice, an agent's acceptance.
 */
export type ExecutionBlock = {
  /** Stable id, e.g. "signatures", "attestation", "self-proving-affidavit", "notary-acknowledgment". */
  id: string;
  heading: string;
  /** The statute whose form the block follows. */
  citation?: string;
  /** false: the form could not be confirmed against the statute; shown as "check with a lawyer". */
  verified?: boolean;
  parts: ExecutionPart[];
};

/** One line of the "Before you sign" checklist. */
export type ChecklistItem = { text: string; citation?: string; verified?: boolean };

/** The head of a letter: letterhead (sender), date line, inside address (recipient) and subject line. */
export type LetterHead = {
  sender: { name: string; address: string };
  /** "November 21, 2026" */
  dateLine: string;
  recipient: { name: string; address: string };
  /** "Re: Demand to cease and desist from ..." */
  reference: string;
};

export type LegalDocument = {
  engineVersion: string;
  type: DocumentType;
  title: string;
  /** Jurisdiction name as in the request, and its two-letter code. */
  jurisdiction: { name: string; code: string };
  date: string;
  shape: DocumentShape;
  /** Letters only: letterhead, date, recipient and subject line, printed before the salutation. */
  letter?: LetterHead;
  /** Statutory notices printed before the body (e.g. CA Prob. Code § 4128 on a durable power of attorney). */
  notices: ExecutionBlock[];
  /**
   * Opening paragraph: in contracts and instruments with the date in "Nth day of Month Year" form; in a
   * letter, the salutation.
   */
  preamble: string;
  recitals: string[];
  /** Numbered in order: section n renders as "n. HEADING", its clauses as "n.m" (letters: unnumbered paragraphs). */
  sections: Section[];
  /** The signature pages, in order: signatures, attestation, affidavits, notary certificates, acceptances. */
  execution: ExecutionBlock[];
  /** Body type size in points when a statute sets a minimum (N.Y. Gen. Oblig. Law § 5-1501B: 12 point). */
  typeSize?: number;
  /** Printed in every page's footer, e.g. a line for the testator's signature on each page (La. Civ. Code art. 1577). */
  pageFooter?: string;
  warnings: RuleWarning[];
  /** The "Before you sign" checklist: who signs, witnesses, notary, who may not witness, filing. */
  checklist: ChecklistItem[];
  /** Whether it may be signed electronically, and why (e-signature.ts); absent for what nobody signs. */
  signing?: SigningPath;
  /** The request the document was made from, so refine() and "Edit" can rebuild it. */
  request: DocumentRequest;
};

export type ClauseChange =
  | { kind: "added"; sectionId: string; clauseId: string; after: string }
  | { kind: "removed"; sectionId: string; clauseId: string; before: string }
  | { kind: "changed"; sectionId: string; clauseId: string; before: string; after: string };

export type RefineResult =
  | { applied: true; document: LegalDocument; changes: ClauseChange[]; summary: string }
  | { applied: false; reason: string };
