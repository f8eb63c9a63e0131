import type { EntityItem } from 'electrodb';
import { emailKey, personStoreKey } from '@shared/accounts/email';
import type { Referral, ReferralStatus } from '@shared/credits';
import { db } from '../db/service';
import type { ReferralEntity } from '../db/entities/referral';
import { transactWrite, type TransactionOutcome } from '../db/transact';
import { isConditionFailure } from '../common/conditional';

export type ReferralItem = EntityItem<typeof ReferralEntity>;

export function toDomainReferral(r: ReferralItem): Referral {
  return {
    referrer: r.referrer,
    email: r.email,
    teamId: r.teamId,
    status: r.status,
    credits: r.credits,
    credits_earned: r.credits_earned ?? 0,
  };
}

/** A friend is referred once as a person: every spelling of one inbox is one referral (personStoreKey). */
export async function loadReferral(friendEmail: string): Promise<ReferralItem | null> {
  const { data } = await db()
    .entities.referral.get({ friendKey: personStoreKey(friendEmail) })
    .go({ consistent: true });
  return data;
}

/** Stores a new referral keyed by the friend as a person; when one exists already the condition failure is thrown. */
export async function createReferral(item: ReferralItem): Promise<ReferralItem> {
  return (await db().entities.referral.create(item).go()).data;
}

/** Moves a pending referral to signed up; a condition failure (it moved first) is thrown. */
export async function markReferralSignedUp(friendKey: string, status: ReferralStatus, at: string): Promise<void> {
  await db()
    .entities.referral.patch({ friendKey })
    .set({ status, signed_up_at: at, updated_at: at })
    .where((a, op) => op.eq(a.status, 'pending'))
    .go();
}

/** Moves a referral's status on while it is still `from`; false when another request moved it first. */
export async function moveReferralStatus(
  friendKey: string,
  from: ReferralStatus,
  to: ReferralStatus,
  now: Date,
): Promise<boolean> {
  try {
    await db()
      .entities.referral.patch({ friendKey })
      .set({ status: to, updated_at: now.toISOString() })
      .where((a, op) => op.eq(a.status, from))
      .go();
    return true;
  } catch (err) {
    if (!isConditionFailure(err)) throw err;
    return false;
  }
}

/** Records a referral's earned credits while its credits are still pending; false when another request did first. */
export async function markReferralEarned(
  friendKey: string,
  earned: Pick<Referral, 'status' | 'credits' | 'credits_earned'>,
  now: Date,
): Promise<boolean> {
  const at = now.toISOString();
  try {
    await db()
      .entities.referral.patch({ friendKey })
      .set({
        status: earned.status,
        credits: earned.credits,
        credits_earned: earned.credits_earned,
        earned_at: at,
        updated_at: at,
      })
      .where((a, op) => op.eq(a.credits, 'pending'))
      .go();
    return true;
  } catch (err) {
    if (!isConditionFailure(err)) throw err;
    return false;
  }
}

/** The referrals a person made, newest first. */
export async function referralsBy(referrer: string): Promise<ReferralItem[]> {
  const { data } = await db()
    .entities.referral.query.byReferrer({ referrerKey: emailKey(referrer) })
    .go({ order: 'desc', pages: 'all' });
  return data;
}

/** The code of an owner's referral link, if made. */
export async function loadReferralLinkCode(ownerKey: string): Promise<string | null> {
  const { data } = await db().entities.referralLink.get({ ownerKey }).go({ consistent: true });
  return data ? data.code : null;
}

/**
 * Two conditional creates in one transaction: the code's route record (path → owner and team) and the owner's
 * pointer to it.
 */
export async function createReferralLink(link: {
  code: string;
  path: string;
  owner: string;
  ownerKey: string;
  teamId: string;
  at: string;
}): Promise<TransactionOutcome> {
  const { code, path, owner, ownerKey, teamId, at } = link;
  return transactWrite(() =>
    db()
      .transaction.write(({ routeRecord, referralLink }) => [
        routeRecord.create({ code, path, owner, teamId, created_at: at, updated_at: at }).commit(),
        referralLink.create({ ownerKey, code, created_at: at }).commit(),
      ])
      .go(),
  );
}

/** The route record of a short code (its path, owner and team), or null. */
export async function loadRouteRecord(code: string): Promise<{ path: string; owner: string; teamId: string } | null> {
  const { data } = await db().entities.routeRecord.get({ code }).go();
  return data ?? null;
}

/** The name fields of the account behind an address (null without one). */
export async function loadAccountNameOf(
  email: string,
): Promise<{ displayName?: string; firstName?: string; lastName?: string } | null> {
  const { data } = await db()
    .entities.user.get({ emailKey: emailKey(email) })
    .go();
  return data ?? null;
}
