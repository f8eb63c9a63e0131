import { lambdaStreamingHandler, streamRouter } from '../http/stream-router';

/** The toolbox context's streaming routes (RouteDef.stream): AI text as it is written (lambdas/src/http/stream-handler.ts). */
export const streamHandler = streamRouter(
  'toolbox',
  () => import('@shared/routes/toolbox-routes').then((m) => m.TOOLBOX_ROUTES),
  {
    generateToolboxText: () => import('./api/generate-toolbox-text').then((m) => m.generateToolboxText),
  },
  () => import('../accounts/identity').then((m) => m.leanAccountIdentity),
);

/** Lambda entry of the toolbox streaming function (API Gateway STREAM integration). */
export const handler = lambdaStreamingHandler(streamHandler);
