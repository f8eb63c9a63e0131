import { DomainError } from '@shared/errors';
import { defineHandler } from '../../http/handler-factory';
import { loadRunView } from '../analyzer/repo';

/** A run's progress and the sections written so far (public: the run's unguessable id is the key to it). */
export const getAnalyzerRun = defineHandler('getAnalyzerRun', async ({ params }) => {
  const run = await loadRunView(params.runId);
  if (!run) throw new DomainError('DATA_NOT_FOUND');
  return run;
});
