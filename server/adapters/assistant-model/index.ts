import { createOpenAICompatible } from "@ai-sdk/openai-compatible";
import type { LanguageModelV4 } from "@ai-sdk/provider";

/**
 * ASSISTANT_BASE_URL, ASSISTANT_MODEL and ASSISTANT_API_KEY (issue 16 item 4): any server that speaks
 * the OpenAI chat completions API (OpenAI, a local Ollama or vLLM …). Unset, the built-in engine answers.
 */
export type AssistantModelSettings = {
  /** The API's base, e.g. https://api.openai.com/v1 or http://127.0.0.1:11434/v1. */
  baseURL: string;
  model: string;
  /** Sent as a bearer token; a local server may need none. */
  apiKey?: string | undefined;
};

/** The configured remote model through the AI SDK's OpenAI-compatible provider; null: the built-in engine. */
export function remoteAssistantModel(settings: AssistantModelSettings | undefined): LanguageModelV4 | null {
  if (!settings) return null;
  const provider = createOpenAICompatible({
    name: "assistant",
    baseURL: settings.baseURL.replace(/\/$/, ""),
    ...(settings.apiKey ? { apiKey: settings.apiKey } : {}),
  });
  return provider.chatModel(settings.model);
}
