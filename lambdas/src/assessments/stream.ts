import { lambdaStreamingHandler, streamRouter } from '../http/stream-router';

/** The assessments context's streaming routes (RouteDef.stream): assisted setup and the first assessment, with progress (lambdas/src/http/stream-handler.ts). */
export const streamHandler = streamRouter(
  'assessments',
  () => import('@shared/routes/assessments-routes').then((m) => m.ASSESSMENTS_ROUTES),
  {
    setupTemplateWithAi: () => import('./api/setup-template-with-ai').then((m) => m.setupTemplateWithAi),
    runOnboarding: () => import('./api/run-onboarding').then((m) => m.runOnboarding),
  },
  () => import('../accounts/identity').then((m) => m.leanAccountIdentity),
);

/** Lambda entry of the assessments streaming function (API Gateway STREAM integration). */
export const handler = lambdaStreamingHandler(streamHandler);
