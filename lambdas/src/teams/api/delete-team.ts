import { defineHandler } from '../../http/handler-factory';
import { deleteSharedTeam } from '../team-details';

/**
 * Delete a team (spec part 1 §6): admins only. The record is flagged deleted and every member's index
 * entry goes, so its assessments and results become unavailable to members; a member working in it
 * moves to their personal workspace now and is told why on their next request.
 */
export const deleteTeam = defineHandler('deleteTeam', async ({ params, now, user }) => {
  await deleteSharedTeam({ user, teamId: params.teamId, now });
  return { ok: true as const };
});
