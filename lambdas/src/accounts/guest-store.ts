import { PIN_MAX_ATTEMPTS_PER_CHALLENGE } from '@shared/constants/pin';
import { db } from '../db/service';
import { transactWrite, type TransactionOutcome } from '../db/transact';
import { isConditionFailure } from '../common/conditional';
import type { UserItem } from '../db/entities/user';

/** When the sweep looks at a claim again (guest-merge.ts mergeDue). */
type ClaimDue = { sweep_shard: 'merge'; sweep_due: string };

/** A pass as stored: its hash and salt, never the secret. */
interface StoredPass {
  secretHash: string;
  salt: string;
}

/** A code a guest asked for at an address, as stored (its hash and salt, attempts, expiry in epoch seconds). */
export interface GuestVerificationRecord {
  guestEmail: string;
  pinHash: string;
  salt: string;
  attempts: number;
  expiresAt: number;
}

/** Stores a new guest's sign-in pass; it must not exist yet. */
export async function createGuestPass(key: string, pass: StoredPass, expiresAt: number, now: Date): Promise<void> {
  await db()
    .entities.signInPass.create({
      emailKey: key,
      kind: 'guest',
      secretHash: pass.secretHash,
      salt: pass.salt,
      expiresAt,
      createdAt: now.toISOString(),
    })
    .go();
}

/** Stores a guest's code for an address, replacing only this guest's earlier one. */
export async function putGuestVerification(
  key: string,
  guestEmail: string,
  code: { pinHash: string; salt: string; expiresAt: number },
  now: Date,
): Promise<void> {
  await db()
    .entities.guestVerification.put({
      emailKey: key,
      guestEmail,
      pinHash: code.pinHash,
      salt: code.salt,
      attempts: 0,
      expiresAt: code.expiresAt,
      createdAt: now.toISOString(),
    })
    .go();
}

/** Counts an attempt on a guest's pending code, only while it is unexpired and below the attempt bound. */
export async function countGuestAttempt(key: string, guestEmail: string, nowSeconds: number) {
  try {
    const res = await db()
      .entities.guestVerification.update({ emailKey: key, guestEmail })
      .add({ attempts: 1 })
      .where((a, { lt, gt }) => `${lt(a.attempts, PIN_MAX_ATTEMPTS_PER_CHALLENGE)} AND ${gt(a.expiresAt, nowSeconds)}`)
      .go({ response: 'all_new' });
    return res.data;
  } catch (err) {
    if (!isConditionFailure(err)) throw err;
    return null;
  }
}

/** Every guest's pending code at an address. */
export async function guestVerificationsAt(key: string): Promise<GuestVerificationRecord[]> {
  const { data } = await db().entities.guestVerification.query.byEmail({ emailKey: key }).go({ consistent: true });
  return data;
}

/**
 * In one transaction: the guest's code is used up (only while it is the one checked), the guest's data is claimed
 * for the address, due for the sweep, and a one-time grant is stored for it.
 */
export async function claimGuestWithCode(options: {
  key: string;
  guestEmail: string;
  guestSub: string;
  pinHash: string;
  grant: StoredPass;
  grantExpiresAt: number;
  due: ClaimDue;
  now: Date;
}): Promise<TransactionOutcome> {
  const { key, guestEmail, guestSub, pinHash, grant, grantExpiresAt, due, now } = options;
  return transactWrite(() =>
    db()
      .transaction.write(({ guestVerification, guestClaim, signInPass }) => [
        guestVerification
          .delete({ emailKey: key, guestEmail })
          .where((a, { eq }) => eq(a.pinHash, pinHash))
          .commit(),
        guestClaim
          .put({
            emailKey: key,
            guestEmail,
            guestSub,
            createdAt: now.toISOString(),
            ...due,
          })
          .commit(),
        signInPass
          .put({
            emailKey: key,
            kind: 'grant',
            secretHash: grant.secretHash,
            salt: grant.salt,
            expiresAt: grantExpiresAt,
            createdAt: now.toISOString(),
          })
          .commit(),
      ])
      .go(),
  );
}

/** A guest's one-time token for a provider sign-in, stored by its hash. */
export interface GuestLink {
  tokenHash: string;
  guestEmail: string;
  guestSub: string;
  expiresAt: number;
  createdAt: string;
}

export async function createGuestLink(link: GuestLink): Promise<void> {
  await db().entities.guestLink.create(link).go();
}

export async function loadGuestLink(tokenHash: string): Promise<GuestLink | null> {
  const { data } = await db().entities.guestLink.get({ tokenHash }).go({ consistent: true });
  return data ?? null;
}

/**
 * In one transaction: the token is used up (while it still exists), the guest's data is claimed for the account,
 * due for the sweep, and the account is marked as taking the guest's work over.
 */
export async function claimGuestWithLink(
  link: Pick<GuestLink, 'tokenHash' | 'guestEmail' | 'guestSub'>,
  accountKey: string,
  due: ClaimDue,
  now: Date,
): Promise<TransactionOutcome> {
  return transactWrite(() =>
    db()
      .transaction.write(({ guestLink, guestClaim, user: users }) => [
        guestLink
          .delete({ tokenHash: link.tokenHash })
          .where((a, { exists }) => exists(a.guestEmail))
          .commit(),
        guestClaim
          .put({
            emailKey: accountKey,
            guestEmail: link.guestEmail,
            guestSub: link.guestSub,
            createdAt: now.toISOString(),
            ...due,
          })
          .commit(),
        users.patch({ emailKey: accountKey }).set({ guestMergeFrom: link.guestEmail }).commit(),
      ])
      .go(),
  );
}

/** A verified account's claim on a guest's work, read consistently (null when none). */
export async function loadGuestClaim(accountKey: string) {
  const { data } = await db().entities.guestClaim.get({ emailKey: accountKey }).go({ consistent: true });
  return data ?? null;
}

/** Claims whose move is due for the sweep, at most `limit`. */
export async function dueGuestClaims(now: Date, limit: number) {
  const { data } = await db()
    .entities.guestClaim.query.byDue({ sweep_shard: 'merge' })
    .lte({ sweep_due: now.toISOString() })
    .go({ limit });
  return data;
}

/** Takes a claim off the sweep's index: it waits for its account's opening. */
export async function takeClaimOffSweep(accountKey: string): Promise<void> {
  await db().entities.guestClaim.patch({ emailKey: accountKey }).set({ sweep_shard: '', sweep_due: '' }).go();
}

/** An account by its e-mail key, read consistently (null when none). */
export async function loadAccountByKey(key: string): Promise<UserItem | null> {
  const { data } = await db().entities.user.get({ emailKey: key }).go({ consistent: true });
  return data ?? null;
}

/** The account no longer names a guest whose work is moving to it. */
export async function clearGuestMergeFrom(accountKey: string): Promise<void> {
  await db().entities.user.patch({ emailKey: accountKey }).remove(['guestMergeFrom']).go();
}

/** Sets what the account takes over from the guest's profile. */
export async function setTakenOverProfile(accountKey: string, fields: Partial<UserItem>): Promise<void> {
  await db().entities.user.patch({ emailKey: accountKey }).set(fields).go();
}

/** A personal team's branding and company, without waiting for the latest write (null when none). */
export async function peekPersonalTeam(teamId: string) {
  const { data } = await db().entities.team.get({ teamId }).go();
  return data ?? null;
}

/** Sets a personal team's branding and company. */
export async function setPersonalTeamBranding(
  teamId: string,
  fields: { companyName?: string; color?: string; logoKey?: string; typeOfOrg?: string; updatedAt: string },
): Promise<void> {
  await db().entities.team.patch({ teamId }).set(fields).go();
}

/**
 * The guest's own records go once its work moved, in this order: its account, its personal team, its pass, then the
 * claim (last but one, so an interrupted move is finished by the sweep) and the account's pointer to the guest.
 */
export async function removeMergedGuest(guestKey: string, guestTeam: string, accountKey: string): Promise<void> {
  await db().entities.user.delete({ emailKey: guestKey }).go();
  await db().entities.team.delete({ teamId: guestTeam }).go();
  await db().entities.signInPass.delete({ emailKey: guestKey }).go();
  await db().entities.guestClaim.delete({ emailKey: accountKey }).go();
  await clearGuestMergeFrom(accountKey);
}
