/**
 * Cease and Desist Letter: the first party (sender) demands that the second party (recipient) stop a course
 * of conduct by a deadline. Eight sections; the wording of the rights and default demands follows the
 * infringement type.
 */
import type { TypeDefinition } from "../../define";
import { partyNames } from "../shared/wording";
import { answersOf, ceaseDesistAnswersSchema, ceaseDesistQuestions } from "./answers";
import { ceaseDesistOptionalClauses } from "./optional-clauses";
import { ceaseDesistSections } from "./sections";
import { WORDING } from "./wording";

export const ceaseDesistDefinition: TypeDefinition = {
  type: "cease-desist",
  title: "Cease and Desist Letter",
  sectionCount: 8,
  labels: ["FIRST PARTY", "SECOND PARTY"],
  questions: ceaseDesistQuestions,
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
  sections: ceaseDesistSections,
  optionalClauses: ceaseDesistOptionalClauses,
};
