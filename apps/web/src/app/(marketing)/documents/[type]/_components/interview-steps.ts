import type { DocumentType } from "@lexforge/doc-engine/data";

import { questionsFor } from "./form-values";

/** How many of the type's questions one step asks at most. */
const QUESTIONS_PER_STEP = 6;

export type InterviewStep =
  | { id: "parties"; title: string; fields: ("jurisdiction" | "parties")[] }
  | { id: "about"; title: string; fields: ("purpose" | "details" | "additionalTerms")[] }
  | { id: `questions-${number}`; title: string; fields: ["answers"]; questions: string[] }
  | { id: "review"; title: string; fields: [] };

/**
 * The guided interview: the parties and the state, what the document is for, the type's own questions in
 * groups (read from the catalogue data, so a question the engine adds appears without a UI change), then the
 * review page. Steps are fixed per type; a group whose questions are all hidden by `when` shows a short note.
 */
export function interviewSteps(type: DocumentType): InterviewStep[] {
  const names = questionsFor(type).map((question) => question.name);
  const groups: string[][] = [];
  for (let i = 0; i < names.length; i += QUESTIONS_PER_STEP) groups.push(names.slice(i, i + QUESTIONS_PER_STEP));
  return [
    { id: "parties", title: "Parties and state", fields: ["jurisdiction", "parties"] },
    { id: "about", title: "About the document", fields: ["purpose", "details", "additionalTerms"] },
    ...groups.map((questions, i) => ({
      id: `questions-${i + 1}` as const,
      title: groups.length > 1 ? `Your answers (${i + 1} of ${groups.length})` : "Your answers",
      fields: ["answers"] as ["answers"],
      questions,
    })),
    { id: "review", title: "Review your answers", fields: [] },
  ];
}
