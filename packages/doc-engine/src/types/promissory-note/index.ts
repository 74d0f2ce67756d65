/** Promissory Note: a borrower's written promise to repay a loan, with interest, schedule and security. */
import type { TypeDefinition } from "../../define";
import { noteRecitals } from "./recitals";
import { promissoryNoteAnswersSchema } from "./answers";
import { promissoryNoteOptionalClauses } from "./optional-clauses";
import { promissoryNoteQuestions } from "./questions";
import { noteClosingSections } from "./sections-closing";
import { noteTermSections } from "./sections-terms";
import { ROLES } from "../../roles";

export const promissoryNoteDefinition: TypeDefinition = {
  type: "promissory-note",
  title: "Promissory Note",
  sectionCount: 15,
  /** The short name the engine uses in its own sentences (preamble, details clause). */
  instrument: "Note",
  shape: "contract",
  roles: ROLES["promissory-note"],
  questions: promissoryNoteQuestions,
  answersSchema: promissoryNoteAnswersSchema,
  recitals: noteRecitals,
  sections: (ctx) => [...noteTermSections(ctx), ...noteClosingSections(ctx)],
  optionalClauses: promissoryNoteOptionalClauses,
};
