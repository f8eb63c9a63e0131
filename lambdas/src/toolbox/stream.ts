import { lambdaStreamingHandler, streamRouter } from '../http/stream-handler';
import { generateToolboxText } from './api/generate-toolbox-text';

/** The toolbox context's streaming routes (RouteDef.stream): AI text as it is written (lambdas/src/http/stream-handler.ts). */
export const streamHandler = streamRouter('toolbox', { generateToolboxText });

/** Lambda entry of the toolbox streaming function (API Gateway STREAM integration). */
export const handler = lambdaStreamingHandler(streamHandler);
