import { ReasonedError } from "../../trpc";

export class DocumentNotFoundError extends ReasonedError {
  constructor() {
    super("NOT_FOUND", "DOCUMENT_NOT_FOUND", "Document not found");
  }
}

export class RefineNotAppliedError extends ReasonedError {
  constructor(reason: string) {
    super("UNPROCESSABLE_CONTENT", "REFINE_NOT_APPLIED", reason);
  }
}

export class InvalidDocumentRequestError extends ReasonedError {
  constructor(message: string) {
    super("BAD_REQUEST", "INVALID_DOCUMENT_REQUEST", message);
  }
}
