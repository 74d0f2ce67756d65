import type { AiModel } from "@lexforge/ai";

/** The language model (absent: AI features are off, the deterministic engine does everything) and the daily cap. */
export type AiSettings = {
  model?: AiModel;
  /** Model calls per user per UTC day, unlimited plans included. */
  dailyCap: number;
};

export const DEFAULT_AI_DAILY_CAP = 50;
export const NO_AI: AiSettings = { dailyCap: DEFAULT_AI_DAILY_CAP };

/**
 * Said wherever a feature needs a model that is not configured (AI_BASE_URL and AI_MODEL, which the operator
 * sets): to the user, what is unavailable and what still works, never the configuration.
 */
export const AI_PROVIDER_NEEDED =
  "This instruction needs the AI editor, which is not available on this site. The built-in editor handles the instructions listed in the dialog.";
