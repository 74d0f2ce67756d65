/** Kept apart from the answer schemas so the browser's form can use it without loading zod. */
import type { AnswerCondition } from "./define";
import { toBoolean } from "./types/shared/answer-input";

/** Whether another answer has the value a question or column depends on (checkboxes read as booleans). */
export function conditionHolds(condition: AnswerCondition | undefined, answers: Record<string, unknown>): boolean {
  if (!condition) return true;
  const value = answers[condition.field];
  if (typeof condition.equals === "boolean") return toBoolean(value ?? false) === condition.equals;
  return value === condition.equals;
}
