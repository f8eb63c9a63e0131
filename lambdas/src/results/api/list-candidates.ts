import { CANDIDATE_LIST_LIMIT } from '@shared/constants/limits';
import type { RouteOf, Response } from '@shared/routes';
import { defineHandler, type UseCaseInput } from '../../http/handler-factory';
import { db } from '../../db/service';
import { loadVisibleTemplate } from '../../assessments';
import { toCandidateRow } from '../repo';

/**
 * Respondents of a template the user may see, a page of at most 500 at a time (spec part 2 §7.2) with
 * DynamoDB's cursor, so the response stays far below Lambda's 6 MB whatever the assessment's size.
 */
async function listCandidatesUseCase({
  params,
  query,
  user,
}: UseCaseInput<'listCandidates'>): Promise<Response<RouteOf<'listCandidates'>>> {
  const template = await loadVisibleTemplate(params.id, user);
  const { data, cursor } = await db()
    .entities.candidate.query.byTemplate({ form_id: template.id })
    .where((a, op) => op.ne(a.deleted, true))
    .go({ cursor: query.cursor ?? null, count: Math.min(query.limit ?? CANDIDATE_LIST_LIMIT, CANDIDATE_LIST_LIMIT) });
  return { items: data.map((c) => toCandidateRow(c, template)), cursor: cursor ?? null };
}

export const listCandidates = defineHandler('listCandidates', listCandidatesUseCase);
/** The public API's call (spec part 1 §2 /docs-for-dev): the same use case, acting as the API key's account. */
export const apiListRespondents = defineHandler('apiListRespondents', listCandidatesUseCase);
