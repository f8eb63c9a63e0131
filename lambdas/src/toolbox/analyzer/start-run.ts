import { DomainError } from '@shared/errors';
import { ANALYZER_RUNS_PER_ADDRESS_PER_DAY, ANALYZER_RUNS_PER_USER_PER_DAY, ANALYZER_VISITOR_RUNS_PER_DAY } from '@shared/constants/ai';
import { analyzerItems } from '@shared/toolbox/analyzer';
import type { AnalyzerRun, StartAnalyzerRun } from '@shared/routes';
import { workflows } from '../../adapters/workflows';
import { db } from '../../db/service';
import { isConditionFailure } from '../../shared/conditional';
import { withinDailyCap } from '../../shared/daily-cap';
import { logger } from '../../shared/logger';
import { loadRunView } from './repo';

/** Who starts a run: a signed-in user (their e-mail key) or a visitor, known only by address. */
export type AnalyzerStarter = { kind: 'user'; owner: string } | { kind: 'visitor'; sourceIp: string };

/**
 * The analyzer is free and public (spec part 1 §2, §6: visitors may use it), so daily caps bound what it costs:
 * per signed-in user, or per address plus all visitors of the deployment together (docs/spec-coverage.md).
 */
async function withinCaps(starter: AnalyzerStarter, now: Date): Promise<boolean> {
  if (starter.kind === 'user') return withinDailyCap(`analyzer-user#${starter.owner}`, ANALYZER_RUNS_PER_USER_PER_DAY, now);
  return (
    (await withinDailyCap(`analyzer-address#${starter.sourceIp || 'unknown'}`, ANALYZER_RUNS_PER_ADDRESS_PER_DAY, now)) &&
    (await withinDailyCap('analyzer-visitors', ANALYZER_VISITOR_RUNS_PER_DAY, now))
  );
}

/**
 * Start a core values analysis (spec part 2 §9.3): store the run and one pending item per value × section, then
 * start the workflow named by the run id. The browser names the run, so a repeated start (double click, retried
 * request) finds the run and starts nothing: the conditional create lets one request win, and only that one starts
 * the execution (whose name Step Functions also keeps unique).
 */
export async function startRun(body: StartAnalyzerRun, starter: AnalyzerStarter, now: Date): Promise<AnalyzerRun> {
  const already = await loadRunView(body.runId);
  if (already) return already;
  if (!(await withinCaps(starter, now))) throw new DomainError('ANALYZER_DAILY_LIMIT');

  const at = now.toISOString();
  const run = {
    runId: body.runId,
    values: body.values,
    language: body.language,
    company: body.company,
    orgType: body.orgType,
    owner: starter.kind === 'user' ? starter.owner : '',
    status: 'running' as const,
    created_at: at,
    updated_at: at,
  };
  try {
    await db().entities.analyzerRun.create(run).go();
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    const winner = await loadRunView(body.runId);
    if (winner) return winner;
    throw error;
  }

  const { items, skills } = analyzerItems(body.values.length);
  const { unprocessed } = await db()
    .entities.analyzerSection.put([...items, ...skills].map((item) => ({ runId: body.runId, ...item, status: 'pending' as const, created_at: at, updated_at: at })))
    .go();
  // A pending item is only what the progress view reads before a section is written; the step writes it either way.
  if (unprocessed.length) logger.warn('analyzer pending sections not all written', { runId: body.runId, unprocessed: unprocessed.length });

  try {
    const execution = await (await workflows()).startAnalyzer(body.runId, { runId: body.runId, items, skills });
    await db().entities.analyzerRun.patch({ runId: body.runId }).set({ execution }).go();
  } catch (error) {
    // Nothing will write the sections: the run is closed as failed rather than left running.
    await db().entities.analyzerRun.patch({ runId: body.runId }).set({ status: 'failed', finished_at: at, updated_at: at }).go();
    throw error;
  }
  const view = await loadRunView(body.runId);
  if (!view) throw new Error(`analyzer run ${body.runId} vanished`);
  return view;
}
