import { ReasonedError } from "../../trpc";

export class InsufficientCreditsError extends ReasonedError {
  constructor() {
    super(
      "PAYMENT_REQUIRED",
      "INSUFFICIENT_CREDITS",
      "You've used your free document credit. Select a plan to generate more documents.",
    );
  }
}
