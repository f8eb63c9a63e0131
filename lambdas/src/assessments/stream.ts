import { lambdaStreamingHandler, streamRouter } from '../http/stream-handler';
import { setupTemplateWithAi } from './api/setup-template-with-ai';
import { runOnboarding } from './api/run-onboarding';

/** The assessments context's streaming routes (RouteDef.stream): assisted setup and the first assessment, with progress (lambdas/src/http/stream-handler.ts). */
export const streamHandler = streamRouter('assessments', { setupTemplateWithAi, runOnboarding });

/** Lambda entry of the assessments streaming function (API Gateway STREAM integration). */
export const handler = lambdaStreamingHandler(streamHandler);
