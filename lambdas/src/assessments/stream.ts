import { lambdaStreamingHandler, streamRouter } from '../http/stream-handler';

/** The assessments context's streaming routes (RouteDef.stream): AI text as it is written (lambdas/src/http/stream-handler.ts). */
export const streamHandler = streamRouter('assessments', {});

/** Lambda entry of the assessments streaming function (API Gateway STREAM integration). */
export const handler = lambdaStreamingHandler(streamHandler);
