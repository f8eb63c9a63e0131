import type { AnalyzerItem } from '@shared/toolbox/analyzer';
import { db } from '../../db/service';

/*
 * The writes that start a run (start-run.ts), apart from analyzer/repo.ts: only the API function starts runs, and
 * only it writes in batches (infra/lib/stacks/context-access.ts grants the workflow's step function no batch write).
 */

type NewRun = Parameters<ReturnType<typeof db>['entities']['analyzerRun']['create']>[0];

/** Stores a new run; fails with a condition failure when a run with its id exists. */
export async function createRunRecord(run: NewRun): Promise<void> {
  await db().entities.analyzerRun.create(run).go();
}

/**
 * Stores one pending item per value × section (the value sections, then the skills ones) in one batch; how many the
 * batch left unwritten.
 */
export async function putPendingSections(
  runId: string,
  { items, skills }: { items: readonly AnalyzerItem[]; skills: readonly AnalyzerItem[] },
  at: string,
): Promise<number> {
  const { unprocessed } = await db()
    .entities.analyzerSection.put(
      [...items, ...skills].map((item) => ({
        runId,
        ...item,
        status: 'pending' as const,
        created_at: at,
        updated_at: at,
      })),
    )
    .go();
  return unprocessed.length;
}

/** Records the workflow execution that writes the run's sections. */
export async function saveRunExecution(runId: string, execution: string): Promise<void> {
  await db().entities.analyzerRun.patch({ runId }).set({ execution }).go();
}

/** Closes a run that will never be written as failed. */
export async function failRun(runId: string, at: string): Promise<void> {
  await db().entities.analyzerRun.patch({ runId }).set({ status: 'failed', finished_at: at, updated_at: at }).go();
}
