/**
 * Limits: rules that read an answer before the sections are written and, where the state's law forbids the
 * value, either lower it to the lawful one or stop generation. Lowering happens before the type writes its
 * clauses, so the document states only the lawful value; afterwards the clause that states it gets a visible
 * note and the "Before you sign" page a warning with the citation. Never both values, never silence.
 */
import type { GenerationContext } from "../define";
import { DocumentEngineError } from "../errors";
import type { DocumentType, LegalDocument, RuleWarning } from "../model";
import type { AnswersOf } from "./answers";
import { answersOf } from "./answers";
import { withWarnings } from "./shared";

export type Adjustment<T extends DocumentType> = {
  /** The answer lowered; typed, so a renamed question fails to compile. */
  field: keyof AnswersOf<T> & string;
  value: unknown;
  /** The clause that states the value: the note is appended to it. */
  clauseId: string;
  /** One visible sentence saying the value is the legal maximum (or minimum) and why. */
  note: string;
  warning: RuleWarning;
};

export type Limit<T extends DocumentType> = (ctx: GenerationContext, answers: AnswersOf<T>) => Adjustment<T>[];

/** Stops generation: the API answers 400 with this message, refine() reports it as "could not apply". */
export function unlawful(message: string): DocumentEngineError {
  return new DocumentEngineError("unlawful-answer", message);
}

/** Runs the type's limits in order, each seeing the answers the previous ones lowered. */
export function runLimits<T extends DocumentType>(
  type: T,
  limits: Limit<T>[],
  ctx: GenerationContext,
): { ctx: GenerationContext; adjustments: Adjustment<T>[] } {
  let current = ctx;
  const adjustments: Adjustment<T>[] = [];
  for (const limit of limits) {
    const made = limit(current, answersOf(type, current));
    if (made.length === 0) continue;
    const patch = Object.fromEntries(made.map((a) => [a.field, a.value]));
    current = { ...current, answers: { ...current.answers, ...patch } };
    adjustments.push(...made);
  }
  return { ctx: current, adjustments };
}

/** Appends each adjustment's note to its clause and lists its warning. A missing clause is a type bug: loud. */
export function noteAdjustments(doc: LegalDocument, adjustments: Adjustment<DocumentType>[]): LegalDocument {
  let sections = doc.sections;
  for (const adjustment of adjustments) {
    let found = false;
    sections = sections.map((section) => ({
      ...section,
      clauses: section.clauses.map((item) => {
        if (item.id !== adjustment.clauseId) return item;
        found = true;
        return item.text.includes(adjustment.note) ? item : { ...item, text: `${item.text} ${adjustment.note}` };
      }),
    }));
    if (!found) {
      throw new DocumentEngineError(
        "invalid-type-definition",
        `The ${doc.type} has no clause "${adjustment.clauseId}" to state the lawful ${String(adjustment.field)}.`,
      );
    }
  }
  return withWarnings(
    { ...doc, sections },
    adjustments.map((a) => a.warning),
  );
}
