/**
 * The contract every document type implements (one file per type under types/), and the context the
 * engine hands it. A type is data plus pure functions of the context: no I/O, no clocks, no randomness.
 */
import type { z } from "zod";

import type { Jurisdiction } from "./jurisdictions/types";
import type {
  ChecklistItem,
  Clause,
  DocumentRequest,
  DocumentShape,
  DocumentType,
  Section,
  SignatureLine,
} from "./model";

export type QuestionKind = "text" | "textarea" | "number" | "money" | "date" | "select" | "boolean" | "rows";

/** Another answer having this value. */
export type AnswerCondition = { field: string; equals: string | boolean };

/** A typed field of each row of a "rows" question (a member's name, contribution, percentage). */
export type RowColumn = {
  name: string;
  label: string;
  kind: "text" | "money" | "percent" | "date";
  /** Must be filled in every row: always (true), or while another answer has a value. */
  required?: true | AnswerCondition;
  /** Shown (and read) only while another answer has this value. */
  when?: AnswerCondition;
  placeholder?: string;
};

/** A list the engine reads figures from: one row per person, each field typed, totals checked where entered. */
export type RowsSpec = {
  columns: RowColumn[];
  /** What one row is, for buttons and messages: "member", "beneficiary". */
  item: string;
  max: number;
  /** A column whose figures must add up to `to` when any row has one (and in every row then). */
  total?: { column: string; to: number };
};

export type QuestionField = {
  /** Key in request.answers. */
  name: string;
  label: string;
  help?: string;
  kind: QuestionKind;
  placeholder?: string;
  options?: { value: string; label: string }[];
  /** kind "number": the whole numbers the engine can use, inclusive. */
  range?: [number, number];
  /** kind "rows": the columns of each row. */
  rows?: RowsSpec;
  /** Must be answered whenever it is shown (a custom split's percentage). */
  required?: true;
  /**
   * A core term of the type (a lease's rent and property, a salary, a note's principal): the guided form does
   * not move on without it, so the engine's neutral wording ("the amount agreed in writing") is never what a
   * user gets by skipping it. The API still accepts a request without it, as stored documents have.
   */
  core?: true;
  /** Read only together with another answer (an alternate guardian with a guardian): refused without it. */
  needs?: string;
  /** kind "date": may not fall before this other date answer (an end date before the start is refused). */
  notBefore?: string;
  /** Text the engine uses only in this form (a contact e-mail address). */
  format?: "email";
  /** Shown (and used) only when another answer has this value. */
  when?: AnswerCondition;
  /**
   * The state rule this answer feeds; the question matters only in the states whose rule data has that
   * input (see jurisdictions/state-questions.ts), so the guided interview asks it in its own step there.
   */
  stateRule?: StateRuleInput;
};

/** Inputs that only some states' rules read: a small landlord's deposit cap, a non-compete's parishes. */
export type StateRuleInput = "deposit-small-landlord" | "non-compete-parishes";

/**
 * Who a party is in a type: the defined term used in clauses and signature captions, and how the
 * generator form asks for the party's name and address. Plain data, read by the web form.
 */
export type PartyRole = {
  /** Defined term, e.g. "Landlord", "Testator", "Disclosing Party"; captions print it upper-cased. */
  label: string;
  /** Form label for the name field, e.g. "Landlord name", "Testator's full legal name". */
  nameLabel: string;
  nameHelp: string;
  addressLabel: string;
  addressHelp: string;
  /** The party may be a company: the form asks individual or company, and a company signs "By: / Name: / Title:". */
  mayBeEntity: boolean;
  /** Signs the document: false for an executor, a letter's recipient, a policy's service. */
  signs: boolean;
};

/** The two parties' roles; `when` picks this set from an answer (e.g. a mutual NDA), else the last set applies. */
export type RoleSet = {
  party1: PartyRole;
  party2: PartyRole;
  when?: { field: string; equals: string | boolean };
};

export type GenerationContext = {
  request: DocumentRequest;
  /** request.answers parsed by the type's answersSchema (defaults applied, unknown keys dropped). */
  answers: Record<string, unknown>;
  jurisdiction: Jurisdiction;
  /** [first party label, second party label] as signature captions, e.g. ["LANDLORD", "TENANT"]. */
  labels: [string, string];
  /** The roles in force for this request (the type's role set chosen by the answers). */
  roles: RoleSet;
  /** Party names as given (trimmed). Renderers escape them; types never need to. */
  party1: string;
  party2: string;
  /** Long date, e.g. "March 4, 2026", for use inside clauses. */
  formatDate: (isoDate: string) => string;
  /** "$1,250.00" */
  formatMoney: (amount: number) => string;
};

export type OptionalClause = {
  /** Unique id, e.g. "nda.non-solicitation". Refine can add/remove it by id or by any of its names. */
  id: string;
  /** Section id it is inserted into (at the end of that section's clauses). */
  sectionId: string;
  /** Human names refine() matches in instructions, e.g. ["non-solicitation", "non-solicit"]. */
  names: string[];
  /** AI mode adds the clause when this returns true (look at purpose, details, answers). */
  applies: (ctx: GenerationContext) => boolean;
  /** One sentence saying why it was added, shown in the UI. */
  reason: string;
  text: (ctx: GenerationContext) => string;
};

/** Where the layout rules (layout.ts) apply; a statutory form (New York's power of attorney) sets its own. */
export type LayoutRules = {
  governingLaw: "append-if-missing" | "none";
  additionalTermsThirdFromLast: boolean;
  /** Section that receives request.details; undefined: the first section. */
  detailsSection: string | undefined;
};

export type TypeDefinition = {
  type: DocumentType;
  /** Generator title, e.g. "Non-Disclosure Agreement"; also the document title. */
  title: string;
  /** Total numbered sections (nda 12, lease 18, ...); layout.ts checks every generation against it. */
  sectionCount: number;
  shape: DocumentShape;
  /** Role sets, most specific first; the last one (without `when`) is the default. */
  roles: RoleSet[];
  questions: QuestionField[];
  /** Every field optional: the generic form alone must generate every type. */
  answersSchema: z.ZodType<Record<string, unknown>>;
  recitals: (ctx: GenerationContext) => string[];
  /**
   * Exactly sectionCount sections, in order. The first section receives request.details, the section
   * with id "additional-terms" (third from last) receives request.additionalTerms, and the section with
   * id "governing-law" names the state; generate() checks these and fails loudly if a type breaks them.
   */
  sections: (ctx: GenerationContext) => Section[];
  optionalClauses: OptionalClause[];
  /**
   * Optional. The defined short name used in engine-written text,
   * e.g. "Agreement", "Lease", "Will", "Letter"; defaults to "Agreement".
   */
  instrument?: string;
  /** A statutory form's own layout for this request, overriding the shape's (see layout.ts). */
  layout?: (ctx: GenerationContext) => LayoutRules | undefined;
  /** The signature lines when they are not simply the signing parties (an LLC's members). */
  signers?: (ctx: GenerationContext) => SignatureLine[];
  /** Letters: the subject line ("Re: ..."). */
  reference?: (ctx: GenerationContext) => string;
  /** Lines of the "Before you sign" checklist particular to this type (the shape and the rules add theirs). */
  checklist?: (ctx: GenerationContext) => ChecklistItem[];
  /**
   * Optional. The opening paragraph; datedOn is the spec's
   * "21st day of November 2026" form. Absent: the engine writes a neutral "made on ... between ..." one.
   */
  preamble?: (ctx: GenerationContext, datedOn: string) => string;
};

export type { Clause, Section };
