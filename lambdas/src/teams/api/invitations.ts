import { acceptInvitation, declineInvitation } from '@shared/teams/members';
import { defineHandler } from '../../http/handler-factory';
import { loadMemberTeam, mutateTeam, toTeamDetail } from '../repo';

/**
 * The invited person accepts, signed in as the invited address (spec part 1 §5 "Teams"): only now are they
 * an active member, who sees the team's assessments and may switch to it.
 */
export const acceptTeamInvitation = defineHandler('acceptTeamInvitation', async ({ params, now, user }) => {
  await mutateTeam(params.teamId, (team) => acceptInvitation(team, user.email), now);
  return toTeamDetail(await loadMemberTeam(params.teamId, user.email), user.email, user.teamId);
});

/** The invited person declines: the invitation goes and the team no longer lists the address. */
export const declineTeamInvitation = defineHandler('declineTeamInvitation', async ({ params, now, user }) => {
  await mutateTeam(params.teamId, (team) => declineInvitation(team, user.email), now);
  return { ok: true as const };
});
