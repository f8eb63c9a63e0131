import { lambdaStreamingHandler, streamRouter } from '../http/stream-router';

/** The results context's streaming routes (RouteDef.stream): AI text as it is written (lambdas/src/http/stream-handler.ts). */
export const streamHandler = streamRouter(
  'results',
  () => import('@shared/routes/results-routes').then((m) => m.RESULTS_ROUTES),
  {
    generateCandidateAnalysis: () =>
      import('./api/generate-candidate-analysis').then((m) => m.generateCandidateAnalysis),
  },
  () => import('../accounts/identity').then((m) => m.leanAccountIdentity),
);

/** Lambda entry of the results streaming function (API Gateway STREAM integration). */
export const handler = lambdaStreamingHandler(streamHandler);
