import { AppError } from "../../errors";

export class InsufficientCreditsError extends AppError {
  constructor() {
    super(
      "PAYMENT_REQUIRED",
      "INSUFFICIENT_CREDITS",
      "You've used your free document credit. Select a plan to generate more documents.",
    );
  }
}

export class EmailNotVerifiedError extends AppError {
  constructor() {
    super(
      "FORBIDDEN",
      "EMAIL_NOT_VERIFIED",
      "Your free credit can be used once your e-mail address is confirmed. Open the link we e-mailed you, or ask for a new one.",
    );
  }
}
