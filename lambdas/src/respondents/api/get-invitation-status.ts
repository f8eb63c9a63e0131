import { defineHandler } from '../../http/handler-factory';
import { loadVisibleAssessment } from '../../assessments';
import { invitationStatesOf } from '../invitation-status';

/** Where each invitation e-mail of an assessment is (docs/architecture.md "Bulk invitations"); the invite screen polls it. */
export const getInvitationStatus = defineHandler('getInvitationStatus', async ({ params, user, now }) => {
  const assessment = await loadVisibleAssessment(params.id, user);
  return { invitations: await invitationStatesOf(assessment.id, now) };
});
