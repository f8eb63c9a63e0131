import { emailKey } from '@shared/accounts/email';
import { defineHandler } from '../../http/handler-factory';
import { db } from '../../db/service';

const PAGE = 20;

/** My core values analyses, newest first, a page at a time (the byOwner index: only runs I started signed in). */
export const listMyAnalyzerRuns = defineHandler('listMyAnalyzerRuns', async ({ actor, query }) => {
  const { data, cursor } = await db()
    .entities.analyzerRun.query.byOwner({ owner: emailKey(actor.email) })
    .go({ order: 'desc', cursor: query.cursor ?? null, count: PAGE });
  return {
    items: data.map((r) => ({
      runId: r.runId,
      values: r.values,
      language: r.language,
      status: r.status,
      created_at: r.created_at,
    })),
    cursor: cursor ?? null,
  };
});
