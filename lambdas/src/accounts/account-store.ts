import { db } from '../db/service';
import { isConditionFailure } from '../common/conditional';
import type { UserItem } from '../db/entities/user';
import type { EntityItem } from 'electrodb';
import type { GuestClaimEntity } from '../db/entities/guest-claim';
import { transactWrite, type TransactionOutcome } from '../db/transact';
import type { TeamItem } from '../db/entities/team';

/** The account record of an address key, read consistently (opening and resolving must see a fresh opening). */
export async function readUserRecord(key: string): Promise<UserItem | null> {
  const { data } = await db().entities.user.get({ emailKey: key }).go({ consistent: true });
  return data ?? null;
}

/** The claim a verified guest left for the account of this address, if any. */
export async function readGuestClaimOf(key: string): Promise<EntityItem<typeof GuestClaimEntity> | null> {
  const { data } = await db().entities.guestClaim.get({ emailKey: key }).go({ consistent: true });
  return data ?? null;
}

/** The team record of a workspace id, read consistently. */
export async function readWorkspaceTeam(teamId: string): Promise<TeamItem | null> {
  const { data } = await db().entities.team.get({ teamId }).go({ consistent: true });
  return data ?? null;
}

/**
 * The user and its personal team, created together, each conditional on not existing: a concurrent opening that
 * created them first makes this one a no-op ('condition_failed').
 */
export async function createUserWithPersonalTeam(
  user: Parameters<ReturnType<typeof db>['entities']['user']['create']>[0],
  team: { teamId: string; creator: string; owner: string; at: string },
): Promise<TransactionOutcome> {
  return transactWrite(() =>
    db()
      .transaction.write(({ user: u, team: t }) => [
        u.create(user).commit(),
        t
          .create({
            teamId: team.teamId,
            personal: true,
            creator: team.creator,
            owner: team.owner,
            createdAt: team.at,
            updatedAt: team.at,
          })
          .commit(),
      ])
      .go(),
  );
}

/** Gives the account its unsubscribe key unless it has one (two writers at once agree on the first). */
export async function setNotifyKeyIfMissing(key: string, notifyKey: string): Promise<void> {
  try {
    await db()
      .entities.user.patch({ emailKey: key })
      .set({ notifyKey })
      .where((a, op) => op.notExists(a.notifyKey))
      .go();
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
}
