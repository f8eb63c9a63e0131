import { defineHandler } from '../../http/handler-factory';
import { deleteRespondent } from '../erase-respondent';

/** Delete a respondent for good (docs/privacy.md "Deleting a respondent"; erase-respondent.ts). */
export const deleteCandidate = defineHandler('deleteCandidate', async ({ params, now, user }) =>
  deleteRespondent({ formId: params.id, candidateId: params.candidateId, user, now }),
);
