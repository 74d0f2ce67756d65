/**
 * Cease and Desist Letter: the sender demands that the recipient stop a course of conduct by a deadline.
 * A letter: letterhead, date, recipient, subject line, eight headed parts and the sender's signature; no
 * recitals, no governing-law clause, nothing for the recipient to sign.
 */
import type { TypeDefinition } from "../../define";
import { partyNames } from "../shared/wording";
import { answersOf, ceaseDesistAnswersSchema, ceaseDesistQuestions } from "./answers";
import { ceaseDesistOptionalClauses } from "./optional-clauses";
import { ceaseDesistSections } from "./sections";
import { WORDING } from "./wording";
import { ROLES } from "../../roles";

export const ceaseDesistDefinition: TypeDefinition = {
  type: "cease-desist",
  title: "Cease and Desist Letter",
  sectionCount: 8,
  shape: "letter",
  roles: ROLES["cease-desist"],
  questions: ceaseDesistQuestions,
  answersSchema: ceaseDesistAnswersSchema,
  // A letter recites nothing: generate() prints no recitals for the letter shape.
  recitals: () => [],
  instrument: "Letter",
  // The subject line comes before "the Sender" is defined, so it names the sender.
  reference: (ctx) =>
    `Re: Demand to cease and desist from ${WORDING[answersOf(ctx).infringementType].subject.replace(/\bthe Sender\b/g, partyNames(ctx).p1)}`,
  // In a letter the opening paragraph is the salutation.
  preamble: (ctx) => `Dear ${partyNames(ctx).p2}:`,
  sections: ceaseDesistSections,
  optionalClauses: ceaseDesistOptionalClauses,
};
