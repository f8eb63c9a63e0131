import { defineHandler } from '../../http/handler-factory';
import { analyzerRunReport } from '../analyzer/run-report';

/** A run's progress and the sections written so far (public: the run's unguessable id is the key to it). */
export const getAnalyzerRun = defineHandler('getAnalyzerRun', async ({ params }) =>
  analyzerRunReport({ runId: params.runId }),
);
