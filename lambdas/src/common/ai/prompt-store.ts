import { DomainError } from '@shared/errors';
import { isPromptCode, type PromptCode } from '@shared/toolbox/prompt-codes';
import type { AiProviderName } from '../../adapters/ai/types';
import { db } from '../../db/service';
import { isConditionFailure } from '../conditional';
import { PROMPT_PACK, type PromptRecord } from './prompt-pack';

/**
 * Write every prompt of the pack that is missing from the table or older than the pack's copy (run on deploy by a
 * trigger function and on local start). A prompt tuned in the table with a higher version is left alone.
 */
export async function seedPrompts(
  now: Date,
  pack: Readonly<Record<string, PromptRecord>> = PROMPT_PACK,
): Promise<{ written: string[]; kept: string[] }> {
  const written: string[] = [];
  const kept: string[] = [];
  for (const prompt of Object.values(pack)) {
    try {
      await db()
        .entities.prompt.put({ ...storedPrompt(prompt), updated_at: now.toISOString() })
        .where((a, op) => `${op.notExists(a.code)} OR ${op.lt(a.version, prompt.version)}`)
        .go();
      written.push(prompt.code);
    } catch (error) {
      if (!isConditionFailure(error)) throw error;
      kept.push(prompt.code);
    }
  }
  return { written, kept };
}

function storedPrompt(prompt: PromptRecord) {
  const { model, ...rest } = prompt;
  return { ...rest, ...(model ? { model } : {}) };
}

const memo = new Map<string, { prompt: PromptRecord; at: number }>();
/** How long a function instance reuses a prompt it read (an operator's edit shows within a minute). */
const MEMO_MS = 60_000;

/**
 * The prompt of `code` as stored (spec part 2 §7.4): an unknown code is 'Invalid prompt code provided', a known code
 * with no stored configuration 'Prompt config not found for code'.
 */
export async function loadPrompt(code: string): Promise<PromptRecord> {
  if (!isPromptCode(code)) throw new DomainError('INVALID_PROMPT_CODE');
  const hit = memo.get(code);
  if (hit && Date.now() - hit.at < MEMO_MS) return hit.prompt;
  const { data } = await db().entities.prompt.get({ code }).go();
  if (!data) throw new DomainError('PROMPT_CONFIG_NOT_FOUND');
  const prompt: PromptRecord = {
    code: data.code as PromptCode,
    version: data.version,
    model: data.model ?? null,
    providers: data.providers as AiProviderName[],
    content: data.content,
    content_system: data.content_system,
    max_tokens: data.max_tokens,
  };
  memo.set(code, { prompt, at: Date.now() });
  return prompt;
}

/** Forget prompts read earlier (tests that change the table). */
export function forgetLoadedPrompts(): void {
  memo.clear();
}
