import * as z from '@shared/zod-mini';
import { DomainError } from '@shared/errors';
import {
  ANALYZER_PROMPTS,
  analyzerSectionCount,
  ZAnalyzerSection,
  type AnalyzerSection,
} from '@shared/toolbox/analyzer';
import { offlineAnalyzerSection } from '@shared/toolbox/analyzer-offline';
import { ANALYZER_MAX_VALUES } from '@shared/constants/limits';
import type { AiProvider } from '../../adapters/ai';
import { generateText } from '../../common/ai/generate-text';
import { logger } from '../../common/logger';
import { ZAnalyzerRunId } from '@shared/routes/analyzer-schemas';
import {
  closeRun,
  loadRun,
  loadSection,
  loadSections,
  settleSection,
  storedProvenance,
  type AnalyzerRunItem,
} from './repo';

/** What a Task state of the analyzer workflow sends (definition.ts: the Maps' ItemSelector, FinishRun's Parameters). */
export const ZAnalyzerStepInput = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('section'),
    runId: ZAnalyzerRunId,
    index: z.number().check(z.int(), z.minimum(0), z.maximum(ANALYZER_MAX_VALUES - 1)),
    section: ZAnalyzerSection,
  }),
  z.object({ kind: z.literal('finish'), runId: ZAnalyzerRunId }),
]);
export type AnalyzerStepInput = z.infer<typeof ZAnalyzerStepInput>;

export interface AnalyzerStepOptions {
  /** The AI provider (default: the deployment's); the benchmark passes one with a fixed delay. */
  provider?: AiProvider;
  now?: () => Date;
}

export type AnalyzerStepResult = { runId: string; status: 'finished' | 'failed'; kept?: true };

/** One step of the analyzer workflow: write one section, or close the run. */
export async function runAnalyzerStep(event: unknown, options: AnalyzerStepOptions = {}): Promise<AnalyzerStepResult> {
  const input = ZAnalyzerStepInput.parse(event);
  const now = options.now ?? (() => new Date());
  const run = await loadRun(input.runId);
  if (!run) throw new Error(`analyzer run ${input.runId} does not exist`);
  if (input.kind === 'finish') return finishRun(run, now());
  return writeSection(run, input.index, input.section, options.provider, now);
}

/**
 * One value's section (spec part 2 §9.3), from its PROMPT_ANALYZER_* prompt through generateText (7-day cache,
 * 3 attempts). A section already finished is kept as it is, so a retried or repeated step never writes it twice.
 * A generation that fails after its attempts is recorded as failed and the workflow goes on with the others.
 */
async function writeSection(
  run: AnalyzerRunItem,
  index: number,
  section: AnalyzerSection,
  provider: AiProvider | undefined,
  now: () => Date,
): Promise<AnalyzerStepResult> {
  const key = { runId: run.runId, index, section };
  const stored = await loadSection(key);
  if (stored?.status === 'finished') return { runId: run.runId, status: 'finished', kept: true };
  const value = run.values[index];
  if (value === undefined) throw new Error(`analyzer run ${run.runId} has no value ${index}`);
  const language = run.language;
  try {
    const out = await generateText({
      code: ANALYZER_PROMPTS[section],
      vars: {
        value,
        company: run.company || (language === 'th' ? 'องค์กร' : 'the organisation'),
        orgType: run.orgType || 'organisation type not given',
      },
      language,
      // A signed-in owner's answers may be reused across their runs; a visitor's stay with their run.
      scope: run.owner ? `analyzer#${run.owner}` : `analyzer-run#${run.runId}`,
      offline: () => offlineAnalyzerSection(section, { value, company: run.company ?? '', language }),
      ...(provider ? { provider } : {}),
      now: now(),
    });
    await settleSection(
      key,
      { status: 'finished', text: out.text, provenance: storedProvenance(out.provenance) },
      now(),
    );
    return { runId: run.runId, status: 'finished' };
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    logger.warn('analyzer section failed', { runId: run.runId, index, section, code: error.code });
    await settleSection(key, { status: 'failed', error: error.code }, now());
    return { runId: run.runId, status: 'failed' };
  }
}

/**
 * Closes the run once the Maps are done: finished when every section is, failed otherwise (a section that never
 * got an outcome, because its branch stopped, is marked failed so the report says so). Idempotent.
 */
async function finishRun(run: AnalyzerRunItem, now: Date): Promise<AnalyzerStepResult> {
  const sections = await loadSections(run.runId);
  const finished = new Set(sections.filter((s) => s.status === 'finished').map((s) => `${s.index}#${s.section}`));
  const pending = sections.filter((s) => s.status === 'pending');
  for (const s of pending)
    await settleSection(
      { runId: s.runId, index: s.index, section: s.section },
      { status: 'failed', error: 'INTERNAL' },
      now,
    );
  const status = finished.size === analyzerSectionCount(run.values.length) ? 'finished' : 'failed';
  await closeRun(run.runId, status, now);
  return { runId: run.runId, status };
}
