import type { LanguageModel } from "ai";

import type { AiConfig } from "./config";
import { languageModel } from "./provider";

/** A configured model, ready for calls. */
export type AiModel = { model: LanguageModel; modelId: string; timeoutMs: number };

export function createAiModel(config: AiConfig): AiModel {
  return { model: languageModel(config), modelId: config.model, timeoutMs: config.timeoutMs };
}
