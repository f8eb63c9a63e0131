import { defineHandler } from '../../http/handler-factory';
import { inviteFriend } from '../referrals';

/** Invite a friend by e-mail (spec part 2 §5 "Referral invitation"); the team is the inviter's current workspace. */
export const inviteReferral = defineHandler(
  'inviteReferral',
  async ({ body, now, user }) => inviteFriend({ user, email: body.email, now }),
  { status: 201 },
);
