import { SAVED_PARTIES_MAX } from "@lexforge/validators";

import { AppError } from "../../errors";

export class PartyNotFoundError extends AppError {
  constructor() {
    super("NOT_FOUND", "PARTY_NOT_FOUND", "Saved party not found");
  }
}

export class PartyLimitError extends AppError {
  constructor() {
    super(
      "BAD_REQUEST",
      "PARTY_LIMIT",
      `You can keep at most ${SAVED_PARTIES_MAX} saved parties. Delete one you no longer use first.`,
    );
  }
}
