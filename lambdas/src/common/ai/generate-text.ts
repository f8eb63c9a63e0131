import { createHash } from 'node:crypto';
import { AI_CACHE_TTL_SECONDS, AI_MAX_RETRIES } from '@shared/constants/ai';
import { DomainError } from '@shared/errors';
import { AI_LANGUAGE_NAMES, type AiOutputLanguage } from '@shared/toolbox/prompt-codes';
import { renderPrompt } from '@shared/toolbox/render-prompt';
import { aiProvider, type AiProvider } from '../../adapters/ai';
import { chosenAiModel } from '../../adapters/ai/choice';
import { db } from '../../db/service';
import { loadPrompt } from './prompt-store';
import { errorFields, logger } from '../logger';
import { BUSINESS_METRICS } from '@shared/constants/metrics';
import { countBusinessEvent } from '../metrics';

/** What every stored AI output records (EU AI Act: recruitment AI is high-risk, so each output is traceable). */
export interface AiProvenance {
  provider: string;
  model: string;
  offline: boolean;
  prompt_code: string;
  prompt_version: number;
  inputs_hash: string;
  generated_at: string;
  cached: boolean;
}

export interface GenerateTextOptions<T> {
  code: string;
  /** Placeholder values; `language` is filled from `language`. */
  vars: Readonly<Record<string, string>>;
  language: AiOutputLanguage;
  /** Whose cache this is (an owner key): answers are never shared across owners. */
  scope: string;
  /** The offline provider's deterministic answer for these inputs. */
  offline: () => string;
  /** Checks and parses the whole answer; throwing makes it a failed attempt (retried, never shown as a result). */
  accept?: (text: string) => T;
  /** Pieces of text as the model writes them (streaming). */
  onDelta?: (text: string) => void | Promise<void>;
  /** A failed attempt after pieces were sent: what was shown must be cleared before the retry streams. */
  onReset?: () => void | Promise<void>;
  provider?: AiProvider;
  now: Date;
  /** Pause before retry n is pauseMs × 2^(n-1) (AI_RETRY_PAUSE_MS, default 500). */
  pauseMs?: number;
}

export interface GeneratedText<T> {
  text: string;
  value: T;
  provenance: AiProvenance;
}

const sha256 = (...parts: string[]) =>
  parts.reduce((h, part) => h.update(part).update('\u0000'), createHash('sha256')).digest('hex');

/**
 * One AI text from a stored prompt: the prompt is read by code, filled, answered from the 7-day cache when the same
 * prompt version, provider, model and inputs were answered before, and otherwise generated with up to 3 attempts
 * with backoff (spec part 2 §7.1, §9.3). Each attempt's answer must pass `accept`; only an accepted answer is cached,
 * and after the last failed attempt the call fails with 'AI service execution failed'.
 */
export async function generateText<T = string>(options: GenerateTextOptions<T>): Promise<GeneratedText<T>> {
  const prompt = await loadPrompt(options.code);
  const provider = options.provider ?? aiProvider(chosenAiModel());
  if (!prompt.providers.includes(provider.name)) throw new DomainError('AI_PROVIDERS_NOT_FOUND');
  const vars = { ...options.vars, language: AI_LANGUAGE_NAMES[options.language] };
  const system = renderPrompt(prompt.content_system, vars);
  const user = renderPrompt(prompt.content, vars);
  const inputsHash = sha256(prompt.code, String(prompt.version), system, user);
  const cacheKey = sha256(options.scope, provider.name, provider.model, inputsHash);
  const accept = options.accept ?? ((text: string) => text as unknown as T);
  const provenance = (cached: boolean, at: string): AiProvenance => ({
    provider: provider.name,
    model: provider.model,
    offline: provider.name === 'offline',
    prompt_code: prompt.code,
    prompt_version: prompt.version,
    inputs_hash: inputsHash,
    generated_at: at,
    cached,
  });

  const cached = await readCache(cacheKey, options.now);
  if (cached) {
    try {
      const value = accept(cached.response);
      if (options.onDelta) await options.onDelta(cached.response);
      return { text: cached.response, value, provenance: provenance(true, cached.created_at) };
    } catch {
      // A cached answer the current check refuses is ignored and generated again.
    }
  }

  const pauseMs = options.pauseMs ?? Number(process.env.AI_RETRY_PAUSE_MS ?? 500);
  const request = { system, prompt: user, maxTokens: prompt.max_tokens, offline: options.offline };
  let last: unknown;
  for (let attempt = 0; attempt < AI_MAX_RETRIES; attempt++) {
    if (attempt > 0) await new Promise((r) => setTimeout(r, pauseMs * 2 ** (attempt - 1)));
    let text = '';
    let sent = false;
    await countBusinessEvent(BUSINESS_METRICS.aiCalls, 1, { provider: provider.name });
    try {
      if (options.onDelta) {
        for await (const piece of provider.stream(request)) {
          text += piece;
          sent = true;
          await options.onDelta(piece);
        }
      } else {
        text = (await provider.generate(request)).text;
      }
      const value = accept(text);
      const at = options.now.toISOString();
      await writeCache(cacheKey, options.scope, prompt.code, prompt.version, provider, text, options.now);
      return { text, value, provenance: provenance(false, at) };
    } catch (error) {
      last = error;
      if (error instanceof DomainError && error.code !== 'AI_SERVICE_FAILED') throw error;
      if (sent && options.onReset) await options.onReset();
    }
  }
  // The provider's own text (it can name the function's role ARN) is for the operator's log; the user gets the catalogue's.
  logger.warn('AI generation failed', {
    provider: provider.name,
    model: provider.model,
    prompt_code: prompt.code,
    ...errorFields(last),
  });
  throw new DomainError('AI_SERVICE_FAILED');
}

async function readCache(key: string, now: Date) {
  const { data } = await db().entities.aiCache.get({ key }).go();
  if (!data || data.expiresAt * 1000 <= now.getTime()) return null;
  return data;
}

async function writeCache(
  key: string,
  scope: string,
  code: string,
  version: number,
  provider: AiProvider,
  response: string,
  now: Date,
) {
  await db()
    .entities.aiCache.put({
      key,
      scope,
      code,
      prompt_version: version,
      response,
      provider: provider.name,
      model: provider.model,
      offline: provider.name === 'offline',
      created_at: now.toISOString(),
      expiresAt: Math.floor(now.getTime() / 1000) + AI_CACHE_TTL_SECONDS,
    })
    .go();
}
