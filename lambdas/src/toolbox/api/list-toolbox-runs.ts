import { defineHandler } from '../../http/handler-factory';
import { toolboxHistory } from '../generators/history';

/** The history of a generator's page: the signed-in person's own runs, newest first (never anyone else's). */
export const listToolboxRuns = defineHandler('listToolboxRuns', async ({ actor, query }) =>
  toolboxHistory({ email: actor.email, generator: query.generator, cursor: query.cursor }),
);
