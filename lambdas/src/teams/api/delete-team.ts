import { deleteTeam as deleteTeamRule } from '@shared/teams/members';
import { defineHandler } from '../../http/handler-factory';
import { loadMemberTeam, mutateTeam } from '../repo';
import { leaveWorkspace, moveRemovedMembers } from '../workspace';

/**
 * Delete a team (spec part 1 §6): admins only. The record is flagged deleted and every member's index
 * entry goes, so its assessments and results become unavailable to members; a member working in it
 * moves to their personal workspace now and is told why on their next request.
 */
export const deleteTeam = defineHandler('deleteTeam', async ({ params, now, user }) => {
  await loadMemberTeam(params.teamId, user.email);
  const { removed } = await mutateTeam(params.teamId, (team) => deleteTeamRule(team, user.email), now);
  await moveRemovedMembers(
    params.teamId,
    removed.filter((e) => e !== user.email),
    now,
  );
  await leaveWorkspace(user, params.teamId, now);
  return { ok: true as const };
});
