import { ZInvitationFailure, type InvitationState } from '@shared/routes/respondent-schemas';
import { invitationStates } from './invitation-store';

/** Each invited address's latest e-mail, as the invite screen shows it (a removed respondent left out). */
export async function invitationStatesOf(formId: string): Promise<InvitationState[]> {
  return (await invitationStates(formId))
    .filter((c) => !c.deleted && c.invite_status)
    .map((c) => {
      const status = c.invite_status!;
      if (status !== 'failed') return { email: c.email, status };
      return { email: c.email, status, reason: ZInvitationFailure.catch('error').parse(c.invite_error) };
    });
}
