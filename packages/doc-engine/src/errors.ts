/**
 * The one error the engine throws on purpose. Callers map it to a 400 (the request is at fault) while any
 * other error stays a 500: keeping the distinction in a class makes that mapping an instanceof check.
 */
export type DocumentEngineErrorCode =
  | "unknown-type"
  | "unknown-jurisdiction"
  | "invalid-request"
  | "invalid-answers"
  /** A clause override or custom clause aims at wording that must stay the engine's (governing law, rules, notices, signatures). */
  | "protected-clause"
  /** A custom clause repeats an id the document already uses, or an override/custom clause has no text. */
  | "invalid-override"
  /** An answer the state's law forbids and the engine cannot lower to a lawful value (criminal usury, a missing parish list). */
  | "unlawful-answer"
  /** A type definition broke the layout contract (section count, additional-terms place, governing law). */
  | "invalid-type-definition";

export class DocumentEngineError extends Error {
  readonly code: DocumentEngineErrorCode;

  constructor(code: DocumentEngineErrorCode, message: string) {
    super(message);
    this.name = "DocumentEngineError";
    this.code = code;
  }
}
