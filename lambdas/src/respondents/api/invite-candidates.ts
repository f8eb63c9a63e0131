import { defineHandler, type UseCaseInput } from '../../http/handler-factory';
import { inviteRespondents } from '../invitations';

/** Invite by e-mail, one or many (spec part 1 §2 "Invite screens", §5 "Invitations"; invitations.ts). */
const inviteRespondentsHandler = ({ params, body, now, sourceIp, user }: UseCaseInput<'inviteCandidates'>) =>
  inviteRespondents({ formId: params.id, body, now, sourceIp, user });

export const inviteCandidates = defineHandler('inviteCandidates', inviteRespondentsHandler);
/** The public API's call (spec part 1 §2 /docs-for-dev): the same use case, acting as the API key's account. */
export const apiInviteCandidates = defineHandler('apiInviteCandidates', inviteRespondentsHandler);
