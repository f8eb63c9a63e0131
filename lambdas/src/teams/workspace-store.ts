import { emailKey } from '@shared/accounts/email';
import { db } from '../db/service';
import { isConditionFailure } from '../common/conditional';
import type { UserItem } from '../accounts';

/** Puts the account in a workspace. */
export async function setWorkspace(userKey: string, teamId: string, now: Date): Promise<void> {
  await db().entities.user.patch({ emailKey: userKey }).set({ teamId, updatedAt: now.toISOString() }).go();
}

/** Puts the account in a workspace it chose, clearing a pending removal notice; returns the account as stored now. */
export async function chooseWorkspace(userKey: string, teamId: string, now: Date): Promise<UserItem> {
  const { data } = await db()
    .entities.user.patch({ emailKey: userKey })
    .set({ teamId, removedFromTeam: false, updatedAt: now.toISOString() })
    .go({ response: 'all_new' });
  return data as UserItem;
}

/** The account of a member's address, read consistently (null when there is none). */
export async function loadAccountOf(email: string): Promise<UserItem | null> {
  const { data } = await db()
    .entities.user.get({ emailKey: emailKey(email) })
    .go({ consistent: true });
  return data ?? null;
}

/**
 * Moves an account out of a team it no longer belongs to, with the notice, only while it still works in that team;
 * false when it had switched away first.
 */
export async function moveOutWithNotice(
  userKey: string,
  fromTeamId: string,
  toTeamId: string,
  now: Date,
): Promise<boolean> {
  try {
    await db()
      .entities.user.patch({ emailKey: userKey })
      .set({ teamId: toTeamId, removedFromTeam: true, updatedAt: now.toISOString() })
      .where((a, op) => op.eq(a.teamId, fromTeamId))
      .go();
    return true;
  } catch (err: unknown) {
    if (!isConditionFailure(err)) throw err;
    return false;
  }
}
