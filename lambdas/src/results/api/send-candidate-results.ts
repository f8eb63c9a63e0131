import { defineHandler } from '../../http/handler-factory';
import { loadVisibleAssessment } from '../../assessments';
import { loadRespondentOf, toRespondentRow } from '../repo';
import { sendResults } from '../send-results';

/** "Send results" from the respondent list or the result page. */
export const sendCandidateResults = defineHandler(
  'sendCandidateResults',
  async ({ params, now, user, sourceIp, userAgent }) => {
    const assessment = await loadVisibleAssessment(params.id, user);
    const respondent = await loadRespondentOf(assessment, params.candidateId);
    await sendResults(respondent, assessment, now, user.email, { actor: user.sub, request: { sourceIp, userAgent } });
    return toRespondentRow(await loadRespondentOf(assessment, params.candidateId), assessment);
  },
);
