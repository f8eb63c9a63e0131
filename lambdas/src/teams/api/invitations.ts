import { defineHandler } from '../../http/handler-factory';
import { acceptTeamInvite, declineTeamInvite } from '../team-membership';

/**
 * The invited person accepts, signed in as the invited address (spec part 1 §5 "Teams"): only now are they
 * an active member, who sees the team's assessments and may switch to it.
 */
export const acceptTeamInvitation = defineHandler('acceptTeamInvitation', async ({ params, now, user }) =>
  acceptTeamInvite({ user, teamId: params.teamId, now }),
);

/** The invited person declines: the invitation goes and the team no longer lists the address. */
export const declineTeamInvitation = defineHandler('declineTeamInvitation', async ({ params, now, user }) => {
  await declineTeamInvite({ user, teamId: params.teamId, now });
  return { ok: true as const };
});
