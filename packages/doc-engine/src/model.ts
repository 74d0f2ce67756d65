/**
 * The document model shared by every part of the engine. Clause libraries build it, the rules adjust it,
 * refine() rewrites it and the renderers (markdown, text, docx, pdf) only read it.
 * Everything here is plain data so a document survives JSON round-trips (it is stored as jsonb).
 */

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

export type Parties = {
  party1Name: string;
  party1Address: string;
  party2Name: string;
  party2Address: string;
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
  /** ISO date the cited rule took effect. */
  effectiveDate: string;
};

export type SignatureParty = { label: string; name: string; address: string };

export type SignatureBlock = {
  parties: SignatureParty[];
  /** Number of witness lines required by the jurisdiction's execution rule (0 when none). */
  witnesses: number;
  notary: boolean;
  selfProvingAffidavit: boolean;
  /** Extra lines printed with the block, e.g. the execution requirement with its citation. */
  notes: string[];
};

export type LegalDocument = {
  engineVersion: string;
  type: DocumentType;
  title: string;
  /** Jurisdiction name as in the request, and its two-letter code. */
  jurisdiction: { name: string; code: string };
  date: string;
  /** Opening paragraph, with the date in "Nth day of Month Year" form. */
  preamble: string;
  recitals: string[];
  /** Numbered in order: section n renders as "n. HEADING", its clauses as "n.m". */
  sections: Section[];
  signatures: SignatureBlock;
  warnings: RuleWarning[];
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
