import { db } from '../db/service';
import { personalTeamId, type UserItem } from '../accounts/repo';

/** The user leaves a team's workspace by their own action (left, deleted it): back to personal, without the removal notice. */
export async function leaveWorkspace(user: UserItem, teamId: string, now: Date): Promise<void> {
  if (user.teamId !== teamId) return;
  await db()
    .entities.user.patch({ emailKey: user.emailKey })
    .set({ teamId: personalTeamId(user.sub), updatedAt: now.toISOString() })
    .go();
}
