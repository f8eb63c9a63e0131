import type { RouteOf, Response } from '@shared/routes';
import { defineHandler, type UseCaseInput } from '../../http/handler-factory';
import { loadVisibleAssessment } from '../../assessments';
import { loadRespondentOf, recordResultViewed } from '../repo';
import { respondentResult } from '../webhook-events';
import { openAnswersOfRespondent } from '../answer-translation';

/** One respondent's result; the candidate must belong to the template the user may see. */
async function getRespondentResultUseCase({
  params,
  user,
  sourceIp,
  userAgent,
  now,
}: UseCaseInput<'getCandidateResult'>): Promise<Response<RouteOf<'getCandidateResult'>>> {
  const assessment = await loadVisibleAssessment(params.id, user);
  const data = await loadRespondentOf(assessment, params.candidateId);
  await recordResultViewed(assessment, data, user, { sourceIp, userAgent }, now);
  // Open answers as written (issue 27 §1): the page translates them on demand (translateOpenAnswers).
  return { ...respondentResult(data, assessment), open_answers: openAnswersOfRespondent(assessment, data) };
}

export const getCandidateResult = defineHandler('getCandidateResult', getRespondentResultUseCase);
/** The public API's call (spec part 1 §2 /docs-for-dev): the same use case, acting as the API key's account. */
export const apiGetResult = defineHandler('apiGetResult', getRespondentResultUseCase);
