import { AppError } from "../../errors";

export class AiDailyCapError extends AppError {
  constructor(cap: number) {
    super(
      "TOO_MANY_REQUESTS",
      "AI_DAILY_CAP",
      `You have reached today's limit of ${cap} AI requests. It resets at midnight UTC; the built-in editor still works until then.`,
    );
  }
}

export class ProposalNotFoundError extends AppError {
  constructor() {
    super("NOT_FOUND", "PROPOSAL_NOT_FOUND", "This proposal is no longer available. Ask again to get a new one.");
  }
}

export class ProposalStaleError extends AppError {
  constructor() {
    super(
      "CONFLICT",
      "PROPOSAL_STALE",
      "The document has changed since this proposal was made. Ask again to get a proposal for the current version.",
    );
  }
}

export class NothingAcceptedError extends AppError {
  constructor() {
    super("BAD_REQUEST", "NOTHING_ACCEPTED", "Choose at least one change to accept, or reject the proposal.");
  }
}
