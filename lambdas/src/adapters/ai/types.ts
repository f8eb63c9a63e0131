/** What an AI generation is asked: a system prompt, the user prompt, and how it is tuned. */
export interface AiRequest {
  system: string;
  prompt: string;
  /** spec part 2 §7.1 defaults: temperature 0.01, max_tokens 1024. */
  temperature?: number;
  maxTokens?: number;
  /**
   * The offline provider's answer: deterministic, computed from the same inputs. Callers that need a
   * structured answer give one, so the local stack runs the whole flow without a model.
   */
  offline?: () => string;
}

export interface AiAnswer {
  text: string;
  /** Provider and model that wrote it, recorded with every stored result. */
  provider: AiProviderName;
  model: string;
  /** True for the offline stand-in: shown to users as such, never passed off as AI. */
  offline: boolean;
}

export type AiProviderName = 'bedrock' | 'openai' | 'gemini' | 'offline';

/** One AI provider behind the port (docs/architecture.md "Adapters": one provider port; retries 3; failures never cached). */
export interface AiProvider {
  readonly name: AiProviderName;
  readonly model: string;
  readonly offline?: boolean;
  generate(request: AiRequest): Promise<AiAnswer>;
  /** The same answer as text pieces in the order the model writes them (Bedrock ConverseStream, SSE for OpenAI/Gemini). */
  stream(request: AiRequest): AsyncIterable<string>;
}
