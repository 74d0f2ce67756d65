import { PAYMENTS_UNAVAILABLE_MESSAGE } from "@lexforge/validators";

import { AppError } from "../../errors";

/** The spec's 'Payment Failed' toast shows this message. */
export class CheckoutFailedError extends AppError {
  constructor(message = "Error creating checkout session") {
    super("BAD_GATEWAY", "CHECKOUT_FAILED", message);
  }
}

/** Checkout mode "unavailable": no payment provider is configured, so nothing can be bought. */
export class PaymentsUnavailableError extends AppError {
  constructor() {
    super("SERVICE_UNAVAILABLE", "PAYMENTS_UNAVAILABLE", PAYMENTS_UNAVAILABLE_MESSAGE);
  }
}

/** Unknown session, or one that belongs to someone else: the same answer, so ids cannot be probed. */
export class CheckoutNotFoundError extends AppError {
  constructor() {
    super("NOT_FOUND", "CHECKOUT_NOT_FOUND", "Could not verify your payment. Please contact support.");
  }
}

export class PaymentNotCompletedError extends AppError {
  constructor() {
    super("PRECONDITION_FAILED", "PAYMENT_NOT_COMPLETED", "Could not verify your payment. Please contact support.");
  }
}
