import { defineHandler } from '../../http/handler-factory';
import { listRuns } from '../generators/run-repo';

/** The history of a generator's page: the signed-in person's own runs, newest first (never anyone else's). */
export const listToolboxRuns = defineHandler('listToolboxRuns', async ({ actor, query }) =>
  listRuns(actor.email, query.generator, query.cursor),
);
