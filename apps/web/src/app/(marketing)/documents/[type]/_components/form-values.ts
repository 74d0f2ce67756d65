import type { DocumentType, QuestionField } from "@lexforge/doc-engine/data";
import type { TDocumentRequestInput } from "@lexforge/validators";

export type GeneratorFormValues = TDocumentRequestInput;
export type Answers = Record<string, string | number | boolean | null>;

/**
 * A type's guided questions, in form order, and its own answer defaults (its answers schema parsed on {}),
 * so a checkbox starts in the state the engine would assume and `when` conditions read the real starting
 * value. Computed on the server (see question-set.tsx).
 */
export type QuestionSet = { questions: QuestionField[]; defaults: Answers };

export const DEFAULT_JURISDICTION = "California";

/** Keeps only the values the request schema accepts (drops undefined, objects, arrays). */
export function plainAnswers(source: Record<string, unknown>): Answers {
  const answers: Answers = {};
  for (const [key, value] of Object.entries(source)) {
    if (typeof value === "string" || typeof value === "boolean" || value === null) answers[key] = value;
    else if (typeof value === "number" && Number.isFinite(value)) answers[key] = value;
  }
  return answers;
}

export function emptyValues(type: DocumentType, set: QuestionSet): GeneratorFormValues {
  return {
    documentType: type,
    jurisdiction: DEFAULT_JURISDICTION,
    parties: { party1Name: "", party1Address: "", party2Name: "", party2Address: "" },
    purpose: "",
    details: "",
    additionalTerms: "",
    useAI: true,
    answers: { ...set.defaults },
  };
}

const str = (value: unknown) => (typeof value === "string" ? value : "");

/** A stored company party ({ signerName, signerTitle }) as form values; anything else means an individual. */
function entity(key: "party1Entity" | "party2Entity", value: unknown) {
  if (!value || typeof value !== "object") return {};
  const v = value as Record<string, unknown>;
  return { [key]: { signerName: str(v.signerName), signerTitle: str(v.signerTitle) } };
}

/** Rebuilds form values from a stored request or a saved draft, ignoring anything malformed. */
export function toFormValues(type: DocumentType, set: QuestionSet, source: unknown): GeneratorFormValues {
  const base = emptyValues(type, set);
  if (!source || typeof source !== "object") return base;
  const s = source as Record<string, unknown>;
  const parties = (s.parties && typeof s.parties === "object" ? s.parties : {}) as Record<string, unknown>;
  return {
    ...base,
    jurisdiction: str(s.jurisdiction) || base.jurisdiction,
    parties: {
      party1Name: str(parties.party1Name),
      party1Address: str(parties.party1Address),
      party2Name: str(parties.party2Name),
      party2Address: str(parties.party2Address),
      ...entity("party1Entity", parties.party1Entity),
      ...entity("party2Entity", parties.party2Entity),
    },
    purpose: str(s.purpose),
    details: str(s.details),
    additionalTerms: str(s.additionalTerms),
    useAI: typeof s.useAI === "boolean" ? s.useAI : base.useAI,
    answers: {
      ...base.answers,
      ...(s.answers && typeof s.answers === "object" ? plainAnswers(s.answers as Record<string, unknown>) : {}),
    },
  };
}

/** Whether a question's `when` condition holds for the current answers. */
export function isShown(question: QuestionField, answers: Answers | undefined): boolean {
  if (!question.when) return true;
  const value = answers?.[question.when.field];
  if (typeof question.when.equals === "boolean") return (value ?? false) === question.when.equals;
  return value === question.when.equals;
}

/** What is sent: answers of visible questions only, blank text left out so the engine uses its defaults. */
export function answersToSend(questions: QuestionField[], answers: Answers | undefined): Answers {
  const result: Answers = {};
  for (const question of questions) {
    const value = answers?.[question.name];
    if (value === undefined || value === null || value === "") continue;
    if (!isShown(question, answers)) continue;
    result[question.name] = typeof value === "string" ? value.trim() : value;
  }
  return result;
}
