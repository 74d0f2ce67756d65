/**
 * The contract every document type implements (one file per type under types/), and the context the
 * engine hands it. A type is data plus pure functions of the context: no I/O, no clocks, no randomness.
 */
import type { z } from "zod";

import type { Jurisdiction } from "./jurisdictions/types";
import type { Clause, DocumentRequest, DocumentType, Section } from "./model";

export type QuestionKind = "text" | "textarea" | "number" | "money" | "date" | "select" | "boolean";

export type QuestionField = {
  /** Key in request.answers. */
  name: string;
  label: string;
  help?: string;
  kind: QuestionKind;
  placeholder?: string;
  options?: { value: string; label: string }[];
  /** Shown (and used) only when another answer has this value. */
  when?: { field: string; equals: string | boolean };
};

export type GenerationContext = {
  request: DocumentRequest;
  /** request.answers parsed by the type's answersSchema (defaults applied, unknown keys dropped). */
  answers: Record<string, unknown>;
  jurisdiction: Jurisdiction;
  /** [first party label, second party label], e.g. ["LANDLORD", "TENANT"]. */
  labels: [string, string];
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

export type TypeDefinition = {
  type: DocumentType;
  /** Generator title from spec §2, e.g. "Non-Disclosure Agreement"; also the document title. */
  title: string;
  /** Total numbered sections, governing law included (spec §9: nda 12, lease 18, ...). */
  sectionCount: number;
  labels: [string, string];
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
   * Added by the engine-core engineer (optional). The defined short name used in engine-written text,
   * e.g. "Agreement", "Lease", "Will", "Letter"; defaults to "Agreement".
   */
  instrument?: string;
  /**
   * Added by the engine-core engineer (optional). The opening paragraph; datedOn is the spec's
   * "21st day of November 2026" form. Absent: the engine writes a neutral "made on ... between ..." one.
   */
  preamble?: (ctx: GenerationContext, datedOn: string) => string;
};

export type { Clause, Section };
