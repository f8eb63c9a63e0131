import { defineHandler } from '../../http/handler-factory';
import { listMyRuns } from '../analyzer/my-runs';

/** My core values analyses, newest first, a page at a time (the byOwner index: only runs I started signed in). */
export const listMyAnalyzerRuns = defineHandler('listMyAnalyzerRuns', async ({ actor, query }) =>
  listMyRuns({ email: actor.email, cursor: query.cursor }),
);
