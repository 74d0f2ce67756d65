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

/** Why a purchase cannot be refunded, in the words Billing shows. */
export const REFUND_REFUSALS = {
  NOT_FOUND: "We could not find that purchase.",
  ALREADY_REFUNDED: "This purchase has already been refunded.",
  WINDOW_PASSED: "The refund period for this purchase has ended.",
  CREDITS_USED: "Credits have been used since this purchase, so it can no longer be refunded.",
  BALANCE_CHANGED:
    "Your credits have changed since this purchase (another purchase or refund came after it), so it cannot be refunded online. Please contact support.",
  NOT_REFUNDABLE: "This purchase cannot be refunded online. Please contact support.",
} as const;
export type RefundRefusal = keyof typeof REFUND_REFUSALS;

export class RefundRefusedError extends AppError {
  constructor(readonly refusal: RefundRefusal) {
    super(refusal === "NOT_FOUND" ? "NOT_FOUND" : "PRECONDITION_FAILED", "REFUND_REFUSED", REFUND_REFUSALS[refusal]);
  }
}

/** The payment provider did not make the refund; the purchase and its credits are as they were. */
export class RefundFailedError extends AppError {
  constructor() {
    super(
      "BAD_GATEWAY",
      "REFUND_FAILED",
      "The refund could not be made just now. Nothing was changed; please try again.",
    );
  }
}
