import { defineHandler } from '../../http/handler-factory';
import { loadMemberTeam, toTeamDetail } from '../repo';

/** A team and its members, for its active members only (others get "Can't find team"). */
export const getTeam = defineHandler('getTeam', async ({ params, user }) => {
  return toTeamDetail(await loadMemberTeam(params.teamId, user.email), user.email, user.teamId);
});
