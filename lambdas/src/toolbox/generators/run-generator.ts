import { emailKey } from '@shared/accounts/email';
import { isGuestEmail } from '@shared/accounts/guest';
import { DomainError, isErrorCode } from '@shared/errors';
import type { ToolboxRun, ToolboxRunRequest } from '@shared/routes';
import {
  generatorPromptCode,
  generatorPromptVars,
  generatorSchema,
  runTitle,
  type GeneratorId,
  type GeneratorInputs,
} from '@shared/toolbox/generators';
import type { AiOutputLanguage } from '@shared/toolbox/prompt-codes';
import type { AiProvider } from '../../adapters/ai';
import type { StreamWriter } from '../../http/stream-handler';
import { generateText } from '../../common/ai/generate-text';
import { spendAiRun } from '../../credits';
import { errorFields, logger } from '../../common/logger';
import { chargeGeneratorRun, refundGeneratorRun } from './generator-credit';
import { offlineDocument } from './offline';
import { createRun, failRun, finishRun, readRun, takeOverRun, toRun, type ToolboxRunItem } from './run-repo';

/** A run still "running" this long after its last write was left by a request that stopped (the streaming function runs 5 minutes at most). */
export const RUN_STALE_MS = 6 * 60_000;
/** How long a repeated request waits for the same run to finish elsewhere, and how often it looks. */
const WAIT_MS = 4 * 60_000;
const POLL_MS = 250;

export interface RunGeneratorOptions {
  /** The signed-in person (from the verified token): the run's owner and payer. */
  email: string;
  request: ToolboxRunRequest;
  out: StreamWriter;
  now: Date;
  /** Tests pass a provider; otherwise the stack's default (the offline stand-in locally). */
  provider?: AiProvider;
  waitMs?: number;
  /** The client address, for the address's AI budget. */
  sourceIp?: string;
}

interface Run {
  email: string;
  runId: string;
  generator: GeneratorId;
  language: AiOutputLanguage;
  inputs: GeneratorInputs;
}

/**
 * One generator run (spec part 1 §1 "Toolbox generators"; part 2 §1 "Every toolbox generator run costs 1 credit",
 * §5 'Not enough quota', §9.1): the credit is taken first, keyed by the run, because the text streams to the user
 * as it is written; then the run is recorded, the text generated from the generator's stored prompt in English or
 * Thai and streamed, and the run stored with its provenance. A failed generation gives the credit back, once.
 *
 * The same run id again (a retry, a double click, a reload) is never charged twice: a finished run answers with its
 * stored text, a failed one with its error, and one still being written is waited for. Another person's run id
 * reads as not found.
 */
export async function runGenerator(options: RunGeneratorOptions): Promise<ToolboxRun> {
  const { email, request, now } = options;
  const inputs = generatorSchema(request.generator).parse(request.inputs);
  const run: Run = { email, runId: request.runId, generator: request.generator, language: request.language, inputs };

  const existing = await readRun(run.runId);
  if (existing) return answerExisting(existing, options);

  // Counted against the AI's daily budgets before anything is charged or generated (docs/abuse.md "AI"). A guest has
  // no credits: its runs come from the guests' small shared budget, not from a grant to each guest.
  const release = await spendAiRun('generator', { email, sourceIp: options.sourceIp ?? '' }, now);
  if (!isGuestEmail(email)) {
    try {
      await chargeGeneratorRun(email, run.runId, run.generator, now);
    } catch (error) {
      // 'Not enough quota': no model is called, so the run counts against no budget.
      await release();
      throw error;
    }
  }
  const created = await createRun({ ...run, title: runTitle(run.generator, inputs) }, now);
  if (!created) {
    // The same run sent at the same moment: the other request generates it.
    const other = await readRun(run.runId);
    if (!other) throw new DomainError('INTERNAL');
    return answerExisting(other, options);
  }
  return generate(run, options);
}

async function answerExisting(item: ToolboxRunItem, options: RunGeneratorOptions): Promise<ToolboxRun> {
  if (item.emailKey !== emailKey(options.email)) throw new DomainError('DATA_NOT_FOUND');
  let current: ToolboxRunItem = item;
  if (
    current.status === 'running' &&
    options.now.getTime() - Date.parse(current.updated_at) > RUN_STALE_MS &&
    (await takeOverRun(current, options.now))
  ) {
    const inputs = (current.inputs ?? {}) as GeneratorInputs;
    return generate(
      { email: options.email, runId: current.runId, generator: current.generator, language: current.language, inputs },
      options,
    );
  }
  const deadline = Date.now() + (options.waitMs ?? WAIT_MS);
  while (current.status === 'running' && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    current = (await readRun(current.runId)) ?? current;
  }
  if (current.status === 'failed')
    throw new DomainError(isErrorCode(current.error_code) ? current.error_code : 'INTERNAL');
  if (current.status === 'finished') options.out.delta(current.text ?? '');
  return toRun(current);
}

async function generate(run: Run, { out, now, provider }: RunGeneratorOptions): Promise<ToolboxRun> {
  const code = generatorPromptCode(run.generator, run.inputs);
  try {
    const result = await generateText({
      code,
      vars: generatorPromptVars(run.generator, run.inputs),
      language: run.language,
      // The answer cache serves only this run again (a request that stopped after the text was written): a new
      // Generate pays for and gets a new text.
      scope: `user:${emailKey(run.email)}#toolbox:${run.runId}`,
      offline: () => offlineDocument(run.generator, run.inputs, run.language),
      onDelta: (text) => out.delta(text),
      onReset: () => out.reset(),
      now,
      ...(provider ? { provider } : {}),
    });
    const item = await finishRun(run.runId, result.text, result.provenance, now);
    const p = result.provenance;
    logger.info('toolbox run', {
      generator: run.generator,
      status: 'finished',
      provider: p.provider,
      model: p.model,
      prompt_code: p.prompt_code,
      prompt_version: p.prompt_version,
      inputs_hash: p.inputs_hash,
      cached: p.cached,
    });
    return toRun(item);
  } catch (error) {
    const errorCode = error instanceof DomainError ? error.code : 'INTERNAL';
    try {
      await refundGeneratorRun(run.email, run.runId, run.generator, now);
      await failRun(run.runId, errorCode, now);
    } catch (cleanup) {
      // The run stays "running" and is taken over later; the refund's event key keeps it to one.
      logger.error('toolbox run cleanup failed', { generator: run.generator, ...errorFields(cleanup) });
    }
    logger.warn('toolbox run failed', { generator: run.generator, prompt_code: code, code: errorCode });
    throw error;
  }
}
