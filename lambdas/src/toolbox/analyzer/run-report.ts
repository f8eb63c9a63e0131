import { DomainError } from '@shared/errors';
import type { AnalyzerRun } from '@shared/routes';
import { loadRunView } from './repo';

/** A run's progress and the sections written so far; an unknown run id reads as not found. */
export async function analyzerRunReport({ runId }: { runId: string }): Promise<AnalyzerRun> {
  const run = await loadRunView(runId);
  if (!run) throw new DomainError('DATA_NOT_FOUND');
  return run;
}
