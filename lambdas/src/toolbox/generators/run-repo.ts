import type { EntityItem } from 'electrodb';
import { emailKey } from '@shared/accounts/email';
import { DomainError } from '@shared/errors';
import type { ToolboxRun, ToolboxRunList, ToolboxRunSummary } from '@shared/routes';
import type { GeneratorId, GeneratorInputs } from '@shared/toolbox/generators';
import type { AiOutputLanguage } from '@shared/toolbox/prompt-codes';
import { db } from '../../db/service';
import type { ToolboxRunEntity } from '../../db/entities/toolbox-run';
import type { AiProvenance } from '../../common/ai/generate-text';
import { isConditionFailure } from '../../common/conditional';

export type ToolboxRunItem = EntityItem<typeof ToolboxRunEntity>;

/** History pages (a product decision: enough for a screen, small enough to read at once). */
export const RUNS_PAGE_SIZE = 20;

export function toSummary(item: ToolboxRunItem): ToolboxRunSummary {
  return {
    id: item.runId,
    generator: item.generator,
    language: item.language,
    title: item.title ?? '',
    status: item.status,
    offline: item.offline ?? false,
    created_at: item.created_at,
  };
}

export function toRun(item: ToolboxRunItem): ToolboxRun {
  const finished = item.status === 'finished' && item.provider !== undefined;
  return {
    ...toSummary(item),
    inputs: (item.inputs ?? {}) as Record<string, string>,
    text: item.status === 'finished' ? (item.text ?? '') : '',
    provenance: finished
      ? {
          provider: item.provider ?? '',
          model: item.model ?? '',
          offline: item.offline ?? false,
          prompt_code: item.prompt_code ?? '',
          prompt_version: item.prompt_version ?? 0,
          inputs_hash: item.inputs_hash ?? '',
          generated_at: item.generated_at ?? item.updated_at,
          cached: item.cached ?? false,
        }
      : null,
    error: item.status === 'failed' ? (item.error_code ?? 'INTERNAL') : null,
  };
}

export async function readRun(runId: string): Promise<ToolboxRunItem | null> {
  const { data } = await db().entities.toolboxRun.get({ runId }).go({ consistent: true });
  return data;
}

export interface NewRun {
  runId: string;
  email: string;
  generator: GeneratorId;
  language: AiOutputLanguage;
  inputs: GeneratorInputs;
  title: string;
}

/** Record a run as running; false when a run with this id exists already (the same run sent twice at once). */
export async function createRun(run: NewRun, now: Date): Promise<boolean> {
  const at = now.toISOString();
  try {
    await db()
      .entities.toolboxRun.create({
        runId: run.runId,
        emailKey: emailKey(run.email),
        generator: run.generator,
        language: run.language,
        inputs: run.inputs,
        title: run.title,
        status: 'running',
        created_at: at,
        updated_at: at,
      })
      .go();
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/**
 * Take over a run left running by a request that stopped (its function timed out or crashed): conditional on the
 * run still being the same stale one, so only one request takes it over.
 */
export async function takeOverRun(item: ToolboxRunItem, now: Date): Promise<boolean> {
  try {
    await db()
      .entities.toolboxRun.patch({ runId: item.runId })
      .set({ updated_at: now.toISOString() })
      .where((a, op) => `${op.eq(a.status, 'running')} AND ${op.eq(a.updated_at, item.updated_at)}`)
      .go();
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

export async function finishRun(
  runId: string,
  text: string,
  provenance: AiProvenance,
  now: Date,
): Promise<ToolboxRunItem> {
  const { provider, model, offline, prompt_code, prompt_version, inputs_hash, generated_at, cached } = provenance;
  await db()
    .entities.toolboxRun.patch({ runId })
    .set({
      status: 'finished',
      text,
      provider,
      model,
      offline,
      prompt_code,
      prompt_version,
      inputs_hash,
      generated_at,
      cached,
      updated_at: now.toISOString(),
    })
    .go();
  const item = await readRun(runId);
  if (!item) throw new DomainError('INTERNAL');
  return item;
}

export async function failRun(runId: string, code: string, now: Date): Promise<void> {
  await db()
    .entities.toolboxRun.patch({ runId })
    .set({ status: 'failed', error_code: code, updated_at: now.toISOString() })
    .go();
}

/** A person's runs of one generator, newest first, a page at a time (a Query on gsi1, never a Scan). */
export async function listRuns(
  email: string,
  generator: GeneratorId,
  cursor: string | undefined,
): Promise<ToolboxRunList> {
  const page = await db()
    .entities.toolboxRun.query.byOwner({ emailKey: emailKey(email), generator })
    .go({ order: 'desc', limit: RUNS_PAGE_SIZE, ...(cursor ? { cursor } : {}) });
  return { items: page.data.map(toSummary), cursor: page.cursor ?? null };
}

/** What the charge of a run left on the quota ('Unlimited' on an unlimited plan); null when the run was not charged. */
export async function chargeRemaining(eventId: string): Promise<string | null> {
  const { data: charge } = await db().entities.quotaHistory.get({ eventId }).go({ consistent: true });
  return charge ? charge.credits_remaining : null;
}
