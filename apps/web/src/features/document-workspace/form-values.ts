import type { DocumentType, QuestionField } from "@lexforge/doc-engine/data";
import { conditionHolds, rowsFromText } from "@lexforge/doc-engine/data";
import type { TDocumentRequestInput } from "@lexforge/validators";

export type GeneratorFormValues = TDocumentRequestInput;
/** One row of a list question (a member, a beneficiary): its fields as the inputs hold them. */
export type AnswerRow = Record<string, string | number | null>;
export type Answers = Record<string, string | number | boolean | null | AnswerRow[]>;

/**
 * A type's guided questions, in form order, and its own answer defaults (its answers schema parsed on {}),
 * so a checkbox starts in the state the engine would assume and `when` conditions read the real starting
 * value. Computed on the server (see question-set.tsx).
 */
export type QuestionSet = { questions: QuestionField[]; defaults: Answers };

export const DEFAULT_JURISDICTION = "California";

const plainCell = (value: unknown): value is string | number | null =>
  typeof value === "string" || value === null || (typeof value === "number" && Number.isFinite(value));

/** Rows as the request schema accepts them: plain objects of text and numbers. */
function plainRows(value: unknown[]): AnswerRow[] {
  return value
    .filter((row): row is Record<string, unknown> => typeof row === "object" && row !== null && !Array.isArray(row))
    .map((row) => Object.fromEntries(Object.entries(row).filter(([, cell]) => plainCell(cell))) as AnswerRow);
}

/** Keeps only the values the request schema accepts (drops undefined, objects and anything else unknown). */
export function plainAnswers(source: Record<string, unknown>): Answers {
  const answers: Answers = {};
  for (const [key, value] of Object.entries(source)) {
    if (typeof value === "boolean" || plainCell(value)) answers[key] = value;
    else if (Array.isArray(value)) answers[key] = plainRows(value);
  }
  return answers;
}

/**
 * A stored request's answers as the form holds them: a list question stored as text (before lists were
 * rows) becomes rows, one per line.
 */
function formAnswers(set: QuestionSet, source: Record<string, unknown>): Answers {
  const answers = plainAnswers(source);
  for (const question of set.questions) {
    const value = source[question.name];
    if (question.kind === "rows" && question.rows && typeof value === "string") {
      answers[question.name] = rowsFromText(value, question.rows);
    }
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
      ...(s.answers && typeof s.answers === "object" ? formAnswers(set, s.answers as Record<string, unknown>) : {}),
    },
  };
}

/** A list question's columns whose condition holds for the current answers. */
export const visibleColumns = (question: Pick<QuestionField, "rows">, answers: Answers | undefined) =>
  (question.rows?.columns ?? []).filter((column) => isShown(column, answers));

/** Whether a question's (or a row column's) `when` condition holds for the current answers. */
export function isShown(question: Pick<QuestionField, "when">, answers: Answers | undefined): boolean {
  return conditionHolds(question.when, answers ?? {});
}

const blankCell = (cell: unknown) => cell === undefined || cell === null || (typeof cell === "string" && !cell.trim());

/** The rows worth sending: blank rows dropped, text trimmed, columns hidden by their condition left out. */
function rowsToSend(question: QuestionField, rows: AnswerRow[], answers: Answers | undefined): AnswerRow[] {
  const columns = visibleColumns(question, answers);
  return rows
    .map((row) => {
      const sent: AnswerRow = {};
      for (const column of columns) {
        const cell = row[column.name];
        if (!blankCell(cell)) sent[column.name] = typeof cell === "string" ? cell.trim() : (cell ?? null);
      }
      return sent;
    })
    .filter((row) => Object.keys(row).length > 0);
}

/** What is sent: answers of visible questions only, blank text left out so the engine uses its defaults. */
export function answersToSend(questions: QuestionField[], answers: Answers | undefined): Answers {
  const result: Answers = {};
  for (const question of questions) {
    const value = answers?.[question.name];
    if (value === undefined || value === null || value === "") continue;
    if (!isShown(question, answers)) continue;
    if (Array.isArray(value)) {
      const rows = rowsToSend(question, value, answers);
      if (rows.length > 0) result[question.name] = rows;
    } else result[question.name] = typeof value === "string" ? value.trim() : value;
  }
  return result;
}
