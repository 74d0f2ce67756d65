"use client";

import { createContext, useContext } from "react";

import type { QuestionSet } from "./form-values";

// The page (prerendered per type) hands the type's questions and defaults to the generator as data:
// learning them in the browser meant loading every type's answer schema, and zod with them, on first paint.
const QuestionSetContext = createContext<QuestionSet | null>(null);

export const QuestionSetProvider = QuestionSetContext.Provider;

export function useQuestionSet(): QuestionSet {
  const set = useContext(QuestionSetContext);
  if (!set) throw new Error("useQuestionSet() needs a QuestionSetProvider above it.");
  return set;
}
