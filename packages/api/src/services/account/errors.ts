import { CURRENT_PASSWORD_INCORRECT } from "@lexforge/validators";

import { AppError } from "../../errors";

export class AccountNotFoundError extends AppError {
  constructor() {
    super("NOT_FOUND", "ACCOUNT_NOT_FOUND", "Account not found");
  }
}

/** Identity-provider (Google) accounts have no password here: the provider manages it. */
export class PasswordManagedByProviderError extends AppError {
  constructor() {
    super(
      "FORBIDDEN",
      "PASSWORD_MANAGED_BY_PROVIDER",
      "You're signed in with Google. Password management is handled by Google.",
    );
  }
}

export class CurrentPasswordIncorrectError extends AppError {
  constructor() {
    super("BAD_REQUEST", "CURRENT_PASSWORD_INCORRECT", CURRENT_PASSWORD_INCORRECT);
  }
}

/** The password changed between our check and our write (another tab, another request). */
export class PasswordChangedConcurrentlyError extends AppError {
  constructor() {
    super("CONFLICT", "PASSWORD_CHANGED", "Your password was just changed. Please try again.");
  }
}
