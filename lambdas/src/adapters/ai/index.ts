import { AI_MAX_RETRIES, AI_MODELS } from '@shared/constants/ai';
import { DomainError } from '@shared/errors';
import { bedrockProvider } from './bedrock';
import { geminiProvider, openAiProvider } from './http-providers';
import { offlineProvider } from './offline';
import { errorFields, logger } from '../../common/logger';
import { BUSINESS_METRICS } from '@shared/constants/metrics';
import { countBusinessEvent } from '../../common/metrics';
import type { AiAnswer, AiProvider, AiRequest } from './types';

export type { AiAnswer, AiProvider, AiRequest } from './types';
export { OFFLINE_MODEL } from './offline';

type Env = Readonly<Record<string, string | undefined>>;

/**
 * The provider for a call. Without `model` it is the stack's default: Bedrock with BEDROCK_MODEL_ID (set from
 * CDK context), or the offline stand-in when AI_PROVIDER=offline (the local stack's default). With `model`
 * (the spec's x-model, part 2 §7.1) it is OpenAI or Gemini; any other value is 'Unsupported AI model', and a
 * supported one without its key is 'Providers not found'.
 */
export function aiProvider(model?: string, env: Env = process.env): AiProvider {
  if (model !== undefined) {
    if (!(AI_MODELS as readonly string[]).includes(model)) throw new DomainError('UNSUPPORTED_AI_MODEL');
    if (model === 'openai') {
      if (!env.OPENAI_API_KEY) throw new DomainError('AI_PROVIDERS_NOT_FOUND');
      return openAiProvider(env.OPENAI_API_KEY, env.OPENAI_MODEL ?? 'gpt-4o-mini');
    }
    if (!env.GEMINI_API_KEY) throw new DomainError('AI_PROVIDERS_NOT_FOUND');
    return geminiProvider(env.GEMINI_API_KEY, env.GEMINI_MODEL ?? 'gemini-1.5-flash');
  }
  if (env.AI_PROVIDER === 'offline') return offlineProvider(env);
  if (env.AI_PROVIDER === 'openai' || env.AI_PROVIDER === 'gemini') return aiProvider(env.AI_PROVIDER, env);
  if (!env.BEDROCK_MODEL_ID) throw new DomainError('AI_PROVIDERS_NOT_FOUND');
  return bedrockProvider(env.BEDROCK_MODEL_ID);
}

/**
 * Generate with up to AI_MAX_RETRIES attempts (spec part 2 §7.1), each answer checked by `accept` (which
 * throws on garbage so it is retried too). The last failure's own text is logged, and AI_SERVICE_FAILED is thrown without it;
 * nothing failed is ever stored as a result or cached.
 */
export async function generateChecked<T>(
  provider: AiProvider,
  request: AiRequest,
  accept: (answer: AiAnswer) => T,
  { attempts = AI_MAX_RETRIES, pauseMs = 500 }: { attempts?: number; pauseMs?: number } = {},
): Promise<{ value: T; answer: AiAnswer }> {
  let last: unknown;
  for (let i = 0; i < attempts; i++) {
    await countBusinessEvent(BUSINESS_METRICS.aiCalls, 1, { provider: provider.name });
    try {
      const answer = await provider.generate(request);
      return { value: accept(answer), answer };
    } catch (error) {
      last = error;
      if (i < attempts - 1) await new Promise((r) => setTimeout(r, pauseMs * 2 ** i));
    }
  }
  // The provider's own text (it can name the function's role ARN) is for the operator's log; the user gets the catalogue's.
  logger.warn('AI generation failed', { provider: provider.name, model: provider.model, ...errorFields(last) });
  throw new DomainError('AI_SERVICE_FAILED');
}
