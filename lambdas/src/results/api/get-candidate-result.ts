import type { RouteOf, Response } from '@shared/routes';
import { defineHandler, type UseCaseInput } from '../../http/handler-factory';
import { loadVisibleTemplate } from '../../assessments';
import { derivedParts, loadCandidateOf, toCandidateRow } from '../repo';

/** One respondent's result; the candidate must belong to the template the user may see. */
async function getCandidateResultUseCase({
  params,
  user,
}: UseCaseInput<'getCandidateResult'>): Promise<Response<RouteOf<'getCandidateResult'>>> {
  const template = await loadVisibleTemplate(params.id, user);
  const data = await loadCandidateOf(template, params.candidateId);
  const parts = derivedParts(data);
  return {
    ...toCandidateRow(data, template),
    summaries: parts.summaries,
    section_spent_times: parts.spent,
    section_timed_out: parts.timedOut,
    extra_time: template.extra_time ?? 0,
    comments: parts.comments,
  };
}

export const getCandidateResult = defineHandler('getCandidateResult', getCandidateResultUseCase);
/** The public API's call (spec part 1 §2 /docs-for-dev): the same use case, acting as the API key's account. */
export const apiGetResult = defineHandler('apiGetResult', getCandidateResultUseCase);
