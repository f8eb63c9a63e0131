import { defineHandler } from '../../http/handler-factory';
import { readOwnRun, toRun } from '../generators/run-repo';

/** One past run with its text; another person's run id reads as not found. */
export const getToolboxRun = defineHandler('getToolboxRun', async ({ actor, params }) =>
  toRun(await readOwnRun(actor.email, params.runId)),
);
