import { emailKey } from '@shared/accounts/email';
import { db } from '../db/service';
import { isConditionFailure } from '../common/conditional';
import { personalTeamId, type UserItem } from '../accounts';

/** The user leaves a team's workspace by their own action (left, deleted it): back to personal, without the removal notice. */
export async function leaveWorkspace(user: UserItem, teamId: string, now: Date): Promise<void> {
  if (user.teamId !== teamId) return;
  await db()
    .entities.user.patch({ emailKey: user.emailKey })
    .set({ teamId: personalTeamId(user.sub), updatedAt: now.toISOString() })
    .go();
}

/**
 * Members a team no longer has (removed, or the team deleted) who work in it move to their personal workspace
 * and are told once (spec part 1 §4, part 2 §8 'You have been removed from the team.'): an explicit step of the
 * removal, so no later read moves anyone. Each move holds only while they still work in that team.
 */
export async function moveRemovedMembers(teamId: string, emails: string[], now: Date): Promise<void> {
  for (const email of emails) {
    const { data: member } = await db()
      .entities.user.get({ emailKey: emailKey(email) })
      .go({ consistent: true });
    if (!member || member.teamId !== teamId) continue;
    await db()
      .entities.user.patch({ emailKey: member.emailKey })
      .set({ teamId: personalTeamId(member.sub), removedFromTeam: true, updatedAt: now.toISOString() })
      .where((a, op) => op.eq(a.teamId, teamId))
      .go()
      .catch((err: unknown) => {
        // They switched away first: nothing to move.
        if (!isConditionFailure(err)) throw err;
      });
  }
}
