import { defineHandler } from '../../http/handler-factory';
import { loadVisibleTemplate } from '../../assessments';
import { loadCandidateOf, toCandidateRow } from '../repo';
import { sendResults } from '../send-results';

/** "Send results" from the respondent list or the result page. */
export const sendCandidateResults = defineHandler('sendCandidateResults', async ({ params, now, user }) => {
  const template = await loadVisibleTemplate(params.id, user);
  const candidate = await loadCandidateOf(template, params.candidateId);
  await sendResults(candidate, template, now, user.email);
  return toCandidateRow(await loadCandidateOf(template, params.candidateId), template);
});
