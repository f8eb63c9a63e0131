import { defineHandler } from '../../http/handler-factory';
import { db } from '../../db/service';
import { personalTeamId, profileOf } from '../../accounts';
import { loadMemberTeam } from '../repo';

/**
 * Switch workspace (spec part 1 §4): to the personal team, or to a shared team the user is an active
 * member of. The client then reloads, or goes to /assessments when it was editing an assessment.
 */
export const switchTeam = defineHandler('switchTeam', async ({ body, now, user }) => {
  const personal = personalTeamId(user.sub);
  if (body.teamId !== personal) await loadMemberTeam(body.teamId, user.email);
  const { data } = await db()
    .entities.user.patch({ emailKey: user.emailKey })
    .set({ teamId: body.teamId, removedFromTeam: false, updatedAt: now.toISOString() })
    .go({ response: 'all_new' });
  return profileOf(data as typeof user);
});
