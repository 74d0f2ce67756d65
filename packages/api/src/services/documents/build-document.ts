import type { DocumentRequest, LegalDocument } from "@lexforge/doc-engine";
import { answerProblems, DocumentEngineError, generate, getTypeDefinition } from "@lexforge/doc-engine";
import type { TDocumentRequest } from "@lexforge/validators";

import { InvalidDocumentRequestError } from "./errors";

/** The document date is the server's calendar day (UTC); the engine never reads a clock itself. */
export const isoDay = (now: Date) => now.toISOString().slice(0, 10);

/**
 * The engine's request for a new document. Answers it could not use as given (an amount it cannot read,
 * shares that do not add up to 100) are refused with what to correct: it never prints a fallback in their
 * place. The form shows the same problems beside the fields before the request is sent.
 */
export function toEngineRequest(input: TDocumentRequest, now: Date): DocumentRequest {
  const answers = input.answers ?? {};
  const problems = answerProblems(input.documentType, answers);
  if (problems.length > 0) {
    const questions = getTypeDefinition(input.documentType)?.questions ?? [];
    const said = problems.map(({ field, row, message }) => {
      const label = questions.find((question) => question.name === field)?.label ?? field;
      return `${label}${row === undefined ? "" : `, row ${row + 1}`}: ${message}`;
    });
    throw new InvalidDocumentRequestError(`Check your answers. ${said.join(" ")}`);
  }
  return { ...input, answers, date: isoDay(now) };
}

/** Runs the pure engine; an input the engine refuses is the caller's mistake (400), not ours. */
export function buildDocument(request: DocumentRequest): LegalDocument {
  try {
    return generate(request);
  } catch (error) {
    if (error instanceof DocumentEngineError) throw new InvalidDocumentRequestError(error.message);
    throw error;
  }
}

export function documentName(body: LegalDocument): string {
  const { party1Name, party2Name } = body.request.parties;
  return `${body.title} - ${party1Name} & ${party2Name}`.slice(0, 300);
}
