import { defineHandler } from '../../http/handler-factory';
import { resetRespondent } from '../reset-result';

/** Clear results (spec part 1 §2, §4 reset): the respondent takes the assessment again (reset-result.ts). */
export const resetCandidate = defineHandler('resetCandidate', async ({ params, now, user }) =>
  resetRespondent({ formId: params.id, candidateId: params.candidateId, user, now }),
);
