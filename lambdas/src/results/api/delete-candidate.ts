import { defineHandler } from '../../http/handler-factory';
import { deleteRespondent } from '../erase-respondent';

/** Delete a respondent for good (docs/privacy.md "Deleting a respondent"; erase-respondent.ts). */
export const deleteCandidate = defineHandler('deleteCandidate', async ({ params, now, user, sourceIp, userAgent }) =>
  deleteRespondent({ formId: params.id, candidateId: params.candidateId, user, request: { sourceIp, userAgent }, now }),
);
