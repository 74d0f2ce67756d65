import { AppError } from "../../errors";

export class SigningNotAllowedError extends AppError {
  constructor(reason: string) {
    super("BAD_REQUEST", "SIGNING_NOT_ALLOWED", reason);
  }
}

export class SigningAlreadySentError extends AppError {
  constructor() {
    super(
      "CONFLICT",
      "SIGNING_ALREADY_SENT",
      "This document is already out for signature. Void that request before sending it again.",
    );
  }
}

export const INVALID_SIGNING_LINK = "This signing link is not valid. Use the link in the latest e-mail you received.";

/** A token that matches no signer: the same answer whatever the reason, so links cannot be probed. */
export class SigningLinkInvalidError extends AppError {
  constructor() {
    super("NOT_FOUND", "SIGNING_LINK_INVALID", INVALID_SIGNING_LINK);
  }
}

/** The request ended (voided, declined, completed) or the link expired: said in words. */
export class SigningClosedError extends AppError {
  constructor(message: string) {
    super("BAD_REQUEST", "SIGNING_CLOSED", message);
  }
}

export class SigningConsentRequiredError extends AppError {
  constructor() {
    super(
      "PRECONDITION_FAILED",
      "SIGNING_CONSENT_REQUIRED",
      "Agree to use electronic records and signatures before you sign.",
    );
  }
}

export class SigningNotYourTurnError extends AppError {
  constructor(waitingFor: string) {
    super(
      "PRECONDITION_FAILED",
      "SIGNING_NOT_YOUR_TURN",
      `${waitingFor} signs first; we will e-mail you when it is your turn.`,
    );
  }
}

export class SignatureRequestNotFoundError extends AppError {
  constructor() {
    super("NOT_FOUND", "DOCUMENT_NOT_FOUND", "Signature request not found");
  }
}
