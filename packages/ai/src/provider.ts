/** The language model behind every AI feature: one OpenAI-compatible provider, the model chosen by id from env. */
import { createOpenAICompatible } from "@ai-sdk/openai-compatible";

import type { AiConfig } from "./config";

export function languageModel(config: AiConfig) {
  const provider = createOpenAICompatible({
    name: "lexforge-ai",
    baseURL: config.baseURL,
    ...(config.apiKey ? { apiKey: config.apiKey } : {}),
    // Ask for JSON-schema output (OpenAI, Ollama ≥ 0.5, vLLM and llama.cpp server all accept it).
    supportsStructuredOutputs: true,
  });
  return provider.chatModel(config.model);
}
