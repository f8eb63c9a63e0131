import { deleteTeam as deleteTeamRule } from '@shared/teams/members';
import { defineHandler } from '../../http/handler-factory';
import { loadOrCreateUser } from '../../accounts/repo';
import { loadMemberTeam, mutateTeam } from '../repo';
import { leaveWorkspace } from '../workspace';

/**
 * Delete a team (spec part 1 §6): admins only. The record is flagged deleted and every member's index
 * entry goes, so its assessments and results become unavailable to members; a member working in it
 * moves to their personal workspace on their next request and is told why.
 */
export const deleteTeam = defineHandler('deleteTeam', async ({ actor, params, now }) => {
  const user = await loadOrCreateUser(actor, now);
  await loadMemberTeam(params.teamId, user.email);
  await mutateTeam(params.teamId, (team) => deleteTeamRule(team, user.email), now);
  await leaveWorkspace(user, params.teamId, now);
  return { ok: true as const };
});
