import { AppError } from "../../errors";
import { upgradeRequiredMessage } from "@lexforge/validators/credits";

export class DocumentNotFoundError extends AppError {
  constructor() {
    super("NOT_FOUND", "DOCUMENT_NOT_FOUND", "Document not found");
  }
}

export class RefineNotAppliedError extends AppError {
  constructor(reason: string) {
    super("UNPROCESSABLE_CONTENT", "REFINE_NOT_APPLIED", reason);
  }
}

/** A refine would put words of the user's own into the document that the law does not allow: said before any credit. */
export class OwnWordsWarnedError extends AppError {
  constructor(message: string) {
    super("PRECONDITION_FAILED", "OWN_WORDS_WARNED", message);
  }
}

export class InvalidDocumentRequestError extends AppError {
  constructor(message: string) {
    super("BAD_REQUEST", "INVALID_DOCUMENT_REQUEST", message);
  }
}

export class UpgradeRequiredError extends AppError {
  constructor(format: "docx" | "pdf") {
    super("PAYMENT_REQUIRED", "UPGRADE_REQUIRED", upgradeRequiredMessage(format));
  }
}

export class VersionNotFoundError extends AppError {
  constructor() {
    super("NOT_FOUND", "VERSION_NOT_FOUND", "Version not found");
  }
}

export class NothingChangedError extends AppError {
  constructor() {
    super("UNPROCESSABLE_CONTENT", "NOTHING_CHANGED", "Nothing changed: the document already reads this way.");
  }
}

/** Another change (a second press, another tab) saved a version first: nothing was saved or spent. */
export class DocumentChangedError extends AppError {
  constructor() {
    super(
      "CONFLICT",
      "DOCUMENT_CHANGED",
      "The document changed while this was being saved, so nothing was saved and no credit was used. Open it again to see the newest version.",
    );
  }
}
