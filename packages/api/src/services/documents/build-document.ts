import type { DocumentRequest, LegalDocument } from "@lexforge/doc-engine";
import { DocumentEngineError, generate } from "@lexforge/doc-engine";
import type { TDocumentRequest } from "@lexforge/validators";

import { InvalidDocumentRequestError } from "./errors";

/** The document date is the server's calendar day (UTC); the engine never reads a clock itself. */
export const isoDay = (now: Date) => now.toISOString().slice(0, 10);

export function toEngineRequest(input: TDocumentRequest, now: Date): DocumentRequest {
  return { ...input, answers: input.answers ?? {}, date: isoDay(now) };
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
