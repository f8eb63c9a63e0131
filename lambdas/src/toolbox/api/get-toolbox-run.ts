import { defineHandler } from '../../http/handler-factory';
import { readOwnRun } from '../generators/history';

/** One past run with its text; another person's run id reads as not found. */
export const getToolboxRun = defineHandler('getToolboxRun', async ({ actor, params }) =>
  readOwnRun({ email: actor.email, runId: params.runId }),
);
