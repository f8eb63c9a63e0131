import { DomainError } from '@shared/errors';
import {
  ANALYZER_CUSTOMER_RUNS_PER_ADDRESS_PER_DAY,
  ANALYZER_CUSTOMER_RUNS_PER_DAY,
  ANALYZER_NEW_RUNS_PER_DAY,
  ANALYZER_RUNS_PER_ADDRESS_PER_DAY,
  ANALYZER_RUNS_PER_USER_PER_DAY,
} from '@shared/constants/ai';
import { analyzerItems } from '@shared/toolbox/analyzer';
import type { AnalyzerRun, StartAnalyzerRun } from '@shared/routes';
import { workflows } from './workflows';
import { isConditionFailure } from '../../common/conditional';
import { hasPaid } from '../../credits';
import { deploymentBudgetReached } from '../../common/budget-metric';
import { reserveBudgets } from '../../common/daily-cap';
import { logger } from '../../common/logger';
import { loadRunView } from './repo';
import { createRunRecord, failRun, putPendingSections, saveRunExecution } from './new-run-store';

/** Who starts a run: a signed-in user (their e-mail key and address) or a visitor, known only by address. */
export type AnalyzerStarter =
  { kind: 'user'; owner: string; email: string; sourceIp: string } | { kind: 'visitor'; sourceIp: string };

/**
 * The analyzer is free and public (spec part 1 §2, §6: visitors may use it), so daily budgets bound what it costs
 * (docs/abuse.md "AI"): a signed-in user's own runs; the address's runs, whoever starts them (a guest is an account
 * a visitor makes in one call, so per-user caps alone would multiply); and the deployment's runs in two pools, one
 * for paying customers and a smaller one for visitors, guests and never-paid accounts. All or none is counted.
 */
function budgetsOf(starter: AnalyzerStarter, paid: boolean) {
  const address = starter.sourceIp || 'unknown';
  const own =
    starter.kind === 'user'
      ? [{ scope: `analyzer-user#${starter.owner}`, cap: ANALYZER_RUNS_PER_USER_PER_DAY, deployment: false }]
      : [];
  return paid
    ? [
        ...own,
        {
          scope: `analyzer-customer-address#${address}`,
          cap: ANALYZER_CUSTOMER_RUNS_PER_ADDRESS_PER_DAY,
          deployment: false,
        },
        { scope: 'analyzer-customers', cap: ANALYZER_CUSTOMER_RUNS_PER_DAY, deployment: true },
      ]
    : [
        ...own,
        { scope: `analyzer-address#${address}`, cap: ANALYZER_RUNS_PER_ADDRESS_PER_DAY, deployment: false },
        { scope: 'analyzer-fresh', cap: ANALYZER_NEW_RUNS_PER_DAY, deployment: true },
      ];
}

async function spendRun(starter: AnalyzerStarter, now: Date): Promise<void> {
  const budgets = budgetsOf(starter, starter.kind === 'user' && (await hasPaid(starter.email)));
  const refused = await reserveBudgets(budgets, 1, now);
  if (!refused) return;
  if (budgets.find((b) => b.scope === refused)?.deployment) {
    deploymentBudgetReached(refused, now);
    throw new DomainError('AI_BUDGET_REACHED');
  }
  throw new DomainError('ANALYZER_DAILY_LIMIT');
}

/**
 * Start a core values analysis (spec part 2 §9.3): store the run and one pending item per value × section, then
 * start the workflow named by the run id. The browser names the run, so a repeated start (double click, retried
 * request) finds the run and starts nothing: the conditional create lets one request win, and only that one starts
 * the execution (whose name Step Functions also keeps unique).
 */
export async function startRun({
  request: body,
  starter,
  now,
}: {
  /** The run as the browser names and sends it. */
  request: StartAnalyzerRun;
  starter: AnalyzerStarter;
  now: Date;
}): Promise<AnalyzerRun> {
  const already = await loadRunView(body.runId);
  if (already) return already;
  await spendRun(starter, now);

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
    await createRunRecord(run);
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    const winner = await loadRunView(body.runId);
    if (winner) return winner;
    throw error;
  }

  const { items, skills } = analyzerItems(body.values.length);
  const unprocessed = await putPendingSections(body.runId, { items, skills }, at);
  // A pending item is only what the progress view reads before a section is written; the step writes it either way.
  if (unprocessed) logger.warn('analyzer pending sections not all written', { runId: body.runId, unprocessed });

  try {
    const execution = await (await workflows()).startAnalyzer(body.runId, { runId: body.runId, items, skills });
    await saveRunExecution(body.runId, execution);
  } catch (error) {
    // Nothing will write the sections: the run is closed as failed rather than left running.
    await failRun(body.runId, at);
    throw error;
  }
  const view = await loadRunView(body.runId);
  if (!view) throw new Error(`analyzer run ${body.runId} vanished`);
  return view;
}
