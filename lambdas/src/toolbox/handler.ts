import { contextRouter } from '../http/context-router';
import { getToolboxRun } from './api/get-toolbox-run';
import { listToolboxRuns } from './api/list-toolbox-runs';
import { getAnalyzerRun } from './api/get-analyzer-run';
import { listMyAnalyzerRuns } from './api/list-my-analyzer-runs';
import { startAnalyzerRun, startMyAnalyzerRun } from './api/start-analyzer-run';

export const handler = contextRouter('toolbox', {
  listToolboxRuns,
  getToolboxRun,
  startAnalyzerRun,
  startMyAnalyzerRun,
  getAnalyzerRun,
  listMyAnalyzerRuns,
});
