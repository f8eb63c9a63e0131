import { contextRouter } from '../http/context-router';

export const handler = contextRouter(
  'toolbox',
  () => import('@shared/routes/toolbox-routes').then((m) => m.TOOLBOX_ROUTES),
  {
    listToolboxRuns: () => import('./api/list-toolbox-runs').then((m) => m.listToolboxRuns),
    getToolboxRun: () => import('./api/get-toolbox-run').then((m) => m.getToolboxRun),
    startAnalyzerRun: () => import('./api/start-analyzer-run').then((m) => m.startAnalyzerRun),
    startMyAnalyzerRun: () => import('./api/start-analyzer-run').then((m) => m.startMyAnalyzerRun),
    getAnalyzerRun: () => import('./api/get-analyzer-run').then((m) => m.getAnalyzerRun),
    listMyAnalyzerRuns: () => import('./api/list-my-analyzer-runs').then((m) => m.listMyAnalyzerRuns),
  },
  () => import('../accounts/identity').then((m) => m.leanAccountIdentity),
);
