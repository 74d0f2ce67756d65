/**
 * The provider settings, read by the app's typed env and handed in: this package never reads process.env.
 * Any OpenAI-compatible endpoint works: a hosted API, or a local Ollama / vLLM / llama.cpp server.
 */
export type AiConfig = {
  /** e.g. "https://api.openai.com/v1" or "http://localhost:11434/v1" (Ollama). */
  baseURL: string;
  /** Hosted APIs need one; a local server usually does not. */
  apiKey?: string;
  /** Model id as the endpoint names it, e.g. "gpt-4.1-mini" or "llama3.1:8b". */
  model: string;
  /** A call that takes longer is abandoned (and costs nothing). */
  timeoutMs: number;
};

export const DEFAULT_TIMEOUT_MS = 30_000;

/** The provider is configured when both the endpoint and the model are set; otherwise AI features are off. */
export function aiConfigFrom(env: {
  AI_BASE_URL?: string;
  AI_API_KEY?: string;
  AI_MODEL?: string;
  AI_TIMEOUT_MS?: number;
}): AiConfig | undefined {
  if (!env.AI_BASE_URL || !env.AI_MODEL) return undefined;
  return {
    baseURL: env.AI_BASE_URL,
    apiKey: env.AI_API_KEY || undefined,
    model: env.AI_MODEL,
    timeoutMs: env.AI_TIMEOUT_MS ?? DEFAULT_TIMEOUT_MS,
  };
}
