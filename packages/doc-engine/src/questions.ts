/**
 * Each type's guided questions and answers schema without its clauses: what the generator form needs in
 * the browser (labels, `when` conditions, defaults). The registry uses the same objects; a test keeps the
 * two lists equal.
 */
import type { QuestionField } from "./define";
import type { DocumentType } from "./model";
import { billOfSaleAnswersSchema } from "./types/bill-of-sale/answers";
import { billOfSaleQuestions } from "./types/bill-of-sale/questions";
import { ceaseDesistAnswersSchema, ceaseDesistQuestions } from "./types/cease-desist/answers";
import { childCustodyAnswersSchema } from "./types/child-custody/answers";
import { childCustodyQuestions } from "./types/child-custody/questions";
import { employmentAnswersSchema, employmentQuestions } from "./types/employment/questions";
import { leaseAnswersSchema, leaseQuestions } from "./types/lease/questions";
import { llcAnswersSchema, llcQuestions } from "./types/llc/questions";
import { ndaAnswersSchema, ndaQuestions } from "./types/nda/questions";
import { poaAnswersSchema, poaQuestions } from "./types/poa/questions";
import { privacyPolicyAnswersSchema, privacyPolicyQuestions } from "./types/privacy-policy/questions";
import { promissoryNoteAnswersSchema } from "./types/promissory-note/answers";
import { promissoryNoteQuestions } from "./types/promissory-note/questions";
import { roommateAnswersSchema } from "./types/roommate-agreement/answers";
import { roommateQuestions } from "./types/roommate-agreement/questions";
import { willAnswersSchema, willQuestions } from "./types/will/questions";

type QuestionSet = { questions: QuestionField[]; answersSchema: { parse: (value: unknown) => unknown } };

export const QUESTION_SETS: Readonly<Record<DocumentType, QuestionSet>> = {
  nda: { questions: ndaQuestions, answersSchema: ndaAnswersSchema },
  lease: { questions: leaseQuestions, answersSchema: leaseAnswersSchema },
  will: { questions: willQuestions, answersSchema: willAnswersSchema },
  poa: { questions: poaQuestions, answersSchema: poaAnswersSchema },
  llc: { questions: llcQuestions, answersSchema: llcAnswersSchema },
  employment: { questions: employmentQuestions, answersSchema: employmentAnswersSchema },
  "privacy-policy": { questions: privacyPolicyQuestions, answersSchema: privacyPolicyAnswersSchema },
  "cease-desist": { questions: ceaseDesistQuestions, answersSchema: ceaseDesistAnswersSchema },
  "promissory-note": { questions: promissoryNoteQuestions, answersSchema: promissoryNoteAnswersSchema },
  "bill-of-sale": { questions: billOfSaleQuestions, answersSchema: billOfSaleAnswersSchema },
  "roommate-agreement": { questions: roommateQuestions, answersSchema: roommateAnswersSchema },
  "child-custody": { questions: childCustodyQuestions, answersSchema: childCustodyAnswersSchema },
};

/** The type's guided questions, in form order. */
export const questionsFor = (type: DocumentType): QuestionField[] => QUESTION_SETS[type].questions;

/** The type's own answer defaults (its schema parsed on {}), or {} if the schema requires something. */
export function defaultAnswersFor(type: DocumentType): Record<string, unknown> {
  try {
    const parsed = QUESTION_SETS[type].answersSchema.parse({});
    return parsed && typeof parsed === "object" ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}
