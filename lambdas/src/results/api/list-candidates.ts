import { CANDIDATE_LIST_LIMIT } from '@shared/constants/limits';
import { defineHandler } from '../../http/handler-factory';
import { db } from '../../db/service';
import { loadOrCreateUser } from '../../accounts/repo';
import { loadVisibleTemplate } from '../../assessments/repo';
import { toCandidateRow } from '../repo';

/**
 * Respondents of a template the user may see, a page of at most 500 at a time (spec part 2 §7.2) with
 * DynamoDB's cursor, so the response stays far below Lambda's 6 MB whatever the assessment's size.
 */
export const listCandidates = defineHandler('listCandidates', async ({ actor, params, query, now }) => {
  const user = await loadOrCreateUser(actor, now);
  const template = await loadVisibleTemplate(params.id, user);
  const { data, cursor } = await db()
    .entities.candidate.query.byTemplate({ form_id: template.id })
    .where((a, op) => op.ne(a.deleted, true))
    .go({ cursor: query.cursor ?? null, count: Math.min(query.limit ?? CANDIDATE_LIST_LIMIT, CANDIDATE_LIST_LIMIT) });
  return { items: data.map((c) => toCandidateRow(c, template)), cursor: cursor ?? null };
});
