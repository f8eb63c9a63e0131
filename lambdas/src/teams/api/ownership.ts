import { acceptOwnership, offerOwnership } from '@shared/teams/members';
import { defineHandler } from '../../http/handler-factory';
import { loadMemberTeam, mutateTeam, toTeamDetail } from '../repo';

/**
 * The owner offers the team to another active member. The owner pays for the team's completions after its
 * team quota (spec part 1 §6), so nothing changes until the member accepts (acceptTeamOwnership).
 */
export const offerTeamOwnership = defineHandler('offerTeamOwnership', async ({ params, body, now, user }) => {
  await loadMemberTeam(params.teamId, user.email);
  await mutateTeam(params.teamId, (team) => offerOwnership(team, user.email, body.email), now);
  return toTeamDetail(await loadMemberTeam(params.teamId, user.email), user.email, user.teamId);
});

/** The member the team was offered to accepts: they become its owner and an admin, and pay from now on. */
export const acceptTeamOwnership = defineHandler('acceptTeamOwnership', async ({ params, now, user }) => {
  await loadMemberTeam(params.teamId, user.email);
  await mutateTeam(params.teamId, (team) => acceptOwnership(team, user.email), now);
  return toTeamDetail(await loadMemberTeam(params.teamId, user.email), user.email, user.teamId);
});
