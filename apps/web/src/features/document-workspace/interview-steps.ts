import type { QuestionField } from "@lexforge/doc-engine/data";

import type { Answers } from "./form-values";
import { isShown } from "./form-values";

/** How many of the type's questions one step asks at most. */
const QUESTIONS_PER_STEP = 6;

/** For each state-only question of the type, the states that ask it (computed on the server from the rules). */
export type StateQuestions = Record<string, string[]>;

export type InterviewStep =
  | { id: "parties"; title: string; fields: ("jurisdiction" | "parties")[] }
  | { id: "about"; title: string; fields: ("purpose" | "details" | "additionalTerms")[] }
  | { id: `questions-${number}`; title: string; fields: ["answers"]; questions: string[] }
  | { id: "state"; title: string; fields: ["answers"]; questions: string[]; jurisdiction: string }
  | { id: "review"; title: string; fields: [] };

/**
 * The guided interview: the parties and the state, what the document is for, the type's own questions in
 * groups (read from the catalogue data, so a question the engine adds appears without a UI change), the
 * questions only the chosen state's rules read (their own step, present only when the state has any and
 * their conditions hold), then the review page. A group whose questions are all hidden by `when` shows a
 * short note.
 */
export function interviewSteps(
  questions: QuestionField[],
  state: { questions?: StateQuestions; jurisdiction?: string; answers?: Answers } = {},
): InterviewStep[] {
  const stateOnly = state.questions ?? {};
  const names = questions.filter((question) => !(question.name in stateOnly)).map((question) => question.name);
  const groups: string[][] = [];
  for (let i = 0; i < names.length; i += QUESTIONS_PER_STEP) groups.push(names.slice(i, i + QUESTIONS_PER_STEP));
  const jurisdiction = state.jurisdiction ?? "";
  const asked = questions
    .filter((question) => stateOnly[question.name]?.includes(jurisdiction) && isShown(question, state.answers))
    .map((question) => question.name);
  return [
    { id: "parties", title: "Parties and state", fields: ["jurisdiction", "parties"] },
    { id: "about", title: "About the document", fields: ["purpose", "details", "additionalTerms"] },
    ...groups.map((questions, i) => ({
      id: `questions-${i + 1}` as const,
      title: groups.length > 1 ? `Your answers (${i + 1} of ${groups.length})` : "Your answers",
      fields: ["answers"] as ["answers"],
      questions,
    })),
    ...(asked.length > 0
      ? [
          {
            id: "state" as const,
            title: `Rules in ${jurisdiction}`,
            fields: ["answers"] as ["answers"],
            questions: asked,
            jurisdiction,
          },
        ]
      : []),
    { id: "review", title: "Review your answers", fields: [] },
  ];
}
