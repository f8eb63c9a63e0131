import { defineHandler } from '../../http/handler-factory';
import { loadVisibleAssessment } from '../../assessments';
import { loadRespondentOf } from '../repo';
import { integrityOf } from '../integrity';

/** The Integrity panel of one result (docs/integrity.md): whoever may see the result sees it. */
export const getCandidateIntegrity = defineHandler('getCandidateIntegrity', async ({ user, params }) => {
  const assessment = await loadVisibleAssessment(params.id, user);
  const respondent = await loadRespondentOf(assessment, params.candidateId);
  return integrityOf(assessment, respondent);
});
